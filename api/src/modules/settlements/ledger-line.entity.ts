import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
} from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { Payment } from "../payments/payment.entity.js";
import { Partner } from "../partners/partner.entity.js";
import { LedgerLineKind } from "./ledger.rules.js";
import { Statement } from "./statement.entity.js";

/**
 * A partner's money, one line per sale and per reversal of one (a refund, a lost dispute), in
 * cents (reversals negative): the tuition, the academy's royalty, the processor's fee and its
 * split, and the partner's share (ledger.rules.ts). A sale's fee is read from the processor after
 * the sale (`settlements.line-fee`), so until then the fee and the split are null. Each line is
 * written once: unique (payment, kind, refund id), a sale's refund id being null (nulls not
 * distinct). docs/partners.md, "Money".
 */
@Entity({ tableName: "ledger_lines" })
@Index({
  name: "ledger_lines_once",
  expression: `create unique index "ledger_lines_once" on "ledger_lines" ("payment_id", "kind", "refund_id") nulls not distinct`,
})
@Index({ name: "ledger_lines_partner_occurred_idx", properties: ["partner", "occurredAt"] })
@Index({ name: "ledger_lines_statement_idx", properties: ["statement"] })
@Check({
  name: "ledger_lines_refund_id_check",
  expression: "(kind = 'sale') = (refund_id is null)",
})
@Check({
  name: "ledger_lines_parts_add_up",
  expression:
    "fee_cents is null or (academy_fee_cents + partner_fee_cents = fee_cents and royalty_cents - academy_fee_cents + partner_share_cents = tuition_cents - fee_cents)",
})
export class LedgerLine {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Partner, { ref: true, deleteRule: "restrict" })
  partner!: Ref<Partner>;

  @ManyToOne(() => Payment, { ref: true, deleteRule: "restrict" })
  payment!: Ref<Payment>;

  @Enum({ items: () => LedgerLineKind })
  kind!: LedgerLineKind;

  /** The processor's id of the refund (re_...) or dispute (dp_...); null for a sale. */
  @Property({ type: "text", nullable: true })
  refundId?: string | null;

  /** When the sale was paid, or the refund or lost dispute was recorded: its month's statement. */
  @Property({ type: "datetime" })
  occurredAt!: Date;

  @Property({ type: "integer" })
  tuitionCents!: number;

  @Property({ type: "integer" })
  royaltyCents!: number;

  /** What the processor kept on this line's balance transaction; null until read. */
  @Property({ type: "integer", nullable: true })
  feeCents?: number | null;

  @Property({ type: "integer", nullable: true })
  academyFeeCents?: number | null;

  @Property({ type: "integer", nullable: true })
  partnerFeeCents?: number | null;

  @Property({ type: "integer", nullable: true })
  partnerShareCents?: number | null;

  /** The monthly statement that closed it; null until its month is closed. */
  @ManyToOne(() => Statement, { ref: true, nullable: true, deleteRule: "restrict" })
  statement?: Ref<Statement> | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Opt<Date> = new Date();
}
