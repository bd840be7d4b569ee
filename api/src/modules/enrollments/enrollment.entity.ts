import {
  Entity,
  Enum,
  ManyToOne,
  PrimaryKey,
  Property,
  Unique,
} from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { Course } from "../courses/course.entity.js";
import { Payment } from "../payments/payment.entity.js";
import { User } from "../users/user.entity.js";

export enum EnrollmentStatus {
  ACTIVE = "active",
  COMPLETED = "completed",
  CANCELLED = "cancelled",
}

@Entity({ tableName: "enrollments" })
@Unique({ name: "enrollments_user_course_unique", properties: ["user", "course"] })
export class Enrollment {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: "cascade" })
  user!: Ref<User>;

  @ManyToOne(() => Course, { ref: true, deleteRule: "restrict", index: true })
  course!: Ref<Course>;

  @ManyToOne(() => Payment, { ref: true, nullable: true, deleteRule: "set null", index: true })
  payment?: Ref<Payment> | null;

  /**
   * The licensed partner whose storefront sold it; null for the academy's own. Declared beside
   * the partner (partners/partner-storefront.entity.ts).
   */
  partner?: Ref<{ id: number }> | null;

  @Enum({ items: () => EnrollmentStatus, default: EnrollmentStatus.ACTIVE })
  status: Opt<EnrollmentStatus> = EnrollmentStatus.ACTIVE;

  @Property({ type: "boolean", default: false })
  adminEnrolled: Opt<boolean> = false;

  /**
   * The administrator who granted it without a payment (adminEnrolled); verification tells it
   * from a paid enrollment by this. Kept as null when that administrator's account is deleted.
   */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: "set null", index: true })
  grantedBy?: Ref<User> | null;

  @Property({ type: "text", nullable: true })
  moodleUrl?: string | null;

  @Property({ type: "boolean", default: false })
  moodleEnrollmentComplete: Opt<boolean> = false;

  /**
   * When provisioning in the learning system gave up after its last retry; cleared when access is
   * given or an administrator asks again (the dashboard tells the learner, verification lists it).
   */
  @Property({ type: "datetime", nullable: true })
  accessFailedAt?: Date | null;

  /**
   * Why provisioning gave up at once, for the administrators (an email Moodle cannot hold, a
   * suspended or deleted Moodle account); null when its retries were spent or it has not failed.
   */
  @Property({ type: "text", nullable: true })
  accessFailedReason?: string | null;

  /**
   * Why Moodle cannot say whether the learner completed (a CompletionUnavailable of the LMS
   * gateway: the course's or the role's configuration), as of the last completion check; null
   * when it answered. Verification and the security screen show it.
   */
  @Property({ type: "text", nullable: true })
  completionUnavailable?: string | null;

  /** When a completion check first found it unavailable (for this reason). */
  @Property({ type: "datetime", nullable: true })
  completionUnavailableAt?: Date | null;

  /** When the learner completed the course (the LMS said so, or an administrator marked it). */
  @Property({ type: "datetime", nullable: true })
  completedAt?: Date | null;

  /** When a dashboard load last queued its completion check (loads within the window queue none). */
  @Property({ type: "datetime", nullable: true })
  completionCheckedAt?: Date | null;

  @Property({ type: "datetime", defaultRaw: "now()", index: true })
  enrolledAt: Opt<Date> = new Date();
}
