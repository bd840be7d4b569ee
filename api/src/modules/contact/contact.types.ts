import { Field, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
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

@ObjectType("ContactMessagePage")
export class ContactMessagePageObject {
  @Field(() => [ContactMessageObject])
  nodes!: ContactMessageObject[];

  @Field()
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: "Pass as `after` for the next page." })
  endCursor!: string | null;
}
