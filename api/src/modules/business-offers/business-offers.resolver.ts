import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Auth, Public } from "../../graphql/auth.js";
import { PageArgs } from "../../graphql/connection.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role, viewerHasRole } from "../../graphql/roles.js";
import { paymentGateway } from "../payments/payment-processor.gateway.js";
import { PaymentIntentObject, paymentIntentObject } from "../payments/payment.types.js";
import { RateLimited } from "../rate-limits/rate-limit.service.js";
import { BusinessOfferStatus } from "./business-offer.entity.js";
import { BusinessOfferService, holdsReference, offerObject } from "./business-offers.service.js";
import {
  AdminBusinessOfferConnection,
  AdminBusinessOfferObject,
  BusinessOfferObject,
} from "./business-offers.types.js";
import { BusinessOfferFilter, BusinessOfferInput } from "./business-offers.inputs.js";

@Resolver()
export class BusinessOfferResolver {
  @Public()
  @RateLimited({ bucket: "business-offer", max: 10, windowSeconds: 3600 })
  @Mutation(() => BusinessOfferObject, {
    description:
      "A business applies for a licence (pending until paid); the answer carries the offer's reference for its payment link. The same application again within a minute answers the first, with a new reference.",
  })
  async applyForLicense(
    @Arg("input", { description: "The business's application." }) input: BusinessOfferInput,
    @Ctx() ctx: Context,
  ): Promise<BusinessOfferObject> {
    const { offer, reference } = await new BusinessOfferService(ctx.em, ctx).apply(input, ctx.meta);
    return offerObject(offer, true, reference);
  }

  @Public()
  @Query(() => BusinessOfferObject, {
    description:
      "An offer as its payment page shows it (no contact details): the business name and status with the offer's reference (administrators need none), otherwise only the licence type and fee.",
  })
  async businessOffer(
    @Arg("id", () => Int, { description: "The offer's id." }) id: number,
    @Arg("reference", () => String, {
      nullable: true,
      description: "The offer's reference, from the application's answer (its payment link).",
    })
    reference: string | null,
    @Ctx() ctx: Context,
  ): Promise<BusinessOfferObject> {
    const offer = await new BusinessOfferService(ctx.em, ctx).find(id);
    const viewer = await ctx.viewer();
    const isAdmin = viewer !== null && viewerHasRole(viewer, Role.ADMIN);
    return offerObject(offer, isAdmin || holdsReference(offer, reference));
  }

  @Auth(Role.ADMIN)
  @Query(() => AdminBusinessOfferObject, {
    description: "An offer with every field, as administrators manage it.",
  })
  async adminBusinessOffer(
    @Arg("id", () => Int, { description: "The offer's id." }) id: number,
    @Ctx() ctx: Context,
  ): Promise<AdminBusinessOfferObject> {
    const service = new BusinessOfferService(ctx.em, ctx);
    return service.adminView(await service.find(id));
  }

  @Public()
  @RateLimited({ bucket: "business-offer-payment", max: 30, windowSeconds: 600 })
  @Mutation(() => PaymentIntentObject, {
    description:
      "The payment of an offer's licence fee, at the amount its licence type sets (a retry answers the same payment); only with the offer's reference.",
  })
  async createBusinessOfferPaymentIntent(
    @Arg("offerId", () => Int, { description: "The offer whose fee to pay." }) offerId: number,
    @Arg("reference", () => String, {
      nullable: true,
      description: "The offer's reference, from the application's answer (its payment link).",
    })
    reference: string | null,
    @Ctx() ctx: Context,
  ): Promise<PaymentIntentObject> {
    const gateway = paymentGateway(ctx.config, ctx.em);
    const service = new BusinessOfferService(ctx.em, ctx);
    const intent = await service.startPayment(gateway, offerId, reference);
    return paymentIntentObject(ctx.config, intent, gateway.processor);
  }

  @Public()
  @RateLimited({ bucket: "business-offer-payment", max: 30, windowSeconds: 600 })
  @Mutation(() => BusinessOfferObject, {
    description:
      "Marks an offer paid for a payment the processor confirms (succeeded, this offer, its fee). A replay answers the offer.",
  })
  async payBusinessOffer(
    @Arg("offerId", () => Int, { description: "The offer that was paid." }) offerId: number,
    @Arg("paymentId", { description: "The processor's payment id, checked with the processor." })
    paymentId: string,
    @Ctx() ctx: Context,
  ): Promise<BusinessOfferObject> {
    const gateway = paymentGateway(ctx.config, ctx.em);
    const service = new BusinessOfferService(ctx.em, ctx);
    // The caller holds a payment the processor confirms for this offer, started with its reference.
    const offer = await service.pay(gateway, offerId, paymentId, ctx.meta);
    return offerObject(offer, true);
  }

  @Auth(Role.ADMIN)
  @Query(() => AdminBusinessOfferConnection, { description: "Every offer, newest first." })
  businessOffers(
    @Args() page: PageArgs,
    @Arg("filter", () => BusinessOfferFilter, {
      nullable: true,
      description: "Status and search; every offer when omitted.",
    })
    filter: BusinessOfferFilter | null,
    @Ctx() ctx: Context,
  ): Promise<AdminBusinessOfferConnection> {
    return new BusinessOfferService(ctx.em, ctx).list(filter, page);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => AdminBusinessOfferObject, {
    description:
      "Changes an offer's status (audited). Paid without a verified payment needs a note and is flagged by verification.",
  })
  async updateBusinessOfferStatus(
    @Arg("id", () => Int, { description: "The offer to change." }) id: number,
    @Arg("status", () => BusinessOfferStatus, { description: "Its new status." })
    status: BusinessOfferStatus,
    @Arg("note", () => String, {
      nullable: true,
      description: "Why; required to mark an offer Paid without a verified payment.",
    })
    note: string | null,
    @Ctx() ctx: Context,
  ): Promise<AdminBusinessOfferObject> {
    const viewer = await signedInViewer(ctx);
    const service = new BusinessOfferService(ctx.em, ctx);
    const offer = await service.changeStatus(id, status, note, viewer.id, ctx.meta);
    return service.adminView(offer);
  }
}
