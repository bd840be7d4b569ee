import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { Connection } from "../../graphql/connection.js";
import { ContactSubject } from "./contact-message.entity.js";

registerEnumType(ContactSubject, {
  name: "ContactSubject",
  description: "What a message is about (its REST name is the kebab-case value).",
  valuesConfig: {
    COURSE_INFO: { description: "Questions about a course." },
    ENROLLMENT: { description: "Questions about enrolling." },
    TECHNICAL: { description: "A technical problem with the portal or the learning system." },
    BILLING: { description: "Payments, receipts and refunds." },
    OTHER: { description: "Anything else." },
  },
});

@ObjectType("ContactReceipt", { description: "A stored message: its id and time, nothing more." })
export class ContactReceiptObject {
  @Field(() => Int, { description: "The stored message's id." })
  id!: number;

  @Field({ description: "When it was received." })
  createdAt!: Date;
}

@ObjectType("ContactMessage", {
  description: "A visitor's message from the contact form, as administrators read it.",
})
export class ContactMessageObject {
  @Field(() => Int, { description: "The message's id." })
  id!: number;

  @Field({ description: "The sender's name." })
  name!: string;

  @Field({ description: "The sender's email address." })
  email!: string;

  @Field(() => String, { nullable: true, description: "The sender's phone number, if given." })
  phone!: string | null;

  @Field(() => ContactSubject, { description: "What the message is about." })
  subject!: ContactSubject;

  @Field({ description: "The message itself." })
  message!: string;

  @Field(() => String, { nullable: true, description: "The address it was sent from." })
  ip!: string | null;

  @Field(() => String, { nullable: true, description: "The sender's browser, as it named itself." })
  userAgent!: string | null;

  @Field({ description: "When it was received." })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: "When an administrator marked it handled." })
  readAt!: Date | null;

  @Field({ description: "An administrator marked it handled." })
  handled!: boolean;
}

@ObjectType("ContactMessageConnection", {
  description: "A page of contact messages, for administrators.",
})
export class ContactMessageConnection extends Connection(ContactMessageObject, "ContactMessage") {}

export enum ContactMessageSortField {
  CREATED_AT = "CREATED_AT",
  NAME = "NAME",
  EMAIL = "EMAIL",
}
registerEnumType(ContactMessageSortField, {
  name: "ContactMessageSortField",
  description: "What the contact messages can be sorted by.",
  valuesConfig: {
    CREATED_AT: { description: "When it was received." },
    NAME: { description: "The sender's name." },
    EMAIL: { description: "The sender's email address." },
  },
});
