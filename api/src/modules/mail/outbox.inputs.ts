import { Field, InputType } from "type-graphql";
import { MailStatus } from "./outbox-mail.entity.js";

@InputType({ description: "What the outbox list shows." })
export class OutboxFilter {
  @Field(() => MailStatus, { nullable: true, description: "Only emails in this state." })
  status?: MailStatus | null;

  @Field(() => String, { nullable: true, description: "Part of the recipient or the subject." })
  search?: string | null;
}
