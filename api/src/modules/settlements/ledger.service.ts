import type { EntityManager } from "@mikro-orm/postgresql";
import type { JobQueue } from "../../jobs/queue.js";
import type { JobDeps } from "../../jobs/deps.js";
import { Payment } from "../payments/payment.entity.js";
import { Partner } from "../partners/partner.entity.js";
import { LedgerLineKind, royaltyOf, splitFee } from "./ledger.rules.js";

/** Reads a line's fee from the processor, outside any transaction (line-fee.job.ts). */
export const LINE_FEE_JOB = "settlements.line-fee";

export interface LineFeeData {
  lineId: number;
}

/** A reversal of a partner payment's money, as its transaction records it. */
export interface Reversal {
  kind: LedgerLineKind.REFUND | LedgerLineKind.DISPUTE;
  /** The processor's id of the refund (re_...) or the dispute (dp_...). */
  id: string;
  amountCents: number;
}

/**
 * The partner ledger's lines (docs/partners.md, "Money"), written in the transaction that records
 * the money (`em`'s): a sale when a partner payment is fulfilled, a refund or a lost dispute when
 * it is reversed. A payment without a partner (the academy's own sale) writes nothing. Each line
 * is written once (`ledger_lines_once`): a repeated webhook or a retried fulfilment adds nothing.
 */
export class LedgerService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: { jobs: JobQueue<JobDeps> },
  ) {}

  private async licenceOf(payment: Payment) {
    if (!payment.partner) return null;
    return (await this.em.findOneOrFail(Partner, payment.partner.id)).licenceType;
  }

  /**
   * A partner sale's line: its tuition and royalty now; its fee, read from the processor's
   * balance transaction by a job queued with the line (the processor is never asked inside the
   * fulfilment's transaction).
   */
  async recordSale(payment: Payment): Promise<void> {
    const licence = await this.licenceOf(payment);
    if (!licence) return;
    const [line] = await this.em.execute<{ id: number }[]>(
      `insert into ledger_lines (partner_id, payment_id, kind, occurred_at, tuition_cents, royalty_cents)
       values (?, ?, 'sale', now(), ?, ?) on conflict do nothing returning id`,
      [
        payment.partner!.id,
        payment.id,
        payment.amountCents,
        royaltyOf(payment.amountCents, licence),
      ],
    );
    if (line) await this.deps.jobs.send(LINE_FEE_JOB, { lineId: line.id }, { em: this.em });
  }

  /**
   * The line of a refund (made in the portal or in the processor's Dashboard) or a lost dispute
   * of a partner payment, dated when it is recorded (its month's statement takes it). A refund's
   * own fee is none (Stripe keeps the sale's fee and charges nothing for a refund), so its line
   * is whole at once; a dispute's fee (Stripe's dispute fee) is read by the job.
   */
  async recordReversal(paymentId: number, reversal: Reversal): Promise<void> {
    const payment = await this.em.findOneOrFail(Payment, paymentId);
    const licence = await this.licenceOf(payment);
    if (!licence) return;
    const tuition = -reversal.amountCents;
    const royalty = royaltyOf(tuition, licence);
    const fee = reversal.kind === LedgerLineKind.REFUND ? 0 : null;
    const split = fee === null ? null : splitFee(tuition, royalty, fee);
    const [line] = await this.em.execute<{ id: number }[]>(
      `insert into ledger_lines (partner_id, payment_id, kind, refund_id, occurred_at, tuition_cents,
         royalty_cents, fee_cents, academy_fee_cents, partner_fee_cents, partner_share_cents)
       values (?, ?, ?, ?, now(), ?, ?, ?, ?, ?, ?) on conflict do nothing returning id`,
      [
        payment.partner!.id,
        payment.id,
        reversal.kind,
        reversal.id,
        tuition,
        royalty,
        fee,
        split?.academyFeeCents ?? null,
        split?.partnerFeeCents ?? null,
        split?.partnerShareCents ?? null,
      ],
    );
    if (line && !split) {
      await this.deps.jobs.send(LINE_FEE_JOB, { lineId: line.id }, { em: this.em });
    }
  }
}
