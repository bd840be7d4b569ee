import { Arg, Ctx, Int, Mutation, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { paymentGateway } from "../payments/payment-processor.gateway.js";
import { PaymentIntentObject, paymentIntentObject } from "../payments/payment.types.js";
import { PartnerSuspensionService } from "./partner-suspension.service.js";
import { PartnerTermService } from "./partner-term.service.js";
import { PartnerService } from "./partners.service.js";
import { PartnerObject } from "./partners.types.js";

const partnerArg = { description: "The partner." };

/**
 * A royalty-free licence's renewal, for the partner's administrators (PartnerScopeService decides
 * past the role check, as for every partner operation), and the academy's suspension of a partner.
 */
@Resolver()
export class PartnerTermResolver {
  @Auth(Role.USER)
  @Mutation(() => PaymentIntentObject, {
    description:
      "The payment of a royalty-free licence's renewal (the royalty-free fee, set by the server; 3 more years): for the partner's administrators and the academy's. A retry answers the same payment. A revenue share licence has nothing to renew (BAD_USER_INPUT).",
  })
  async createPartnerRenewalIntent(
    @Arg("partnerId", () => Int, partnerArg) partnerId: number,
    @Ctx() ctx: Context,
  ): Promise<PaymentIntentObject> {
    const gateway = paymentGateway(ctx.config, ctx.em);
    const service = new PartnerTermService(ctx.em, { jobs: ctx.jobs, gateway });
    const intent = await service.startRenewal(await signedInViewer(ctx), partnerId);
    return paymentIntentObject(ctx.config, intent, gateway.processor);
  }

  @Auth(Role.USER)
  @Mutation(() => PartnerObject, {
    description:
      "Extends the term by 3 years (from its end, or from now once ended) for a renewal payment the processor confirms (succeeded, this partner, the fee). A replay answers the partner; it extends once.",
  })
  async confirmPartnerRenewal(
    @Arg("partnerId", () => Int, partnerArg) partnerId: number,
    @Arg("paymentId", { description: "The processor's payment id, checked with the processor." })
    paymentId: string,
    @Ctx() ctx: Context,
  ): Promise<PartnerObject> {
    const viewer = await signedInViewer(ctx);
    const partners = new PartnerService(ctx.em);
    await partners.view(viewer, partnerId);
    const gateway = paymentGateway(ctx.config, ctx.em);
    await new PartnerTermService(ctx.em, { jobs: ctx.jobs, gateway }).renew(paymentId, {
      partnerId,
      userId: viewer.id,
      meta: ctx.meta,
    });
    return partners.view(viewer, partnerId);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => PartnerObject, {
    description:
      "Suspends a partner (audited): its storefront stops selling and its administrators see the reason. Its learners keep what they bought.",
  })
  async adminSuspendPartner(
    @Arg("partnerId", () => Int, partnerArg) partnerId: number,
    @Arg("reason", {
      description: "Why, shown to the partner's administrators: one line, at most 500 characters.",
    })
    reason: string,
    @Ctx() ctx: Context,
  ): Promise<PartnerObject> {
    const viewer = await signedInViewer(ctx);
    await new PartnerSuspensionService(ctx.em).suspendPartner(partnerId, reason, {
      actorId: viewer.id,
      meta: ctx.meta,
    });
    return new PartnerService(ctx.em).view(viewer, partnerId);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => PartnerObject, {
    description:
      "Resumes a suspended partner (audited): it returns to where it was (live once launched). Not suspended: unchanged.",
  })
  async adminResumePartner(
    @Arg("partnerId", () => Int, partnerArg) partnerId: number,
    @Ctx() ctx: Context,
  ): Promise<PartnerObject> {
    const viewer = await signedInViewer(ctx);
    await new PartnerSuspensionService(ctx.em).resumePartner(partnerId, {
      actorId: viewer.id,
      meta: ctx.meta,
    });
    return new PartnerService(ctx.em).view(viewer, partnerId);
  }
}
