import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { Connection } from "../../graphql/connection.js";
import { UserStatus } from "../users/user.entity.js";

registerEnumType(UserStatus, {
  name: "UserStatus",
  description:
    "Whether an account may sign in (only active ones may); REST names it in lower case.",
  valuesConfig: {
    ACTIVE: { description: "May sign in." },
    SUSPENDED: { description: "Suspended by an administrator: may not sign in." },
    PENDING: { description: "Waiting for activation: may not sign in." },
  },
});

/** The sorts of the admin users list; each is a NOT NULL key plus the id. */
export enum AdminUserSortField {
  USERNAME = "USERNAME",
  EMAIL = "EMAIL",
  /** Last name, then first name. */
  NAME = "NAME",
  CREATED_AT = "CREATED_AT",
}
registerEnumType(AdminUserSortField, {
  name: "AdminUserSortField",
  description: "What the admin users list can be sorted by.",
  valuesConfig: {
    USERNAME: { description: "The username, A to Z." },
    EMAIL: { description: "The email address, A to Z." },
    NAME: { description: "The full name, A to Z." },
    CREATED_AT: { description: "When the account was made." },
  },
});

@ObjectType("AdminOpenEnrollment", { description: "An enrollment not yet complete." })
export class AdminOpenEnrollmentObject {
  @Field(() => Int, { description: "The enrollment's id." })
  id!: number;

  @Field({ description: "The course's title." })
  courseTitle!: string;
}

@ObjectType("AdminUser", { description: "A user as administrators see and manage them." })
export class AdminUserObject {
  @Field(() => Int, { description: "The user's id." })
  id!: number;

  @Field({ description: "The name they sign in with." })
  username!: string;

  @Field({ description: "Email address." })
  email!: string;

  @Field({ description: "First name." })
  firstName!: string;

  @Field({ description: "Last name." })
  lastName!: string;

  @Field(() => UserStatus, { description: "Whether they may sign in." })
  status!: UserStatus;

  @Field({ description: "An administrator." })
  isAdmin!: boolean;

  @Field({ description: "A super administrator." })
  isSuperAdmin!: boolean;

  @Field(() => Date, {
    nullable: true,
    description: "The newest successful sign-in of the login history; null when never.",
  })
  lastLogin!: Date | null;

  @Field(() => Int, { description: "Their enrollments that have not ended (refunded)." })
  enrollmentCount!: number;

  @Field(() => [AdminOpenEnrollmentObject], {
    description:
      "Their enrollments neither complete nor ended, oldest first (markEnrollmentComplete completes one).",
  })
  openEnrollments!: AdminOpenEnrollmentObject[];

  @Field(() => [Int], {
    description:
      "Their enrollments whose learning-system access provisioning gave up on (adminRetryCourseAccess asks again).",
  })
  accessFailedEnrollmentIds!: number[];

  @Field(() => String, {
    nullable: true,
    description:
      "What provisioning found wrong with their linked Moodle account: suspended or deleted there (adminRelinkMoodleAccount forgets it); null when nothing.",
  })
  moodleAccountProblem!: string | null;

  @Field({ description: "When the account was made." })
  createdAt!: Date;
}

@ObjectType("AdminUserConnection", { description: "A page of user accounts, for administrators." })
export class AdminUserConnection extends Connection(AdminUserObject, "AdminUser") {}

@ObjectType("AdminEnrollment", { description: "An enrollment an administrator granted." })
export class AdminEnrollmentObject {
  @Field(() => Int, { description: "The enrollment's id." })
  id!: number;

  @Field(() => Int, { description: "The learner enrolled." })
  userId!: number;

  @Field(() => Int, { description: "The course." })
  courseId!: number;

  @Field({ description: "Always true: granted by an administrator, not paid." })
  adminEnrolled!: boolean;

  @Field(() => Int, { nullable: true, description: "The administrator who granted it." })
  grantedById!: number | null;

  @Field({ description: "When it was granted." })
  enrolledAt!: Date;
}

@ObjectType("AdminActionResult", {
  description: "The answer to an administrator's action on an account.",
})
export class AdminActionResultObject {
  @Field({ description: "The action was done." })
  success!: boolean;

  @Field({ description: "What was done, in words for the administrator." })
  message!: string;
}
