import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { User } from "../users/user.entity.js";
import { Partner } from "./partner.entity.js";

/** What happened to a partner, as its timeline lists it. */
export enum PartnerEventKind {
  APPLIED = "applied",
  FEE_PAID = "fee-paid",
  AGREEMENT_SIGNED = "agreement-signed",
  CREDENTIALS_SENT = "credentials-sent",
  ADMIN_JOINED = "admin-joined",
  LAUNCHED = "launched",
  RENEWED = "renewed",
  SUSPENDED = "suspended",
  RESUMED = "resumed",
  ENDED = "ended",
  PRICE_SET = "price-set",
  BRANDING_SET = "branding-set",
  LOGO_SET = "logo-set",
}

/** One entry of a partner's timeline (append-only). */
@Entity({ tableName: "partner_events" })
@Index({ name: "partner_events_partner_at_idx", properties: ["partner", "at"] })
export class PartnerEvent {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Partner, { ref: true, deleteRule: "cascade", index: false })
  partner!: Ref<Partner>;

  @Enum({ items: () => PartnerEventKind })
  kind!: PartnerEventKind;

  @Property({ type: "datetime", defaultRaw: "now()" })
  at: Opt<Date> = new Date();

  /** Who did it; null for the system (a job, a payment) or a deleted account. */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: "set null", index: true })
  actor?: Ref<User> | null;

  /** What the timeline shows beside the kind (a reason, a price). */
  @Property({ type: "json", nullable: true })
  details?: Record<string, unknown> | null;
}
