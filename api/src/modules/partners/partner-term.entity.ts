import {
  Entity,
  Enum,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  Unique,
} from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { Payment } from "../payments/payment.entity.js";
import { Partner } from "./partner.entity.js";

export enum PartnerTermKind {
  /** The term the licence fee started. */
  INITIAL = "initial",
  /** Three more years, paid from the partner's page. */
  RENEWAL = "renewal",
}

/**
 * A royalty-free partner's terms, oldest first: the history of `partners.term_ends_at`. A payment
 * buys one term (unique), so a repeated webhook or confirmation extends once; a refunded or
 * reversed renewal keeps its row with `withdrawnAt`, so it never extends again.
 */
@Entity({ tableName: "partner_terms" })
@Index({ name: "partner_terms_partner_idx", properties: ["partner", "endsAt"] })
export class PartnerTerm {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Partner, { ref: true, deleteRule: "cascade", index: false })
  partner!: Ref<Partner>;

  @Enum({ items: () => PartnerTermKind })
  kind!: PartnerTermKind;

  @Property({ type: "datetime" })
  startsAt!: Date;

  @Property({ type: "datetime" })
  endsAt!: Date;

  /** The payment that bought it; null only for a term not paid through the portal. */
  @ManyToOne(() => Payment, { ref: true, nullable: true, deleteRule: "restrict", index: false })
  @Unique({ name: "partner_terms_payment_unique" })
  payment?: Ref<Payment> | null;

  /** When its payment's money went back and the extension was taken back. */
  @Property({ type: "datetime", nullable: true })
  withdrawnAt?: Date | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Opt<Date> = new Date();
}

/**
 * A term-end reminder claimed for a partner, term end and threshold (90, 30 or 7 days before).
 * The unique key is the "at most once", as ce_reminders: the row is inserted in the transaction
 * that queues the mails, so a second or concurrent run finds it and sends nothing.
 */
@Entity({ tableName: "partner_reminders" })
@Unique({
  name: "partner_reminders_once",
  properties: ["partner", "termEndsOn", "thresholdDays"],
})
export class PartnerReminder {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Partner, { ref: true, deleteRule: "cascade", index: false })
  partner!: Ref<Partner>;

  /** The day (UTC) the term ends that the reminder is about. */
  @Property({ type: "date" })
  termEndsOn!: string;

  @Property({ type: "integer" })
  thresholdDays!: number;

  @Property({ type: "datetime", defaultRaw: "now()" })
  sentAt: Opt<Date> = new Date();
}
