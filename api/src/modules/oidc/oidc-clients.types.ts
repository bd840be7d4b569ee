import { Field, Int, ObjectType } from "type-graphql";

@ObjectType("OidcClient", {
  description: "A relying party of the portal's sign-in provider; its secret is never shown again.",
})
export class OidcClientObject {
  @Field(() => Int, { description: "The row's id (to rotate its secret or revoke it)." })
  id!: number;

  @Field({ description: "The client_id it sends." })
  clientId!: string;

  @Field({ description: "What it is, as administrators named it." })
  name!: string;

  @Field(() => [String], { description: "Its exact redirect URIs." })
  redirectUris!: string[];

  @Field(() => [String], { description: "Where RP-initiated sign-out may return to." })
  postLogoutRedirectUris!: string[];

  @Field(() => String, {
    nullable: true,
    description: "Where it is sent a logout token when a learner's sessions end; null: not told.",
  })
  backchannelLogoutUri!: string | null;

  @Field({ description: "One of the academy's own systems (no consent asked)." })
  firstParty!: boolean;

  @Field({ description: "When it was registered." })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: "When its secret was last replaced." })
  secretRotatedAt!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: "When it was revoked (the provider no longer knows it); null while active.",
  })
  revokedAt!: Date | null;
}

@ObjectType("OidcClientWithSecret", {
  description: "A client just registered or given a new secret: the only answer with the secret.",
})
export class OidcClientWithSecretObject {
  @Field({ description: "The client secret: shown this once, stored only as a hash." })
  secret!: string;

  @Field(() => OidcClientObject, { description: "The client as lists show it." })
  client!: OidcClientObject;
}
