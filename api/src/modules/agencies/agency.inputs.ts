import { Field, InputType } from "type-graphql";
import { SortDirection } from "../../db/keyset.js";
import { AgencySortField } from "./agency.types.js";

@InputType({ description: "A new agency, managed by the user who sets it up." })
export class AgencyInput {
  @Field({ description: "The agency's name (the bail-bond or recovery company)." })
  name!: string;

  @Field({ description: "Where the agency's receipts and billing questions go." })
  billingEmail!: string;
}

@InputType({ description: "The order of the agencies." })
export class AgencySort {
  @Field(() => AgencySortField, { description: "The column to sort by." })
  field!: AgencySortField;

  @Field(() => SortDirection, { description: "Ascending or descending." })
  direction!: SortDirection;
}

@InputType({ description: "Which agencies to list." })
export class AgencyFilter {
  @Field(() => String, {
    nullable: true,
    description: "Part of the name, billing email, or the manager's name or email.",
  })
  search?: string | null;

  @Field(() => Date, { nullable: true, description: "Set up at or after this time." })
  createdFrom?: Date | null;

  @Field(() => Date, { nullable: true, description: "Set up before this time." })
  createdTo?: Date | null;
}
