import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { Connection } from "../../graphql/connection.js";
import { MailStatus } from "./outbox-mail.entity.js";

registerEnumType(MailStatus, {
  name: "MailStatus",
  description:
    "Pending (waiting or between retries), Sending, Sent, Held (no SMTP server configured), Failed (refused for good).",
  valuesConfig: {
    PENDING: { description: "Waiting for the queue (also between retries after an SMTP error)." },
    SENDING: { description: "A worker is handing it to the SMTP server now." },
    SENT: { description: "The SMTP server accepted it." },
    HELD: { description: "Kept unsent because no SMTP server is configured (outside production)." },
    FAILED: { description: "The SMTP server refused it for good; retrying would not help." },
  },
});

@ObjectType("OutboxMail", { description: "An email in the outbox, as administrators read it." })
export class OutboxMailObject {
  @Field(() => Int, { description: "The email's id." })
  id!: number;

  @Field({ description: "The address it goes to." })
  recipient!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The From name of a licensed partner's learner's mail (\"{Partner} via Guardian Academy\", on the portal's own address); null: the portal's own sender.",
  })
  fromName!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Where replies go (a partner's support address); null: none is set.",
  })
  replyTo!: string | null;

  @Field({ description: "The subject line." })
  subject!: string;

  @Field({
    description:
      "The plain-text body, its links whole. The token of a password reset, agency invitation, licence agreement or partner invitation link reads [hidden], except on a demo install (no SMTP server, outside production) whose mail is only ever read here.",
  })
  text!: string;

  @Field(() => [String], {
    description:
      "The links to the portal in the plain-text body, in order, as the body writes them (the outbox view makes these clickable, and nothing else).",
  })
  links!: string[];

  @Field(() => String, { nullable: true, description: "The HTML body, if it has one." })
  html!: string | null;

  @Field({ description: "What caused it, e.g. enrollment.confirmation." })
  kind!: string;

  @Field(() => MailStatus, { description: "Where it stands in sending." })
  status!: MailStatus;

  @Field(() => Int, { description: "SMTP attempts so far." })
  attempts!: number;

  @Field(() => String, { nullable: true, description: "The last SMTP error, if any." })
  lastError!: string | null;

  @Field({ description: "When it was queued." })
  createdAt!: Date;

  @Field(() => Date, {
    nullable: true,
    description: "When the SMTP server accepted it; null until then.",
  })
  sentAt!: Date | null;
}

@ObjectType("OutboxMailConnection", {
  description: "A page of the email outbox, for administrators.",
})
export class OutboxMailConnection extends Connection(OutboxMailObject, "OutboxMail") {}
