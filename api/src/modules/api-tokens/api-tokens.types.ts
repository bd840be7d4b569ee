import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { Connection } from "../../graphql/connection.js";
import { ApiTokenRole } from "./api-token.entity.js";

registerEnumType(ApiTokenRole, {
  name: "ApiTokenRole",
  description:
    "The most a token may do: a learner's, an administrator's or a super administrator's.",
  valuesConfig: {
    LEARNER: { description: "Reads and does what a signed-in learner may." },
    ADMIN: { description: "Acts as an administrator." },
    SUPER_ADMIN: {
      description: "Acts as a super administrator (only a super administrator may create one).",
    },
  },
});

export enum ApiTokenStatus {
  ACTIVE = "ACTIVE",
  EXPIRED = "EXPIRED",
  REVOKED = "REVOKED",
}
registerEnumType(ApiTokenStatus, {
  name: "ApiTokenStatus",
  description: "Whether a token is still accepted.",
  valuesConfig: {
    ACTIVE: { description: "Accepted until it expires or is revoked." },
    EXPIRED: { description: "Past its expiry: refused with 401." },
    REVOKED: { description: "Revoked by its owner or a super administrator: refused with 401." },
  },
});

@ObjectType("ApiToken", { description: "A personal API token; its secret is never shown again." })
export class ApiTokenObject {
  @Field(() => Int, { description: "The token's id (use it to revoke the token)." })
  id!: number;

  @Field({ description: "What the token is for, as its creator named it." })
  name!: string;

  @Field({ description: "The token's first characters, e.g. gat_abcd." })
  prefix!: string;

  @Field(() => ApiTokenRole, {
    description: "The token's role ceiling: it never acts above it, nor above its owner's role.",
  })
  role!: ApiTokenRole;

  @Field(() => ApiTokenStatus, { description: "Whether it still works." })
  status!: ApiTokenStatus;

  @Field(() => Int, { description: "The administrator who created it." })
  ownerId!: number;

  @Field({ description: "The owner's username." })
  ownerUsername!: string;

  @Field({ description: "When it was created." })
  createdAt!: Date;

  @Field({ description: "When it stops working by itself." })
  expiresAt!: Date;

  @Field(() => Date, {
    nullable: true,
    description: "When it was revoked; null while not revoked.",
  })
  revokedAt!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: "Its last accepted request; null if never used.",
  })
  lastUsedAt!: Date | null;

  @Field(() => String, { nullable: true, description: "The address of that request." })
  lastUsedIp!: string | null;
}

@ObjectType("CreatedApiToken", {
  description: "A token just created: the only answer that carries its secret.",
})
export class CreatedApiTokenObject {
  @Field({ description: "The whole token (gat_...): shown this once, stored only as a hash." })
  token!: string;

  @Field(() => ApiTokenObject, { description: "The token as lists show it." })
  apiToken!: ApiTokenObject;
}

@ObjectType("ApiTokenConnection", {
  description: "A page of personal API tokens, for their owners and super administrators.",
})
export class ApiTokenConnection extends Connection(ApiTokenObject, "ApiToken") {}
