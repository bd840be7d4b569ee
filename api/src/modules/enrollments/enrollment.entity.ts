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

  /** When the learner completed the course (the LMS said so, or an administrator marked it). */
  @Property({ type: "datetime", nullable: true })
  completedAt?: Date | null;

  /** When a dashboard load last queued its completion check (loads within the window queue none). */
  @Property({ type: "datetime", nullable: true })
  completionCheckedAt?: Date | null;

  @Property({ type: "datetime", defaultRaw: "now()", index: true })
  enrolledAt: Opt<Date> = new Date();
}
