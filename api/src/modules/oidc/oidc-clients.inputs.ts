import { Field, InputType } from "type-graphql";

@InputType({ description: "A relying party to register with the portal's sign-in provider." })
export class CreateOidcClientInput {
  @Field({ description: "The client_id it sends: 1-100 letters, digits, dots, dashes or _." })
  clientId!: string;

  @Field({ description: "What it is, as administrators see it (1-100 characters)." })
  name!: string;

  @Field(() => [String], {
    description: "Its exact redirect URIs (1-10, absolute http(s), no fragment, no wildcard).",
  })
  redirectUris!: string[];

  @Field(() => [String], {
    nullable: true,
    description: "Where RP-initiated sign-out may return to (0-10, same rules).",
  })
  postLogoutRedirectUris?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Where the provider posts a logout token when the portal ends a learner's sessions (Back-Channel Logout; same rules as redirect URIs). Leave empty for a client that does not support it (Moodle core).",
  })
  backchannelLogoutUri?: string | null;

  @Field({
    description:
      "One of the academy's own systems: its sign-in asks learners no consent. Any other client is refused consent.",
  })
  firstParty!: boolean;
}
