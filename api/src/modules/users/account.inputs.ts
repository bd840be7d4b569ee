import { IsBoolean, IsNotEmpty, IsOptional, MaxLength } from "class-validator";
import { Field, InputType } from "type-graphql";

@InputType()
export class ChangePasswordInput {
  @Field()
  @IsNotEmpty({ message: "Current password is required" })
  currentPassword!: string;

  @Field()
  @MaxLength(256, { message: "Password must be at most 256 characters" })
  newPassword!: string;

  @Field()
  @IsNotEmpty({ message: "Password confirmation is required" })
  confirmPassword!: string;
}

@InputType()
export class UpdateProfileInput {
  @Field(() => String, { nullable: true, description: "Free text; empty clears it." })
  @IsOptional()
  @MaxLength(40, { message: "Phone must be at most 40 characters" })
  phone?: string | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean()
  emailNotifications?: boolean | null;
}
