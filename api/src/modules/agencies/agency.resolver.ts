import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { PageArgs } from "../../graphql/connection.js";
import { Auth, Public } from "../../graphql/auth.js";
import { RateLimited } from "../rate-limits/rate-limit.service.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { PaymentIntentObject, paymentIntentObject } from "../payments/payment.types.js";
import { AgencyService } from "./agency.service.js";
import { AgencyInvitationService } from "./agency-invitations.service.js";
import { AgencyMemberService } from "./agency-members.service.js";
import { AgencyViewService } from "./agency-view.service.js";
import { MAX_SEATS_PER_ORDER, seatPurchases } from "./seat-purchase.service.js";
import { SeatRefundService } from "./seat-refund.service.js";
import {
  AdminAgencyConnection,
  AgencyInvitationObject,
  AgencyInvitationPreviewObject,
  AgencyObject,
  AgencySeatObject,
  InvitationPreviewRowObject,
  SeatRefundObject,
} from "./agency.types.js";
import { AgencyFilter, AgencyInput, AgencySort } from "./agency.inputs.js";

@Resolver()
export class AgencyResolver {
  @Auth(Role.USER)
  @Query(() => AgencyObject, {
    nullable: true,
    description: "The agency the caller manages, with its seats and members; null if none.",
  })
  async myAgency(@Ctx() ctx: Context): Promise<AgencyObject | null> {
    const viewer = await signedInViewer(ctx);
    const agency = await new AgencyService(ctx.em).managedBy(viewer.id);
    return agency ? new AgencyViewService(ctx.em).view(agency) : null;
  }

  @Auth(Role.USER)
  @Mutation(() => AgencyObject, {
    description: "Sets up an agency managed by the caller (one each; audited).",
  })
  async createAgency(
    @Arg("input", { description: "Its name and billing address." }) input: AgencyInput,
    @Ctx() ctx: Context,
  ): Promise<AgencyObject> {
    const viewer = await signedInViewer(ctx);
    const agency = await new AgencyService(ctx.em).create(viewer, input, ctx.meta);
    return new AgencyViewService(ctx.em).view(agency);
  }

  @Auth(Role.USER)
  @Mutation(() => PaymentIntentObject, {
    description:
      "The payment for seats of a course for the caller's agency: the course's price times the seats (set by the server). A retry answers the same payment.",
  })
  async createSeatPaymentIntent(
    @Arg("courseId", () => Int, { description: "The course." }) courseId: number,
    @Arg("seats", () => Int, { description: `How many seats (1 to ${MAX_SEATS_PER_ORDER}).` })
    seats: number,
    @Ctx() ctx: Context,
  ): Promise<PaymentIntentObject> {
    const viewer = await signedInViewer(ctx);
    const purchases = seatPurchases(ctx);
    const intent = await purchases.startPayment(viewer, courseId, seats);
    return paymentIntentObject(ctx.config, intent, purchases.processor);
  }

  @Auth(Role.USER)
  @Mutation(() => AgencyObject, {
    description:
      "Adds the seats a payment bought to the caller's agency, for a payment the processor confirms: succeeded, made by the caller for these seats, not used before. A replay answers the same agency.",
  })
  async completeSeatPurchase(
    @Arg("paymentId", {
      description: "The processor's payment id (PaymentIntent.id), checked with the processor.",
    })
    paymentId: string,
    @Ctx() ctx: Context,
  ): Promise<AgencyObject> {
    const viewer = await signedInViewer(ctx);
    const buyer = { userId: viewer.id, meta: ctx.meta };
    const agency = await seatPurchases(ctx).fulfil(paymentId, buyer);
    return new AgencyViewService(ctx.em).view(agency);
  }

  @Auth(Role.ADMIN)
  @Query(() => SeatRefundObject, {
    nullable: true,
    description:
      "For refunding a payment of seats bought by an agency: its seats, how many are unused, and the enrollments on them a refund may end; null for any other payment.",
  })
  adminSeatRefund(
    @Arg("paymentId", () => Int, { description: "The payment." }) paymentId: number,
    @Ctx() ctx: Context,
  ): Promise<SeatRefundObject | null> {
    return new SeatRefundService(ctx.em).seatRefund(paymentId);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => AgencyObject, {
    description: "Grants an agency seats of a course without payment, added to its own (audited).",
  })
  async adminGrantAgencySeats(
    @Arg("agencyId", () => Int, { description: "The agency." }) agencyId: number,
    @Arg("courseId", () => Int, { description: "The course." }) courseId: number,
    @Arg("seats", () => Int, { description: "How many seats (1 to 10000)." }) seats: number,
    @Ctx() ctx: Context,
  ): Promise<AgencyObject> {
    const viewer = await signedInViewer(ctx);
    const agencies = new AgencyService(ctx.em);
    const agency = await agencies.grantSeats(agencyId, courseId, seats, viewer, ctx.meta);
    return new AgencyViewService(ctx.em).view(agency);
  }

  @Auth(Role.USER)
  @Query(() => [InvitationPreviewRowObject], {
    description:
      "What inviting the agents of a CSV list (first_name,last_name,email; up to 1000 rows) to " +
      "seats of a course would do, row by row, for the agency the caller manages. Nothing is sent.",
  })
  async previewAgencyInvitations(
    @Arg("courseId", () => Int, { description: "The course of the seats." }) courseId: number,
    @Arg("csv", { description: "The list, as CSV text with its header line." }) csv: string,
    @Ctx() ctx: Context,
  ): Promise<InvitationPreviewRowObject[]> {
    const viewer = await signedInViewer(ctx);
    const agency = await new AgencyService(ctx.em).managedByViewer(viewer);
    return new AgencyInvitationService(ctx.em).previewInvitations(agency, courseId, csv);
  }

