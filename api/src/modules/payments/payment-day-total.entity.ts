import { Entity, Enum, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import { PaymentStatus } from "./payment.entity.js";

/**
 * The payments of one UTC day and status, summed: kept by a trigger on `payments` (migration
 * payment_day_totals), so the admin list's count and cards over a million payments read a few
 * hundred rows instead of every payment. Never written by the application.
 */
@Entity({ tableName: "payment_day_totals" })
export class PaymentDayTotal {
  @PrimaryKey({ type: "date" })
  day!: string;

  @Enum({ items: () => PaymentStatus, primary: true })
  status!: PaymentStatus;

  @Property({ type: "bigint", defaultRaw: "0" })
  payments!: string;

  @Property({ type: "bigint", defaultRaw: "0" })
  amountCents!: string;

  @Property({ type: "bigint", defaultRaw: "0" })
  refundedCents!: string;
}
