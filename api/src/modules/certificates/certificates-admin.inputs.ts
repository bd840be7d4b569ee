import { Field, InputType, Int } from "type-graphql";
import { SortDirection } from "../../db/keyset.js";
import { AdminCertificateSortField, AdminCertificateStatus } from "./certificates-admin.types.js";

@InputType({ description: "Narrows the admin certificates list; every field is optional." })
export class AdminCertificateFilter {
  @Field(() => String, {
    nullable: true,
    description:
      "Part of the number, the learner's name (on the certificate), username or email, or the course title.",
  })
  search?: string | null;

  @Field(() => AdminCertificateStatus, { nullable: true, description: "Only these." })
  status?: AdminCertificateStatus | null;

  @Field(() => Int, { nullable: true, description: "Only certificates of this course." })
  courseId?: number | null;

  @Field(() => Date, { nullable: true, description: "Completed at or after this time." })
  completedFrom?: Date | null;

  @Field(() => Date, { nullable: true, description: "Completed before this time." })
  completedTo?: Date | null;

  @Field(() => Date, { nullable: true, description: "Issued at or after this time." })
  issuedFrom?: Date | null;

  @Field(() => Date, { nullable: true, description: "Issued before this time." })
  issuedTo?: Date | null;
}
@InputType({ description: "The order of the admin certificates list." })
export class AdminCertificateSort {
  @Field(() => AdminCertificateSortField, { description: "The column to sort by." })
  field!: AdminCertificateSortField;

  @Field(() => SortDirection, {
    defaultValue: SortDirection.ASC,
    description: "Ascending (the default) or descending.",
  })
  direction!: SortDirection;
}