  @Auth(Role.USER)
  @Mutation(() => [InvitationPreviewRowObject], {
    description:
      "Invites the agents of a CSV list to seats of a course of the agency the caller manages: " +
      "the rows previewAgencyInvitations calls invitations get a mail with a link that works " +
      "once, for 14 days (audited). Answers every row; sent again, nobody is invited twice.",
  })
  async sendAgencyInvitations(
    @Arg("courseId", () => Int, { description: "The course of the seats." }) courseId: number,
    @Arg("csv", { description: "The list, as CSV text with its header line." }) csv: string,
    @Ctx() ctx: Context,
  ): Promise<InvitationPreviewRowObject[]> {
    const viewer = await signedInViewer(ctx);
    const invitations = new AgencyInvitationService(ctx.em);
    return invitations.sendInvitations(viewer, courseId, csv, ctx.jobs, ctx.meta);
  }

  @Auth(Role.USER)
  @Mutation(() => AgencyInvitationObject, {
    description:
      "Joins the agency of an invitation, signed in with the account of the address it was " +
      "sent to; the seat becomes the caller's (audited). The link works once.",
  })
  async acceptAgencyInvitation(
    @Arg("token", { description: "The invitation link's token." }) token: string,
    @Ctx() ctx: Context,
  ): Promise<AgencyInvitationObject> {
    const viewer = await signedInViewer(ctx);
    return new AgencyMemberService(ctx.em).acceptInvitation(viewer, token, ctx.meta);
  }

  @Public()
  @RateLimited({ bucket: "agency-invitation", max: 30, windowSeconds: 900 })
  @Query(() => AgencyInvitationPreviewObject, {
    description:
      "What an invitation link offers before it is accepted: the agency, the seat's course and " +
      "the address invited. Refused for a link used, revoked or expired.",
  })
  agencyInvitation(
    @Arg("token", { description: "The invitation link's token." }) token: string,
    @Ctx() ctx: Context,
  ): Promise<AgencyInvitationPreviewObject> {
    return new AgencyMemberService(ctx.em).previewInvitation(token);
  }

  @Auth(Role.USER)
  @Query(() => [AgencySeatObject], {
    description: "The seats agencies gave the caller, and whether they are enrolled on each.",
  })
  async myAgencySeats(@Ctx() ctx: Context): Promise<AgencySeatObject[]> {
    const viewer = await signedInViewer(ctx);
    return new AgencyMemberService(ctx.em).seatsOf(viewer.id);
  }

  @Auth(Role.USER)
  @Mutation(() => Int, {
    description:
      "Enrolls the caller on their agency's seat of a course, once they signed its enrollment " +
      "agreement: the enrollment's id (the same one when asked again).",
  })
  enrollOnAgencySeat(
    @Arg("courseId", () => Int, { description: "The course of the seat." }) courseId: number,
    @Ctx() ctx: Context,
  ): Promise<number> {
    return signedInViewer(ctx).then(viewer =>
      new AgencyMemberService(ctx.em).enrollOnSeat(viewer, courseId, ctx.jobs, ctx.meta),
    );
  }

  @Auth(Role.USER)
  @Mutation(() => AgencyObject, {
    description:
      "Removes a member of the agency the caller manages, or revokes an invitation: their " +
      "access and certificates stay theirs; a seat they never used returns.",
  })
  async removeAgencyMember(
    @Arg("memberId", () => Int, { description: "The membership's id." }) memberId: number,
    @Ctx() ctx: Context,
  ): Promise<AgencyObject> {
    const viewer = await signedInViewer(ctx);
    const agency = await new AgencyMemberService(ctx.em).removeMember(viewer, memberId);
    return new AgencyViewService(ctx.em).view(agency);
  }

  @Auth(Role.ADMIN)
  @Query(() => AdminAgencyConnection, {
    description: "Every agency with its manager, seats and members, newest first unless sorted.",
  })
  adminAgencies(
    @Args() page: PageArgs,
    @Arg("filter", () => AgencyFilter, {
      nullable: true,
      description: "Search and set-up dates; every agency when omitted.",
    })
    filter: AgencyFilter | null,
    @Arg("sort", () => AgencySort, {
      nullable: true,
      description: "The order; newest first when omitted.",
    })
    sort: AgencySort | null,
    @Ctx() ctx: Context,
  ): Promise<AdminAgencyConnection> {
    return new AgencyViewService(ctx.em).adminList(filter, sort, page);
  }

  @Auth(Role.USER)
  @Mutation(() => AgencyObject, {
    description:
      "Sends an invitation not accepted yet again, for the agency the caller manages: a new " +
      "link for 14 days (the old one stops working), audited.",
  })
  async resendAgencyInvitation(
    @Arg("memberId", () => Int, { description: "The invited member." }) memberId: number,
    @Ctx() ctx: Context,
  ): Promise<AgencyObject> {
    const viewer = await signedInViewer(ctx);
    const invitations = new AgencyInvitationService(ctx.em);
    const agency = await invitations.resendInvitation(viewer, memberId, ctx.jobs, ctx.meta);
    return new AgencyViewService(ctx.em).view(agency);
  }
}
