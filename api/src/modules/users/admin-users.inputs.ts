import { IsEmail, IsNotEmpty, IsOptional, MaxLength } from "class-validator";
import { Field, InputType, Int } from "type-graphql";
import { SortDirection } from "../../graphql/connection.js";
import { AdminUserSortField } from "./admin-users.types.js";
import { UserStatus } from "./user.entity.js";

@InputType({ description: "Narrows the admin users list; every field is optional." })
export class AdminUserFilter {
  @Field(() => String, {
    nullable: true,
    description: 'A case-insensitive part of the username, email or full name ("first last").',
  })
  @IsOptional()
  @MaxLength(100, { message: "Search must be at most 100 characters" })
  search?: string | null;

  @Field(() => UserStatus, { nullable: true })
  status?: UserStatus | null;

  @Field(() => Boolean, { nullable: true })
  isAdmin?: boolean | null;
}

@InputType()
export class AdminUserSort {
  @Field(() => AdminUserSortField)
  field!: AdminUserSortField;

  @Field(() => SortDirection, { defaultValue: SortDirection.ASC })
  direction!: SortDirection;
}

@InputType()
export class AdminCreateUserInput {
  @Field()
  @MaxLength(50, { message: "Username must be at most 50 characters" })
  username!: string;

  @Field()
  @IsEmail({}, { message: "Please enter a valid email" })
  @MaxLength(254, { message: "Please enter a valid email" })
  email!: string;

  @Field()
  firstName!: string;

  @Field()
  lastName!: string;

  @Field()
  @MaxLength(256, { message: "Password must be at most 256 characters" })
  password!: string;

  @Field({ defaultValue: false })
  isAdmin!: boolean;

  @Field(() => UserStatus, { defaultValue: UserStatus.Active })
  status!: UserStatus;
}

@InputType({ description: "The fields to change; a field left out keeps its value." })
export class AdminUpdateUserInput {
  @Field(() => String, { nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  lastName?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(254, { message: "Please enter a valid email" })
  email?: string | null;

  @Field(() => UserStatus, { nullable: true })
  status?: UserStatus | null;

  @Field(() => Boolean, { nullable: true })
  isAdmin?: boolean | null;
}

@InputType()
export class AdminResetPasswordInput {
  @Field()
  @MaxLength(256, { message: "Password must be at most 256 characters" })
  newPassword!: string;

  @Field()
  @IsNotEmpty({ message: "Password confirmation is required" })
  confirmPassword!: string;
}

@InputType()
export class AdminEnrollUserInput {
  @Field(() => Int)
  userId!: number;

  @Field(() => Int)
  courseId!: number;
}
