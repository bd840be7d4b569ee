import { Field, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { SortDirection } from "../../db/keyset.js";
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

@InputType({ description: "A message sent from the contact form, by anyone." })
export class ContactMessageInput {
  @Field({ description: "The sender's name." })
  name!: string;

  @Field({ description: "Where the academy answers." })
  email!: string;

  @Field(() => String, {
    nullable: true,
    description: "A phone number, if the sender wants a call.",
  })
  phone?: string | null;

  @Field(() => ContactSubject, { description: "What the message is about." })
  subject!: ContactSubject;

  @Field({ description: "The message itself." })
  message!: string;
}

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

@InputType({ description: "The order of the contact messages." })
export class ContactMessageSort {
  @Field(() => ContactMessageSortField, { description: "The column to sort by." })
  field!: ContactMessageSortField;

  @Field(() => SortDirection, { description: "Ascending or descending." })
  direction!: SortDirection;
}

@InputType({ description: "Which contact messages to list." })
export class ContactMessageFilter {
  @Field(() => String, { nullable: true, description: "Part of the name, email or message." })
  search?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "Only handled (true) or unhandled (false).",
  })
  handled?: boolean | null;
}
