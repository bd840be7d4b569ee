import { Field, ObjectType, registerEnumType } from "type-graphql";
import { PeopleListRow } from "../../graphql/people-list-row.js";

export enum BulkEnrollmentOutcome {
  ENROLL = "enroll",
  ALREADY_ENROLLED = "already_enrolled",
  ERROR = "error",
}

registerEnumType(BulkEnrollmentOutcome, {
  name: "BulkEnrollmentOutcome",
  description: "What enrolling a row of a bulk enrollment list does.",
  valuesConfig: {
    ENROLL: { description: "A new enrollment, granted without payment." },
    ALREADY_ENROLLED: { description: "Already enrolled in the course: nothing changes." },
    ERROR: { description: "Refused: the row's reason says why." },
  },
});

@ObjectType("BulkEnrollmentRow", {
  description: "A row of a bulk enrollment list and its outcome.",
})
export class BulkEnrollmentRowObject extends PeopleListRow {
  @Field(() => BulkEnrollmentOutcome, { description: "Enroll, already enrolled, or error." })
  outcome!: BulkEnrollmentOutcome;

  /** The account the row names (not in the schema). */
  userId!: number | null;
}
