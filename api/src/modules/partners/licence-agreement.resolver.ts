import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Public } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { RateLimited } from "../rate-limits/rate-limit.service.js";
import { LicenceAgreementService } from "./licence-agreement.service.js";
import { LicenceAgreementObject } from "./licence-agreement.types.js";
import { SignLicenceAgreementInput } from "./partners.inputs.js";

/**
 * The licence agreement's signing page: public, opened by the mailed link's token or by the
 * offer's reference its payer holds; rate-limited per client address like the other token pages.
 */
@Resolver()
export class LicenceAgreementResolver {
  @Public()
  @RateLimited({ bucket: "licence-agreement", max: 30, windowSeconds: 900 })
  @Query(() => LicenceAgreementObject, {
    description:
      "A paid business offer's licence agreement: the document to sign, or who signed it. For the holder of the mailed link's token or the offer's reference, or without either for the partner's administrators and the academy's (anyone else: BAD_USER_INPUT, the link is not valid).",
  })
  licenceAgreement(
    @Arg("offerId", () => Int, { description: "The paid business offer." }) offerId: number,
    @Arg("token", () => String, { nullable: true, description: "The mailed link's token." })
    token: string | null,
    @Arg("reference", () => String, { nullable: true, description: "The offer's reference." })
    reference: string | null,
    @Ctx() ctx: Context,
  ): Promise<LicenceAgreementObject> {
    return new LicenceAgreementService(ctx.em, ctx).view(offerId, { token, reference }, () =>
      ctx.viewer(),
    );
  }

  @Public()
  @RateLimited({ bucket: "licence-agreement-sign", max: 20, windowSeconds: 900 })
  @Mutation(() => LicenceAgreementObject, {
    description:
      "Signs the licence agreement as shown (typed or drawn), once: the partner then awaits setup and its contact is mailed an invitation to set up the administrator account (never a password).",
  })
  signLicenceAgreement(
    @Arg("input", () => SignLicenceAgreementInput, { description: "The signature." })
    input: SignLicenceAgreementInput,
    @Ctx() ctx: Context,
  ): Promise<LicenceAgreementObject> {
    return new LicenceAgreementService(ctx.em, ctx).sign(input, ctx.meta);
  }
}
