import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver } from "type-graphql";
import { PageArgs } from "../../graphql/connection.js";
import { Auth } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { UserType } from "../users/user.types.js";
import { ApiToken, ApiTokenRole } from "./api-token.entity.js";
import { ApiTokenService, toApiToken } from "./api-tokens.service.js";
import { ApiTokenConnection, ApiTokenObject, CreatedApiTokenObject } from "./api-tokens.types.js";
import { CreateApiTokenInput } from "./api-tokens.inputs.js";

@Resolver()
export class ApiTokensResolver {
  @Auth(Role.ADMIN)
  @Mutation(() => CreatedApiTokenObject, {
    description:
      "Creates a personal API token (audited). The answer carries the secret this once; only its hash is kept.",
  })
  async createApiToken(
    @Arg("input", { description: "The token's name, lifetime and role ceiling." })
    input: CreateApiTokenInput,
    @Ctx() ctx: Context,
  ): Promise<CreatedApiTokenObject> {
    const viewer = await signedInViewer(ctx);
    const { token, row } = await new ApiTokenService(ctx.em).create(input, viewer, ctx.meta);
    return { token, apiToken: toApiToken(row) };
  }

  @Auth(Role.ADMIN)
  @Query(() => ApiTokenConnection, {
    description: "Personal API tokens, newest first: a super administrator's sees everyone's.",
  })
  apiTokens(@Args() page: PageArgs, @Ctx() ctx: Context): Promise<ApiTokenConnection> {
    return signedInViewer(ctx).then(viewer => new ApiTokenService(ctx.em).list(viewer, page));
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ApiTokenObject, {
    description: "Revokes a token at once (audited); its next use is refused with 401.",
  })
  async revokeApiToken(
    @Arg("id", () => Int, { description: "The token to revoke." }) id: number,
    @Ctx() ctx: Context,
  ): Promise<ApiTokenObject> {
    const viewer = await signedInViewer(ctx);
    return toApiToken(await new ApiTokenService(ctx.em).revoke(id, viewer, ctx.meta));
  }
}

/** `me` with an API token names the token's ceiling (its roles there are already capped by it). */
@Resolver(() => UserType)
export class TokenUserResolver {
  @FieldResolver(() => ApiTokenRole, {
    nullable: true,
    description:
      "The role ceiling of the API token the request came with (isAdmin and isSuperAdmin are then the token's effective role); null without a token.",
  })
  async apiTokenRole(@Ctx() ctx: Context): Promise<ApiTokenRole | null> {
    const tokenId = (await ctx.viewer())?.apiTokenId;
    if (tokenId === undefined) return null;
    return (await ctx.em.findOneOrFail(ApiToken, tokenId)).role;
  }
}
