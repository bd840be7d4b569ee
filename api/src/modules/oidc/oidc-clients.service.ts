import { randomBytes } from "node:crypto";
import { oidcClientIdProblem, requiredLineProblem } from "@guardian/rules";
import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { OidcEnvironmentClient } from "../../config-oidc.js";
import { notFound, refuseInvalidFields } from "../../errors.js";
import type { RequestMeta } from "../../graphql/context.js";
import type { Viewer } from "../../graphql/roles.js";
import { storable } from "../../util/text.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditService } from "../audit/audit.service.js";
import { User } from "../users/user.entity.js";
import { OidcClient } from "./oidc-client.entity.js";
import type { CreateOidcClientInput } from "./oidc-clients.inputs.js";
import { redirectUriProblem } from "./oidc-clients.rules.js";
import { sha256Hex } from "../../util/hash.js";

/** hex sha256: client secrets are 256 random bits (or 32+ characters from the environment). */
export const hashSecret = sha256Hex;

const newSecret = () => randomBytes(32).toString("base64url");
const MAX_NAME = 100;
const MAX_URIS = 10;

/** The URIs of one field: each one line, absolute, exact, without a fragment; at most 10. */
function uriProblem(label: string, uris: string[], required: boolean): string | undefined {
  if (required && !uris.length) return `${label}: give at least one`;
  if (uris.length > MAX_URIS) return `${label}: at most ${MAX_URIS}`;
  for (const uri of uris) {
    const problem = redirectUriProblem(uri);
    if (problem) return `${label}: ${problem}`;
  }
  return undefined;
}

/**
 * The provider's relying parties: registered, given a new secret and revoked by super
 * administrators (audited, each in its transaction; the secret answered once, only its hash
 * kept), and the environment's client upserted at start.
 */
export class OidcClientService {
  constructor(private readonly em: EntityManager) {}

  /** Newest first, revoked ones too (with when). */
  list(): Promise<OidcClient[]> {
    return this.em.find(OidcClient, {}, { orderBy: { createdAt: "desc", id: "desc" } });
  }

  async create(
    input: CreateOidcClientInput,
    viewer: Viewer,
    meta: RequestMeta,
  ): Promise<{ secret: string; client: OidcClient }> {
    const name = input.name.trim();
    const clientId = input.clientId.trim();
    const redirectUris = input.redirectUris.map(uri => uri.trim());
    const logoutUris = (input.postLogoutRedirectUris ?? []).map(uri => uri.trim());
    const backchannelLogoutUri = input.backchannelLogoutUri?.trim() || null;
    refuseInvalidFields({
      name:
        [...name].length > MAX_NAME
          ? `Name must be at most ${MAX_NAME} characters`
          : requiredLineProblem("Name", name),
      clientId: oidcClientIdProblem(clientId),
      redirectUris: uriProblem("Redirect URIs", redirectUris, true),
      postLogoutRedirectUris: uriProblem("Sign-out return URIs", logoutUris, false),
      backchannelLogoutUri: uriProblem(
        "Back-channel logout URI",
        backchannelLogoutUri ? [backchannelLogoutUri] : [],
        false,
      ),
    });
    const secret = newSecret();
    const client = await this.em.transactional(async tx => {
      if (await tx.count(OidcClient, { clientId })) {
        refuseInvalidFields({ clientId: "Client ID: another client has it" });
      }
      const created = tx.create(OidcClient, {
        clientId,
        name,
        secretHash: hashSecret(secret),
        redirectUris,
        postLogoutRedirectUris: logoutUris,
        backchannelLogoutUri,
        firstParty: input.firstParty,
        createdBy: tx.getReference(User, viewer.id),
      });
      await tx.flush();
      new AuditService(tx).record({
        type: AuditEventType.OidcClientCreated,
        actorId: viewer.id,
        ...meta,
        details: {
          clientId,
          name: storable(name, 100),
          firstParty: input.firstParty,
          backchannelLogout: backchannelLogoutUri !== null,
        },
      });
      return created;
    });
    return { secret, client };
  }

  /** A new secret, answered once; the old one stops working at once. Not for a revoked client. */
  async rotateSecret(
    id: number,
    viewer: Viewer,
    meta: RequestMeta,
  ): Promise<{ secret: string; client: OidcClient }> {
    const secret = newSecret();
    const client = await this.em.transactional(async tx => {
      const row = await tx.findOne(OidcClient, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row || row.revokedAt) throw notFound("Sign-in client not found");
      row.secretHash = hashSecret(secret);
      row.secretRotatedAt = new Date();
      new AuditService(tx).record({
        type: AuditEventType.OidcClientSecretRotated,
        actorId: viewer.id,
        ...meta,
        details: { clientId: row.clientId },
      });
      return row;
    });
    return { secret, client };
  }

  /** Revokes a client at once (its next request is `invalid_client`); again changes nothing. */
  async revoke(id: number, viewer: Viewer, meta: RequestMeta): Promise<OidcClient> {
    return this.em.transactional(async tx => {
      const row = await tx.findOne(OidcClient, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row) throw notFound("Sign-in client not found");
      if (row.revokedAt) return row;
      row.revokedAt = new Date();
      new AuditService(tx).record({
        type: AuditEventType.OidcClientRevoked,
        actorId: viewer.id,
        ...meta,
        details: { clientId: row.clientId },
      });
      return row;
    });
  }

  /**
   * The environment's client (MOODLE_OIDC_*), first-party, made or brought up to date at start:
   * its secret and redirect URI are the environment's; a revoked one stays revoked.
   */
  async seedEnvironmentClient(client: OidcEnvironmentClient): Promise<void> {
    await this.em.execute(
      `insert into oidc_clients
         (client_id, name, secret_hash, redirect_uris, post_logout_redirect_uris, first_party)
       values (?, 'Moodle', ?, ?::jsonb, '[]'::jsonb, true)
       on conflict (client_id) do update
         set secret_hash = excluded.secret_hash, redirect_uris = excluded.redirect_uris`,
      [client.clientId, hashSecret(client.secret), JSON.stringify([client.redirectUri])],
      "run",
    );
  }
}
