import { Check, Entity, Enum, Index, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt } from "@mikro-orm/core";

/** What a course counts for in the continuing-education ledger (docs/certificates.md). */
export enum CourseCategory {
  /** Earns the licence: the first completed one anchors the learner's renewal periods. */
  INITIAL_CERTIFICATION = "initial_certification",
  /** Its credit hours count toward the renewal period it is completed in. */
  CONTINUING_EDUCATION = "continuing_education",
}

@Entity({ tableName: "courses" })
@Check({ name: "courses_hours_positive", expression: "hours >= 1" })
@Check({ name: "courses_price_non_negative", expression: "price_cents >= 0" })
@Check({ name: "courses_credit_hours_non_negative", expression: "credit_hours >= 0" })
@Index({ name: "courses_active_idx", properties: ["isActive"] })
export class Course {
  @PrimaryKey()
  id!: number;

  @Property({ type: "text" })
  title!: string;

  @Property({ type: "text" })
  description!: string;

  @Property({ type: "text", nullable: true })
  imageUrl?: string | null;

  @Property({ type: "integer" })
  hours!: number;

  /** Continuing-education credit the course earns (may differ from its length; 0 for none). */
  @Property({ type: "integer", default: 0 })
  creditHours: Opt<number> = 0;

  @Enum({ items: () => CourseCategory, default: CourseCategory.CONTINUING_EDUCATION })
  category: Opt<CourseCategory> = CourseCategory.CONTINUING_EDUCATION;

  /** Money is integer cents; dollars only at the edge. */
  @Property({ type: "integer" })
  priceCents!: number;

  @Property({ type: "boolean", default: false })
  isFeatured: Opt<boolean> = false;

  @Property({ type: "boolean", default: true })
  isSelfPaced: Opt<boolean> = true;

  @Property({ type: "boolean", default: true })
  isActive: Opt<boolean> = true;

  /**
   * How long a certificate of this course stays valid, in months (certification courses); null
   * for none (continuing education): its certificates never expire.
   */
  @Property({ type: "integer", nullable: true })
  certificateValidityMonths?: number | null;

  @Property({ type: "text", nullable: true })
  moodleCourseId?: string | null;

  @Property({ type: "text", nullable: true })
  instructorName?: string | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Opt<Date> = new Date();

  @Property({ type: "datetime", defaultRaw: "now()", onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
