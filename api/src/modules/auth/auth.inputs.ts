import { IsEmail, IsNotEmpty, MaxLength, MinLength } from "class-validator";
import { Field, InputType } from "type-graphql";

@InputType()
export class LoginInput {
  @Field()
  @MinLength(3, { message: "Username must be at least 3 characters" })
  @MaxLength(100, { message: "Username must be at most 100 characters" })
  username!: string;

  @Field()
  @MinLength(6, { message: "Password must be at least 6 characters" })
  @MaxLength(256, { message: "Password must be at most 256 characters" })
  password!: string;
}

@InputType()
export class RegisterInput {
  @Field()
  @IsNotEmpty({ message: "First name is required" })
  @MaxLength(100, { message: "First name must be at most 100 characters" })
  firstName!: string;

  @Field()
  @IsNotEmpty({ message: "Last name is required" })
  @MaxLength(100, { message: "Last name must be at most 100 characters" })
  lastName!: string;

  @Field()
  @IsEmail({}, { message: "Please enter a valid email" })
  @MaxLength(254, { message: "Please enter a valid email" })
  email!: string;

  @Field()
  @MinLength(3, { message: "Username must be at least 3 characters" })
  @MaxLength(50, { message: "Username must be at most 50 characters" })
  username!: string;

  @Field()
  @MinLength(8, { message: "Password must be at least 8 characters" })
  @MaxLength(256, { message: "Password must be at most 256 characters" })
  password!: string;

  @Field()
  confirmPassword!: string;
}
