import type { EntityManager } from "@mikro-orm/postgresql";
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { PageArgs } from "../../graphql/connection.js";
import { Auth } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { notFound } from "../../errors.js";
import { Role, viewerHasRole } from "../../graphql/roles.js";
import { AdminPaymentsService } from "./admin-payments.service.js";
import { paymentGateway } from "./payment-processor.gateway.js";
import { RefundService } from "./refund.service.js";
import {
  AdminPaymentConnection,
  AdminPaymentObject,
  PaymentSummaryObject,
  ReceiptObject,
} from "./admin-payments.types.js";
import { AdminPaymentFilter, RefundPaymentInput } from "./payments.inputs.js";

/** Payments as administrators reconcile them, and receipts. */
@Resolver()
export class AdminPaymentsResolver {
  @Auth(Role.ADMIN)
  @Query(() => AdminPaymentConnection, {
    description: "Every payment matching the filter, newest first, a page at a time.",
  })
  payments(
    @Args() page: PageArgs,
    @Arg("filter", () => AdminPaymentFilter, {
      nullable: true,
      description: "Search, period and status; every payment when omitted.",
    })
    filter: AdminPaymentFilter | null,
    @Ctx() { em }: Context,
  ): Promise<AdminPaymentConnection> {
    return new AdminPaymentsService(em).list(filter, page);
  }

  @Auth(Role.ADMIN)
  @Query(() => PaymentSummaryObject, {
    description:
      "Revenue, success rate and average order of the filtered payments, with the period before.",
  })
  paymentSummary(
    @Arg("filter", () => AdminPaymentFilter, {
      nullable: true,
      description: "The same filter as the payments list.",
    })
    filter: AdminPaymentFilter | null,
    @Ctx() { em }: Context,
  ): Promise<PaymentSummaryObject> {
    return new AdminPaymentsService(em).summary(filter);
  }

  @Auth(Role.USER)
  @Query(() => ReceiptObject, {
    description: "The receipt of a successful payment: the payer's own, or any for administrators.",
  })
  async receipt(
    @Arg("paymentId", () => Int, { description: "The payment whose receipt to show." })
    paymentId: number,
    @Ctx() ctx: Context,
  ): Promise<ReceiptObject> {
    const viewer = await signedInViewer(ctx);
    const receipt = await new AdminPaymentsService(ctx.em).receipt(paymentId);
    if (receipt.userId !== viewer.id && !viewerHasRole(viewer, Role.ADMIN)) {
      throw notFound("No receipt available for this transaction");
    }
    return receipt;
  }

  @Auth(Role.USER)
  @Query(() => [ReceiptObject], { description: "The signed-in learner's receipts, newest first." })
  async myReceipts(@Ctx() ctx: Context): Promise<ReceiptObject[]> {
    const { id } = await signedInViewer(ctx);
    return new AdminPaymentsService(ctx.em).receiptsOf(id);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => AdminPaymentObject, {
    description:
      "Refunds through the processor; ends the enrollment it bought unless kept (a partial refund must keep it). Refunds of a payment are asked one at a time. A retry with the same idempotency key answers the first answer and refunds once; without a key, the same amount again within 10 minutes is refused (CONFLICT) unless repeat says it is meant.",
  })
  async refundPayment(
    @Arg("input", {
      description: "The payment, the amount and whether the learner keeps the course.",
    })
    input: RefundPaymentInput,
    @Ctx() ctx: Context,
  ): Promise<AdminPaymentObject> {
    const { id } = await signedInViewer(ctx);
    const gateway = (em: EntityManager) => paymentGateway(ctx.config, em);
    const service = new RefundService(ctx.em, {
      jobs: ctx.jobs,
      purchases: ctx.purchases,
      gateway,
    });
    const answer = await service.refund(id, input, ctx.meta, (tx, paymentId) =>
      new AdminPaymentsService(tx).get(paymentId),
    );
    // Kept as JSON with its key: the first answer and its replays alike.
    return { ...answer, createdAt: new Date(answer.createdAt) };
  }
}
