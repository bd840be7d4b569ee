import { Field, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { Connection } from "../../graphql/connection.js";
import { MailStatus } from "./outbox-mail.entity.js";

registerEnumType(MailStatus, {
  name: "MailStatus",
  description:
    "Pending (waiting or between retries), Sending, Sent, Held (no SMTP server configured), Failed (refused for good).",
});

@InputType({ description: "What the outbox list shows." })
export class OutboxFilter {
  @Field(() => MailStatus, { nullable: true })
  status?: MailStatus | null;

  @Field(() => String, { nullable: true, description: "Part of the recipient or the subject." })
  search?: string | null;
}

@ObjectType("OutboxMail", { description: "An email in the outbox, as administrators read it." })
export class OutboxMailObject {
  @Field(() => Int)
  id!: number;

  @Field()
  recipient!: string;

  @Field()
  subject!: string;

  @Field({ description: "The plain-text body." })
  text!: string;

  @Field(() => String, { nullable: true })
  html!: string | null;

  @Field({ description: "What caused it, e.g. enrollment.confirmation." })
  kind!: string;

  @Field(() => MailStatus)
  status!: MailStatus;

  @Field(() => Int, { description: "SMTP attempts so far." })
  attempts!: number;

  @Field(() => String, { nullable: true, description: "The last SMTP error, if any." })
  lastError!: string | null;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  sentAt!: Date | null;
}

@ObjectType("OutboxMailConnection")
export class OutboxMailConnection extends Connection(OutboxMailObject, "OutboxMail") {}
