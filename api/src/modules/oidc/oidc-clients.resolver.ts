import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import type { OidcClient } from "./oidc-client.entity.js";
import { OidcClientService } from "./oidc-clients.service.js";
import { OidcClientObject, OidcClientWithSecretObject } from "./oidc-clients.types.js";
import { CreateOidcClientInput } from "./oidc-clients.inputs.js";

const toObject = (row: OidcClient): OidcClientObject => ({
  id: row.id,
  clientId: row.clientId,
  name: row.name,
  redirectUris: row.redirectUris,
  postLogoutRedirectUris: row.postLogoutRedirectUris,
  backchannelLogoutUri: row.backchannelLogoutUri ?? null,
  firstParty: row.firstParty,
  createdAt: row.createdAt,
  secretRotatedAt: row.secretRotatedAt ?? null,
  revokedAt: row.revokedAt ?? null,
});

/** The sign-in provider's clients, for super administrators (docs/oidc.md). */
@Resolver()
export class OidcClientsResolver {
  @Auth(Role.SUPER_ADMIN)
  @Query(() => [OidcClientObject], {
    description: "The sign-in provider's clients, newest first, revoked ones too.",
  })
  async adminOidcClients(@Ctx() ctx: Context): Promise<OidcClientObject[]> {
    return (await new OidcClientService(ctx.em).list()).map(toObject);
  }

  @Auth(Role.SUPER_ADMIN)
  @Mutation(() => OidcClientWithSecretObject, {
    description:
      "Registers a client of the sign-in provider (audited). The answer carries its secret this once; only its hash is kept.",
  })
  async adminCreateOidcClient(
    @Arg("input", { description: "The client's id, name, redirect URIs and kind." })
    input: CreateOidcClientInput,
    @Ctx() ctx: Context,
  ): Promise<OidcClientWithSecretObject> {
    const viewer = await signedInViewer(ctx);
    const created = await new OidcClientService(ctx.em).create(input, viewer, ctx.meta);
    return { secret: created.secret, client: toObject(created.client) };
  }

  @Auth(Role.SUPER_ADMIN)
  @Mutation(() => OidcClientWithSecretObject, {
    description:
      "Gives a client a new secret (audited), answered this once; the old one stops working at once.",
  })
  async adminRotateOidcClientSecret(
    @Arg("id", () => Int, { description: "The client's row id." }) id: number,
    @Ctx() ctx: Context,
  ): Promise<OidcClientWithSecretObject> {
    const viewer = await signedInViewer(ctx);
    const rotated = await new OidcClientService(ctx.em).rotateSecret(id, viewer, ctx.meta);
    return { secret: rotated.secret, client: toObject(rotated.client) };
  }

  @Auth(Role.SUPER_ADMIN)
  @Mutation(() => OidcClientObject, {
    description:
      "Revokes a client at once (audited): its next authorization or token request is refused.",
  })
  async adminRevokeOidcClient(
    @Arg("id", () => Int, { description: "The client's row id." }) id: number,
    @Ctx() ctx: Context,
  ): Promise<OidcClientObject> {
    const viewer = await signedInViewer(ctx);
    return toObject(await new OidcClientService(ctx.em).revoke(id, viewer, ctx.meta));
  }
}
