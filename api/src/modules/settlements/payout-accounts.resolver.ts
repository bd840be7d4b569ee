import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { PayoutAccountService } from "./payout-accounts.service.js";
import { PayoutAccountObject, PayoutOnboardingObject } from "./payout-accounts.types.js";

/**
 * A partner's payout account. Open to any signed-in user at the role check: PartnerScopeService
 * decides on the partnerId (the academy's administrators and the partner's own).
 */
@Resolver()
export class PayoutAccountResolver {
  @Auth(Role.USER)
  @Query(() => PayoutAccountObject, {
    description:
      "The partner's payout account: not connected, details needed, payouts enabled, restricted (and why) or disconnected. For its administrators and the academy's (anyone else: FORBIDDEN).",
  })
  async partnerPayoutAccount(
    @Arg("partnerId", () => Int, { description: "The partner." }) partnerId: number,
    @Ctx() ctx: Context,
  ): Promise<PayoutAccountObject> {
    return new PayoutAccountService(ctx.em, ctx).view(await signedInViewer(ctx), partnerId);
  }

  @Auth(Role.USER)
  @Mutation(() => PayoutOnboardingObject, {
    description:
      "Starts (or resumes) the partner's payout onboarding: connects a payout account if it has none and answers a fresh single-use onboarding link (Stripe Connect, or the demo processor's page).",
  })
  async startPayoutOnboarding(
    @Arg("partnerId", () => Int, { description: "The partner." }) partnerId: number,
    @Ctx() ctx: Context,
  ): Promise<PayoutOnboardingObject> {
    return new PayoutAccountService(ctx.em, ctx).startOnboarding(
      await signedInViewer(ctx),
      partnerId,
    );
  }
}
