import { Field, InputType, Int } from "type-graphql";
import { EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import { PaymentDateRange } from "../payments/admin-payments.types.js";

@InputType({ description: "Which of a partner's learners to list." })
export class PartnerLearnerFilter {
  @Field(() => String, { nullable: true, description: "Part of the name or email address." })
  search?: string | null;
}

@InputType({ description: "Which of a partner's enrollments to list." })
export class PartnerEnrollmentFilter {
  @Field(() => String, {
    nullable: true,
    description: "Part of the learner's name or email address.",
  })
  search?: string | null;

  @Field(() => Int, { nullable: true, description: "Only enrollments in this course." })
  courseId?: number | null;

  @Field(() => EnrollmentStatus, {
    nullable: true,
    description: "Only enrollments in this status.",
  })
  status?: EnrollmentStatus | null;
}

@InputType({ description: "Which of a partner's sales to list and add up." })
export class PartnerSaleFilter {
  @Field(() => String, {
    nullable: true,
    description: "Part of the learner's name or email address, or of the course's title.",
  })
  search?: string | null;

  @Field(() => PaymentDateRange, { nullable: true, description: "Only sales of this period." })
  date?: PaymentDateRange | null;
}
