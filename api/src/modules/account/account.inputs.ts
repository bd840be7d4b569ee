import { IsBoolean, IsNotEmpty, IsOptional, MaxLength } from "class-validator";
import { Field, InputType } from "type-graphql";

@InputType({ description: "The signed-in user's own password change." })
export class ChangePasswordInput {
  @Field({ description: "The password now; a wrong one counts like a failed sign-in." })
  @IsNotEmpty({ message: "Current password is required" })
  currentPassword!: string;

  @Field({ description: "At least 8 characters, not a common password." })
  @MaxLength(256, { message: "Password must be at most 256 characters" })
  newPassword!: string;

  @Field({ description: "The new password again." })
  @IsNotEmpty({ message: "Password confirmation is required" })
  confirmPassword!: string;
}

@InputType({
  description: "The signed-in user's own profile changes; a field left out keeps its value.",
})
export class UpdateProfileInput {
  @Field(() => String, { nullable: true, description: "Free text; empty clears it." })
  @IsOptional()
  @MaxLength(40, { message: "Phone must be at most 40 characters" })
  phone?: string | null;

  @Field(() => Boolean, { nullable: true, description: "Receive notification emails." })
  @IsOptional()
  @IsBoolean()
  emailNotifications?: boolean | null;
}
