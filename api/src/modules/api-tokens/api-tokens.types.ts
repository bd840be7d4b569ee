import { Field, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { Connection } from "../../graphql/connection.js";
import { ApiTokenRole } from "./api-token.entity.js";

registerEnumType(ApiTokenRole, {
  name: "ApiTokenRole",
  description:
    "The most a token may do: a learner's, an administrator's or a super administrator's.",
});

export enum ApiTokenStatus {
  ACTIVE = "ACTIVE",
  EXPIRED = "EXPIRED",
  REVOKED = "REVOKED",
}
registerEnumType(ApiTokenStatus, { name: "ApiTokenStatus" });

@InputType()
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

@ObjectType("ApiToken", { description: "A personal API token; its secret is never shown again." })
export class ApiTokenObject {
  @Field(() => Int)
  id!: number;

  @Field()
  name!: string;

  @Field({ description: "The token's first characters, e.g. gat_abcd." })
  prefix!: string;

  @Field(() => ApiTokenRole)
  role!: ApiTokenRole;

  @Field(() => ApiTokenStatus)
  status!: ApiTokenStatus;

  @Field(() => Int)
  ownerId!: number;

  @Field()
  ownerUsername!: string;

  @Field()
  createdAt!: Date;

  @Field()
  expiresAt!: Date;

  @Field(() => Date, { nullable: true })
  revokedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  lastUsedAt!: Date | null;

  @Field(() => String, { nullable: true })
  lastUsedIp!: string | null;
}

@ObjectType("CreatedApiToken")
export class CreatedApiTokenObject {
  @Field({ description: "The whole token (gat_...): shown this once, stored only as a hash." })
  token!: string;

  @Field(() => ApiTokenObject)
  apiToken!: ApiTokenObject;
}

@ObjectType("ApiTokenConnection")
export class ApiTokenConnection extends Connection(ApiTokenObject, "ApiToken") {}
