import { Field, InputType } from "type-graphql";
import { SortDirection } from "../../db/keyset.js";
import { ContactSubject } from "./contact-message.entity.js";
import { ContactMessageSortField } from "./contact.types.js";

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
