import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import type { Course } from "../courses/course.entity.js";
import { type Enrollment, EnrollmentStatus } from "./enrollment.entity.js";

registerEnumType(EnrollmentStatus, {
  name: "EnrollmentStatus",
  description: "Cancelled when the payment was refunded: the course is no longer the learner's.",
  valuesConfig: {
    ACTIVE: { description: "The learner is studying the course." },
    COMPLETED: { description: "The learner finished the course." },
    CANCELLED: { description: "The payment was refunded; the course is no longer the learner's." },
  },
});

@ObjectType("Enrollment", { description: "A learner's place in a course." })
export class EnrollmentObject {
  @Field(() => Int, { description: "The enrollment's id." })
  id!: number;

  @Field(() => Int, { description: "The course enrolled in." })
  courseId!: number;

  /** Set when the course was loaded with the enrollment; else the field resolver loads it. */
  loadedCourse?: Course;

  @Field({ description: "When the learner was enrolled." })
  enrolledAt!: Date;

  @Field(() => EnrollmentStatus, { description: "Active, completed or cancelled." })
  status!: EnrollmentStatus;

  @Field(() => String, { nullable: true, description: "The learning system's course link." })
  moodleUrl!: string | null;

  @Field({ description: "Provisioning finished (with or without a link)." })
  moodleEnrollmentComplete!: boolean;

  @Field(() => Date, {
    nullable: true,
    description: "When the learner completed the course; null while in progress.",
  })
  completedAt!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description:
      "When setting up learning-system access gave up after its retries (the team is told and can retry); null otherwise.",
  })
  accessFailedAt!: Date | null;
}

@ObjectType("CourseAccess", { description: "The answer to a request for learning-system access." })
export class CourseAccessObject {
  @Field({ description: "The request was accepted." })
  success!: boolean;

  @Field({ description: "What happens next, in words for the learner." })
  message!: string;

  @Field(() => String, {
    nullable: true,
    description: "The learning system's course link, when it is ready already.",
  })
  moodleUrl!: string | null;
}

export const enrollmentObject = (enrollment: Enrollment): EnrollmentObject => ({
  id: enrollment.id,
  courseId: enrollment.course.id,
  loadedCourse: enrollment.course.isInitialized() ? enrollment.course.getEntity() : undefined,
  enrolledAt: enrollment.enrolledAt,
  status: enrollment.status,
  // An ended enrollment's link is gone even before the withdrawal job has run.
  moodleUrl:
    enrollment.status === EnrollmentStatus.CANCELLED ? null : (enrollment.moodleUrl ?? null),
  moodleEnrollmentComplete: enrollment.moodleEnrollmentComplete,
  completedAt: enrollment.completedAt ?? null,
  accessFailedAt:
    enrollment.status === EnrollmentStatus.CANCELLED ? null : (enrollment.accessFailedAt ?? null),
});
