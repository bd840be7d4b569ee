import { Field, InputType, Int } from "type-graphql";
import { ApiTokenRole } from "./api-token.entity.js";

@InputType({ description: "A new personal API token." })
export class CreateApiTokenInput {
  @Field({ description: "What the token is for (1-100 characters)." })
  name!: string;

  @Field(() => Int, {
    nullable: true,
    description: "Days until it expires: 1-365, 90 if not given.",
  })
  expiresInDays?: number | null;

  @Field(() => ApiTokenRole, { description: "Never above the creator's own role." })
  role!: ApiTokenRole;
}
