import { Field, InputType } from "type-graphql";

@InputType({ description: "Which audit events to list." })
export class AuditLogFilter {
  @Field(() => String, { nullable: true, description: "An audit event type, e.g. logout." })
  type?: string | null;
  @Field(() => String, { nullable: true, description: "The acting user's username (exact)." })
  actorUsername?: string | null;
  @Field(() => Date, { nullable: true, description: "From this moment (inclusive)." })
  from?: Date | null;
  @Field(() => Date, { nullable: true, description: "Before this moment." })
  to?: Date | null;
}
