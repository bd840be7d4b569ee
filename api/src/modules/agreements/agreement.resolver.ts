import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { type RateLimitRule, declaredRateLimits } from "../rate-limits/rate-limit.rules.js";
import { RateLimitService, RateLimited } from "../rate-limits/rate-limit.service.js";
import { AgreementService } from "./agreement.service.js";
import { UserAgreementObject } from "./agreement.types.js";
import { SignAgreementInput } from "./agreement.inputs.js";
import type { UserAgreement } from "./user-agreement.entity.js";

/**
 * Signatures per client address and per account: a drawn one is decoded and encoded again (in a
 * worker thread, tens of milliseconds of a core each), as an agreement PDF is rendered on request.
 */
export const SIGN_AGREEMENT_LIMIT: RateLimitRule = {
  bucket: "sign-agreement",
  max: 30,
  windowSeconds: 60,
};
export const SIGN_AGREEMENT_ACCOUNT_LIMIT: RateLimitRule = {
  bucket: "sign-agreement-account",
  max: 10,
  windowSeconds: 60,
};
declaredRateLimits.push(SIGN_AGREEMENT_ACCOUNT_LIMIT);

export const agreementPdfUrl = (id: number) => `/api/user-agreements/${id}/pdf`;

const toObject = (agreement: UserAgreement): UserAgreementObject => ({
  id: agreement.id,
  documentId: agreement.document.id,
  documentVersion: agreement.documentVersion,
  documentSha256: agreement.documentSha256,
  courseId: agreement.course?.id ?? null,
  signatureType: agreement.signatureType,
  signedAt: agreement.signedAt,
  pdfUrl: agreementPdfUrl(agreement.id),
});

@Resolver()
export class AgreementResolver {
  @Auth(Role.USER)
  @RateLimited(SIGN_AGREEMENT_LIMIT)
  @Mutation(() => UserAgreementObject, {
    description:
      "Signs the active enrollment agreement for a course and keeps the evidence. Signing the same text again answers the earlier agreement.",
  })
  async signAgreement(
    @Arg("input", { description: "The document, the course and the signature." })
    input: SignAgreementInput,
    @Ctx() ctx: Context,
  ): Promise<UserAgreementObject> {
    const { id } = await signedInViewer(ctx);
    await new RateLimitService(ctx.em).countRequest(SIGN_AGREEMENT_ACCOUNT_LIMIT, String(id));
    const agreement = await new AgreementService(ctx.em).sign(id, input, ctx.meta);
    return toObject(agreement);
  }

  @Auth(Role.USER)
  @Query(() => UserAgreementObject, {
    nullable: true,
    description: "The signed-in learner's agreement for a course, if they signed the current one.",
  })
  async myAgreement(
    @Arg("courseId", () => Int, { description: "The course whose agreement to look up." })
    courseId: number,
    @Ctx() ctx: Context,
  ): Promise<UserAgreementObject | null> {
    const { id } = await signedInViewer(ctx);
    const agreement = await new AgreementService(ctx.em).current(id, courseId);
    return agreement && toObject(agreement);
  }
}
