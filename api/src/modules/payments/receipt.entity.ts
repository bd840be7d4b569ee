import { Entity, OneToOne, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { Payment } from "./payment.entity.js";

/** One receipt per successful payment; its number is R- and the id padded to 6 digits. */
@Entity({ tableName: "receipts" })
export class Receipt {
  @PrimaryKey()
  id!: number;

  @OneToOne(() => Payment, {
    ref: true,
    owner: true,
    unique: "receipts_payment_unique",
    deleteRule: "cascade",
  })
  payment!: Ref<Payment>;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Opt<Date> = new Date();
}
