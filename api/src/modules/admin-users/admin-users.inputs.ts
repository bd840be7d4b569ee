import { IsEmail, IsNotEmpty, IsOptional, MaxLength } from "class-validator";
import { Field, InputType, Int } from "type-graphql";
import { SortDirection } from "../../db/keyset.js";
import { AdminUserSortField } from "./admin-users.types.js";
import { UserStatus } from "../users/user.entity.js";

@InputType({ description: "Narrows the admin users list; every field is optional." })
export class AdminUserFilter {
  @Field(() => String, {
    nullable: true,
    description: 'A case-insensitive part of the username, email or full name ("first last").',
  })
  @IsOptional()
  @MaxLength(100, { message: "Search must be at most 100 characters" })
  search?: string | null;

  @Field(() => UserStatus, { nullable: true, description: "Only accounts in this status." })
  status?: UserStatus | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "Only administrators (true) or only learners (false).",
  })
  isAdmin?: boolean | null;
}

@InputType({ description: "The order of the admin users list." })
export class AdminUserSort {
  @Field(() => AdminUserSortField, { description: "The column to sort by." })
  field!: AdminUserSortField;

  @Field(() => SortDirection, {
    defaultValue: SortDirection.ASC,
    description: "Ascending (the default) or descending.",
  })
  direction!: SortDirection;
}

@InputType({ description: "A new account made by an administrator." })
export class AdminCreateUserInput {
  @Field({ description: "The name they sign in with (letters, digits and . _ -)." })
  @MaxLength(50, { message: "Username must be at most 50 characters" })
  username!: string;

  @Field({ description: "Email address." })
  @IsEmail({}, { message: "Please enter a valid email" })
  @MaxLength(254, { message: "Please enter a valid email" })
  email!: string;

  @Field({ description: "First name." })
  firstName!: string;

  @Field({ description: "Last name." })
  lastName!: string;

  @Field({ description: "The first password: at least 8 characters, not a common password." })
  @MaxLength(256, { message: "Password must be at most 256 characters" })
  password!: string;

  @Field({ defaultValue: false, description: "Make the account an administrator." })
  isAdmin!: boolean;

  @Field(() => UserStatus, {
    defaultValue: UserStatus.ACTIVE,
    description: "Whether it may sign in.",
  })
  status!: UserStatus;
}

@InputType({ description: "The fields to change; a field left out keeps its value." })
export class AdminUpdateUserInput {
  @Field(() => String, { nullable: true, description: "The new first name." })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: "The new last name." })
  lastName?: string | null;

  @Field(() => String, { nullable: true, description: "The new email address." })
  @IsOptional()
  @MaxLength(254, { message: "Please enter a valid email" })
  email?: string | null;

  @Field(() => UserStatus, { nullable: true, description: "The new status." })
  status?: UserStatus | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "Grant or withdraw the administrator role.",
  })
  isAdmin?: boolean | null;
}

@InputType({ description: "A new password an administrator sets for an account." })
export class AdminResetPasswordInput {
  @Field({ description: "At least 8 characters, not a common password." })
  @MaxLength(256, { message: "Password must be at most 256 characters" })
  newPassword!: string;

  @Field({ description: "The new password again." })
  @IsNotEmpty({ message: "Password confirmation is required" })
  confirmPassword!: string;
}

@InputType({ description: "A learner and a course to enroll them in without payment." })
export class AdminEnrollUserInput {
  @Field(() => Int, { description: "The learner." })
  userId!: number;

  @Field(() => Int, { description: "The course." })
  courseId!: number;
}

@InputType({ description: "A bulk enrollment: the course and the CSV list." })
export class BulkEnrollmentInput {
  @Field(() => Int, { description: "The course to enroll in." })
  courseId!: number;

  @Field({ description: "The list, as CSV text with its header line first_name,last_name,email." })
  csv!: string;
}
