import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { PartnerService } from "./partners.service.js";
import { PartnerObject, PartnerSummaryObject } from "./partners.types.js";

/**
 * A partner's own operations. They are open to any signed-in user at the role check: what a
 * caller may do for partner P is decided by PartnerScopeService (academy administrators, and P's
 * joined administrators), on the partnerId every one of them takes.
 */
@Resolver()
export class PartnerResolver {
  @Auth(Role.USER)
  @Query(() => [PartnerSummaryObject], {
    description: "The partners the caller administers (none for most accounts).",
  })
  async myPartners(@Ctx() ctx: Context): Promise<PartnerSummaryObject[]> {
    return new PartnerService(ctx.em).mine(await signedInViewer(ctx));
  }

  @Auth(Role.USER)
  @Query(() => PartnerObject, {
    description:
      "A partner with its settings, administrators, status and timeline: for its own administrators and the academy's (anyone else: FORBIDDEN, whether it exists or not).",
  })
  async partner(
    @Arg("partnerId", () => Int, { description: "The partner." }) partnerId: number,
    @Ctx() ctx: Context,
  ): Promise<PartnerObject> {
    return new PartnerService(ctx.em).view(await signedInViewer(ctx), partnerId);
  }
}
