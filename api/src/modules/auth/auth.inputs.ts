import { IsEmail, IsNotEmpty, MaxLength, MinLength, ValidateBy } from "class-validator";
import { Field, InputType } from "type-graphql";
import { NotCommonPassword } from "../users/password.rules.js";

@InputType({ description: "A username and password to sign in with." })
export class LoginInput {
  @Field({ description: "The username." })
  @MinLength(3, { message: "Username must be at least 3 characters" })
  @MaxLength(100, { message: "Username must be at most 100 characters" })
  username!: string;

  @Field({ description: "The password." })
  @MinLength(6, { message: "Password must be at least 6 characters" })
  @MaxLength(256, { message: "Password must be at most 256 characters" })
  password!: string;
}

@InputType({ description: "A new learner's account, made by the learner." })
export class RegisterInput {
  @Field({ description: "First name." })
  @IsNotEmpty({ message: "First name is required" })
  @MaxLength(100, { message: "First name must be at most 100 characters" })
  firstName!: string;

  @Field({ description: "Last name." })
  @IsNotEmpty({ message: "Last name is required" })
  @MaxLength(100, { message: "Last name must be at most 100 characters" })
  lastName!: string;

  @Field({ description: "Email address." })
  @IsEmail({}, { message: "Please enter a valid email" })
  @MaxLength(254, { message: "Please enter a valid email" })
  email!: string;

  @Field({
    description:
      "The name to sign in with (letters, digits and . _ -; a look-alike of a taken name is refused).",
  })
  @MinLength(3, { message: "Username must be at least 3 characters" })
  @MaxLength(50, { message: "Username must be at most 50 characters" })
  username!: string;

  @Field({ description: "At least 8 characters, not a common password." })
  @NotCommonPassword() // listed first, told last: the length is the first thing to mend
  @MinLength(8, { message: "Password must be at least 8 characters" })
  @MaxLength(256, { message: "Password must be at most 256 characters" })
  password!: string;

  @Field({ description: "The password again." })
  @ValidateBy(
    {
      name: "samePassword",
      validator: {
        validate: (value, args) => value === (args?.object as RegisterInput | undefined)?.password,
      },
    },
    { message: "Passwords don't match" },
  )
  confirmPassword!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The short address (slug) of the licensed partner's storefront the registration started at, /p/{slug}: the account records it. An address no partner has is ignored.",
  })
  @MaxLength(100, { message: "The storefront's address must be at most 100 characters" })
  storefront?: string | null;
}

@InputType({ description: "A new password set with the link of a password reset mail." })
export class ResetPasswordInput {
  @Field({ description: "The token of the link (its `token` query parameter)." })
  token!: string;

  @Field({ description: "At least 8 characters, not a common password." })
  @MaxLength(256, { message: "Password must be at most 256 characters" })
  newPassword!: string;

  @Field({ description: "The new password again." })
  confirmPassword!: string;
}
