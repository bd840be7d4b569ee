import { Field, Int, ObjectType } from "type-graphql";

@ObjectType("User", { description: "The signed-in user's own account." })
export class UserType {
  @Field(() => Int)
  id!: number;

  @Field()
  username!: string;

  @Field()
  firstName!: string;

  @Field()
  lastName!: string;

  @Field()
  email!: string;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field()
  isAdmin!: boolean;

  @Field()
  isSuperAdmin!: boolean;

  @Field()
  emailNotifications!: boolean;
}

@ObjectType("ChangePasswordResult")
export class ChangePasswordResultType {
  @Field()
  success!: boolean;

  @Field({ description: "Every session ended: the user must log in again." })
  requireRelogin!: boolean;

  @Field()
  message!: string;
}
