import { Entity, ManyToOne, OneToOne, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { Payment } from "../payments/payment.entity.js";
import { Agency } from "./agency.entity.js";

/**
 * Seats an agency bought with a card payment: the payment (its course, its seats, its amount)
 * and the agency they were added to, once. A refund of the payment gives seats back (returned).
 */
@Entity({ tableName: "agency_seat_purchases" })
export class AgencySeatPurchase {
  @PrimaryKey()
  id!: number;

  @OneToOne(() => Payment, {
    ref: true,
    owner: true,
    unique: "agency_seat_purchases_payment_unique",
    deleteRule: "cascade",
  })
  payment!: Ref<Payment>;

  @ManyToOne(() => Agency, { ref: true, deleteRule: "cascade", index: true })
  agency!: Ref<Agency>;

  /** Seats taken back from the agency by refunds of the payment so far. */
  @Property({ type: "integer", default: 0 })
  returned: Opt<number> = 0;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Opt<Date> = new Date();
}
