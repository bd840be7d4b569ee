import type { EntityManager } from "@mikro-orm/postgresql";
import type { Config } from "../../config.js";
import type { PaymentGateway } from "../payments/payment.gateway.js";
import { paymentGateway } from "../payments/payment-processor.gateway.js";
import { StripeGateway } from "../payments/stripe.gateway.js";
import { LedgerLine } from "./ledger-line.entity.js";
import { LedgerLineKind, splitFee } from "./ledger.rules.js";

/** What the processor kept on a line's balance transaction; null while it has none yet. */
async function feeOf(gateway: PaymentGateway, line: LedgerLine, paymentId: string) {
  if (line.kind === LedgerLineKind.SALE) return (await gateway.chargeFee(paymentId))?.feeCents;
  // Only Stripe has disputes; the dispute's fee is on its balance transactions.
  if (!(gateway instanceof StripeGateway)) return null;
  return (await gateway.dispute(line.refundId!))?.feeCents;
}

/**
 * Fills a ledger line's fee and its split (ledger.rules.ts) from the processor's balance
 * transaction: the sale's charge (Stripe: the intent's `latest_charge.balance_transaction`; the
 * demo: 2.9 % + 30¢) or a lost dispute's. The processor is asked outside any transaction, and
 * one UPDATE fills only a line still without a fee, so a retried or repeated call changes
 * nothing. Used by the fee job and by the statements' close (a fee still missing at month end).
 */
export class LineFeeService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: { config: Config },
  ) {}

  /** Reads and stores the line's fee; throws while the processor has no balance transaction. */
  async fillFee(lineId: number): Promise<void> {
    const line = await this.em.findOne(LedgerLine, lineId, { populate: ["payment"] });
    if (!line || line.feeCents != null) return;
    const payment = line.payment.getEntity();
    const gateway = paymentGateway(this.deps.config, this.em);
    if (payment.provider !== gateway.processor) {
      throw new Error(
        `A ${payment.provider} payment's fee cannot be read from ${gateway.processor}`,
      );
    }
    const fee = await feeOf(gateway, line, payment.providerPaymentId);
    if (fee == null)
      throw new Error(`The processor has no balance transaction for line ${lineId} yet`);
    const split = splitFee(line.tuitionCents, line.royaltyCents, fee);
    await this.em.execute(
      `update ledger_lines set fee_cents = ?, academy_fee_cents = ?, partner_fee_cents = ?,
         partner_share_cents = ? where id = ? and fee_cents is null`,
      [fee, split.academyFeeCents, split.partnerFeeCents, split.partnerShareCents, lineId],
    );
  }
}
