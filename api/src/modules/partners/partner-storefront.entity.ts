import {
  Check,
  Entity,
  Index,
  ManyToOne,
  OneToOne,
  PrimaryKey,
  Property,
} from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { Course } from "../courses/course.entity.js";
import { Enrollment } from "../enrollments/enrollment.entity.js";
import { Payment } from "../payments/payment.entity.js";
import { User } from "../users/user.entity.js";
import { Partner } from "./partner.entity.js";

/**
 * A partner's logo: a PNG as the image intake encoded it afresh (never the bytes as sent), served
 * at `/p/{slug}/logo.png`. One per partner; a new upload replaces it.
 */
@Entity({ tableName: "partner_logos" })
export class PartnerLogo {
  @OneToOne(() => Partner, { primary: true, deleteRule: "cascade" })
  partner!: Partner;

  @Property({ type: "blob", lazy: true })
  png!: Buffer;

  @Property({ type: "datetime", defaultRaw: "now()" })
  updatedAt: Opt<Date> = new Date();
}

/**
 * A partner's price for a course, append-only: the newest row of a (partner, course) is the
 * current price, and the history tells what price stood when a sale was made. `priceCents` null
 * means the academy's own price.
 */
@Entity({ tableName: "partner_course_prices" })
@Index({ name: "partner_course_prices_current_idx", properties: ["partner", "course", "setAt"] })
@Check({
  name: "partner_course_prices_price_check",
  expression: "price_cents >= 0 and price_cents <= 100000000",
})
export class PartnerCoursePrice {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Partner, { ref: true, deleteRule: "cascade" })
  partner!: Ref<Partner>;

  @ManyToOne(() => Course, { ref: true, deleteRule: "cascade" })
  course!: Ref<Course>;

  @Property({ type: "integer", nullable: true })
  priceCents?: number | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  setAt: Opt<Date> = new Date();

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: "set null" })
  setBy?: Ref<User> | null;
}

// What a partner sold and who came through its storefront. The relations are declared here,
// beside the partner, so payments, enrollments and users import nothing of partners.
ManyToOne(() => Partner, { ref: true, nullable: true, deleteRule: "restrict", index: true })(
  Payment.prototype,
  "partner",
);
ManyToOne(() => Partner, { ref: true, nullable: true, deleteRule: "restrict", index: true })(
  Enrollment.prototype,
  "partner",
);
ManyToOne(() => Partner, { ref: true, nullable: true, deleteRule: "set null", index: true })(
  User.prototype,
  "registeredViaPartner",
);
