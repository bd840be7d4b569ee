import { Field, Int, ObjectType } from "type-graphql";
import type { Enrollment } from "./enrollment.entity.js";

@ObjectType("Enrollment", { description: "A learner's place in a course." })
export class EnrollmentObject {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  courseId!: number;

  @Field()
  enrolledAt!: Date;

  @Field(() => String, { nullable: true, description: "The learning system's course link." })
  moodleUrl!: string | null;

  @Field()
  moodleEnrollmentComplete!: boolean;
}

export const enrollmentObject = (enrollment: Enrollment): EnrollmentObject => ({
  id: enrollment.id,
  courseId: enrollment.course.id,
  enrolledAt: enrollment.enrolledAt,
  moodleUrl: enrollment.moodleUrl ?? null,
  moodleEnrollmentComplete: enrollment.moodleEnrollmentComplete,
});
