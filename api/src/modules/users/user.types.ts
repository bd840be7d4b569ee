import { Field, Int, ObjectType } from "type-graphql";

@ObjectType("User", { description: "The signed-in user's own account." })
export class UserType {
  @Field(() => Int, { description: "The user's id." })
  id!: number;

  @Field({ description: "The name they sign in with." })
  username!: string;

  @Field({ description: "First name." })
  firstName!: string;

  @Field({ description: "Last name." })
  lastName!: string;

  @Field({ description: "Email address, where the academy writes to them." })
  email!: string;

  @Field(() => String, { nullable: true, description: "Phone number, if given." })
  phone?: string | null;

  @Field({ description: "An administrator (super administrators are too)." })
  isAdmin!: boolean;

  @Field({ description: "A super administrator." })
  isSuperAdmin!: boolean;

  @Field({ description: "They want notification emails." })
  emailNotifications!: boolean;
}

@ObjectType("ChangePasswordResult", { description: "The answer to a password change." })
export class ChangePasswordResultType {
  @Field({ description: "The password was changed." })
  success!: boolean;

  @Field({ description: "Every session ended: the user must log in again." })
  requireRelogin!: boolean;

  @Field({ description: "What happened, in words for the user." })
  message!: string;
}
