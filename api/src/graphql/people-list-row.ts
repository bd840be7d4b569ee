import { Field, Int, ObjectType } from "type-graphql";

/**
 * The fields of a row of a people list (`first_name,last_name,email`, modules/users/people-list.rules.ts) as a
 * preview answers it: an agency's invitations, an administrator's bulk enrollment. Each
 * extends it with its outcome; not a type of the schema by itself.
 */
@ObjectType("PeopleListRow")
export class PeopleListRow {
  @Field(() => Int, { description: "The line of the file the row ends on (the header is line 1)." })
  line!: number;

  @Field({ description: "first_name as given." })
  firstName!: string;

  @Field({ description: "last_name as given." })
  lastName!: string;

  @Field({ description: "email as given." })
  email!: string;

  @Field(() => String, { nullable: true, description: "Why an error row is refused." })
  reason!: string | null;
}
