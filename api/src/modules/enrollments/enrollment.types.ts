import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import type { Course } from "../courses/course.entity.js";
import { type Enrollment, EnrollmentStatus } from "./enrollment.entity.js";

registerEnumType(EnrollmentStatus, {
  name: "EnrollmentStatus",
  description: "Cancelled when the payment was refunded: the course is no longer the learner's.",
});

@ObjectType("Enrollment", { description: "A learner's place in a course." })
export class EnrollmentObject {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  courseId!: number;

  /** Set when the course was loaded with the enrollment; else the field resolver loads it. */
  loadedCourse?: Course;

  @Field()
  enrolledAt!: Date;

  @Field(() => EnrollmentStatus)
  status!: EnrollmentStatus;

  @Field(() => String, { nullable: true, description: "The learning system's course link." })
  moodleUrl!: string | null;

  @Field({ description: "Provisioning finished (with or without a link)." })
  moodleEnrollmentComplete!: boolean;
}

@ObjectType("CourseAccess", { description: "The answer to a request for learning-system access." })
export class CourseAccessObject {
  @Field()
  success!: boolean;

  @Field()
  message!: string;

  @Field(() => String, { nullable: true })
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
    enrollment.status === EnrollmentStatus.Cancelled ? null : (enrollment.moodleUrl ?? null),
  moodleEnrollmentComplete: enrollment.moodleEnrollmentComplete,
});
