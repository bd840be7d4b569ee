import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { Connection } from "../../graphql/connection.js";
import { UserStatus } from "./user.entity.js";

registerEnumType(UserStatus, {
  name: "UserStatus",
  description:
    "Whether an account may sign in (only active ones may); REST names it in lower case.",
});

/** The sorts of the admin users list; each is a NOT NULL key plus the id. */
export enum AdminUserSortField {
  USERNAME = "USERNAME",
  EMAIL = "EMAIL",
  /** Last name, then first name. */
  NAME = "NAME",
  CREATED_AT = "CREATED_AT",
}
registerEnumType(AdminUserSortField, { name: "AdminUserSortField" });

@ObjectType("AdminUser", { description: "A user as administrators see and manage them." })
export class AdminUserObject {
  @Field(() => Int)
  id!: number;

  @Field()
  username!: string;

  @Field()
  email!: string;

  @Field()
  firstName!: string;

  @Field()
  lastName!: string;

  @Field(() => UserStatus)
  status!: UserStatus;

  @Field()
  isAdmin!: boolean;

  @Field()
  isSuperAdmin!: boolean;

  @Field(() => Date, {
    nullable: true,
    description: "The newest successful sign-in of the login history; null when never.",
  })
  lastLogin!: Date | null;

  @Field(() => Int)
  enrollmentCount!: number;

  @Field()
  createdAt!: Date;
}

@ObjectType("AdminUserConnection")
export class AdminUserConnection extends Connection(AdminUserObject, "AdminUser") {}

@ObjectType("AdminEnrollment", { description: "An enrollment an administrator granted." })
export class AdminEnrollmentObject {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  userId!: number;

  @Field(() => Int)
  courseId!: number;

  @Field({ description: "Always true: granted by an administrator, not paid." })
  adminEnrolled!: boolean;

  @Field(() => Int, { nullable: true, description: "The administrator who granted it." })
  grantedById!: number | null;

  @Field()
  enrolledAt!: Date;
}

@ObjectType("AdminActionResult")
export class AdminActionResultObject {
  @Field()
  success!: boolean;

  @Field()
  message!: string;
}
