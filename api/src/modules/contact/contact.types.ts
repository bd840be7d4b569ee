import { Field, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { Connection, SortDirection } from "../../graphql/connection.js";
import { ContactSubject } from "./contact-message.entity.js";

registerEnumType(ContactSubject, {
  name: "ContactSubject",
  description: "What a message is about (its REST name is the kebab-case value).",
});

@InputType()
export class ContactMessageInput {
  @Field()
  name!: string;

  @Field()
  email!: string;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => ContactSubject)
  subject!: ContactSubject;

  @Field()
  message!: string;
}

@ObjectType("ContactReceipt", { description: "A stored message: its id and time, nothing more." })
export class ContactReceiptObject {
  @Field(() => Int)
  id!: number;

  @Field()
  createdAt!: Date;
}

@ObjectType("ContactMessage")
export class ContactMessageObject {
  @Field(() => Int)
  id!: number;

  @Field()
  name!: string;

  @Field()
  email!: string;

  @Field(() => String, { nullable: true })
  phone!: string | null;

  @Field(() => ContactSubject)
  subject!: ContactSubject;

  @Field()
  message!: string;

  @Field(() => String, { nullable: true })
  ip!: string | null;

  @Field(() => String, { nullable: true })
  userAgent!: string | null;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: "When an administrator marked it handled." })
  readAt!: Date | null;

  @Field()
  handled!: boolean;
}

@ObjectType("ContactMessageConnection")
export class ContactMessageConnection extends Connection(ContactMessageObject, "ContactMessage") {}

export enum ContactMessageSortField {
  CREATED_AT = "CREATED_AT",
  NAME = "NAME",
  EMAIL = "EMAIL",
}
registerEnumType(ContactMessageSortField, { name: "ContactMessageSortField" });

@InputType()
export class ContactMessageSort {
  @Field(() => ContactMessageSortField)
  field!: ContactMessageSortField;

  @Field(() => SortDirection)
  direction!: SortDirection;
}

@InputType()
export class ContactMessageFilter {
  @Field(() => String, { nullable: true, description: "Part of the name, email or message." })
  search?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "Only handled (true) or unhandled (false).",
  })
  handled?: boolean | null;
}
