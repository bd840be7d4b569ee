import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Auth, Public } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { RateLimited } from "../rate-limits/rate-limit.service.js";
import { PartnerAdminService } from "./partner-admins.service.js";
import { PartnerService, summaryOf } from "./partners.service.js";
import { PartnerInvitationObject, PartnerObject, PartnerSummaryObject } from "./partners.types.js";

/**
 * A partner's administrators: invitations (the owner's, mailed when the licence agreement is
 * signed; co-administrators'), their acceptance and removal. docs/partners.md.
 */
@Resolver()
export class PartnerAdminResolver {
  @Public()
  @RateLimited({ bucket: "partner-invitation", max: 30, windowSeconds: 900 })
  @Query(() => PartnerInvitationObject, {
    description:
      "What a partner administrator's invitation link offers: the partner and the address invited. Refused for a link used, revoked or expired.",
  })
  partnerInvitation(
    @Arg("token", { description: "The invitation link's token." }) token: string,
    @Ctx() ctx: Context,
  ): Promise<PartnerInvitationObject> {
    return new PartnerAdminService(ctx.em, ctx).preview(token);
  }

  @Auth(Role.USER)
  @RateLimited({ bucket: "partner-invitation-accept", max: 30, windowSeconds: 900 })
  @Mutation(() => PartnerSummaryObject, {
    description:
      "Joins the partner of an invitation, signed in with the account of the address it was sent to (a new account registers first): the caller administers the partner. The link works once.",
  })
  async acceptPartnerInvitation(
    @Arg("token", { description: "The invitation link's token." }) token: string,
    @Ctx() ctx: Context,
  ): Promise<PartnerSummaryObject> {
    const viewer = await signedInViewer(ctx);
    return summaryOf(await new PartnerAdminService(ctx.em, ctx).accept(viewer, token));
  }

  @Auth(Role.USER)
  @Mutation(() => PartnerObject, {
    description:
      "Invites a co-administrator of the partner by email (a single-use link, never a password); for the partner's administrators and the academy's.",
  })
  async invitePartnerAdmin(
    @Arg("partnerId", () => Int, { description: "The partner." }) partnerId: number,
    @Arg("email", { description: "The address to invite." }) email: string,
    @Ctx() ctx: Context,
  ): Promise<PartnerObject> {
    const viewer = await signedInViewer(ctx);
    await new PartnerAdminService(ctx.em, ctx).inviteCoAdmin(viewer, partnerId, email);
    return new PartnerService(ctx.em).view(viewer, partnerId);
  }

  @Auth(Role.USER)
  @Mutation(() => PartnerObject, {
    description:
      "Removes an administrator of the partner or revokes an invitation; the last owner stays.",
  })
  async removePartnerAdmin(
    @Arg("partnerId", () => Int, { description: "The partner." }) partnerId: number,
    @Arg("adminId", () => Int, { description: "The membership's id." }) adminId: number,
    @Ctx() ctx: Context,
  ): Promise<PartnerObject> {
    const viewer = await signedInViewer(ctx);
    await new PartnerAdminService(ctx.em, ctx).remove(viewer, partnerId, adminId);
    return new PartnerService(ctx.em).view(viewer, partnerId);
  }
}
