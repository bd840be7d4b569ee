import { requestMeta } from "../../graphql/context.js";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { FastifyReply, FastifyRequest } from "fastify";
export { API_TOKEN_LIMITS } from "./api-token-limits.rules.js";
import { waitText } from "../../errors.js";
import type { Viewer } from "../../graphql/roles.js";
import { sendError } from "../../rest/execute.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { recordAudit } from "../audit/audit.service.js";
import {
  type RateLimitRule,
  bucketState,
  takeFromBucketSql,
} from "../rate-limits/rate-limit.rules.js";
import { RateLimitService } from "../rate-limits/rate-limit.service.js";
import { API_TOKEN_LIMITS } from "./api-token-limits.rules.js";
import { ApiTokenRole } from "./api-token.entity.js";
import { TOKEN_PATTERN, capped, hashToken } from "./api-tokens.service.js";

/** The last-used time and address are written at most once a minute per token. */
const LAST_USED_SECONDS = 60;

export const INVALID = "Invalid API token";
export const REVOKED = "This API token has been revoked";
export const EXPIRED = "This API token has expired";
export const INACTIVE = "This API token's account is not active";

interface TokenRow {
  address_refused: boolean;
  address_ahead: number;
  id: number | null;
  role: ApiTokenRole;
  expired: boolean;
  revoked: boolean;
  user_id: number;
  username: string;
  status: string;
  is_admin: boolean;
  is_super_admin: boolean;
  token_refused: boolean | null;
  token_ahead: number;
}

/**
 * One statement for a Bearer request: charge the address's bucket, find the token and its
 * owner, charge the token's bucket (a usable token, the address not over its limit) and record
 * the last use (at most once a minute).
 */
const authenticateSql = () => `with token as (
    select t.id, t.role, t.expires_at <= now() as expired, t.revoked_at is not null as revoked,
      u.id as user_id, u.username, u.status, u.is_admin, u.is_super_admin
    from api_tokens t join users u on u.id = t.user_id
    where t.token_hash = ?
  ),
  address as (${takeFromBucketSql(API_TOKEN_LIMITS.perAddress, "select ?::text")}),
  taken as (${takeFromBucketSql(
    API_TOKEN_LIMITS.perToken,
    `select id::text from token
     where not revoked and not expired and status = 'active' and not (select refused from address)`,
  )}),
  used as (
    update api_tokens set last_used_at = now(), last_used_ip = ?
    where id = (select id from token) and exists (select from taken where not refused)
      and (last_used_at is null or last_used_at <= now() - make_interval(secs => ?))
  )
  select address.refused as address_refused, address.ahead as address_ahead, token.*,
    taken.refused as token_refused, taken.ahead as token_ahead
  from address left join token on true left join taken on true`;

declare module "fastify" {
  interface FastifyRequest {
    /** The caller of a request made with a valid API token (set by `authenticateApiToken`). */
    apiTokenViewer?: Viewer;
  }
}

/** The RateLimit headers of a bucket; a 429 when it refused the request. */
function limited(reply: FastifyReply, rule: RateLimitRule, refused: boolean, ahead: number) {
  const state = bucketState(rule, ahead);
  reply.header("ratelimit-limit", String(rule.max));
  reply.header("ratelimit-remaining", String(refused ? 0 : state.remaining));
  reply.header("ratelimit-reset", String(state.reset));
  return refused ? tooMany(reply, state.retryAfter) : undefined;
}

function tooMany(reply: FastifyReply, retryAfter: number) {
  return sendError(
    reply.header("retry-after", String(retryAfter)),
    429,
    `Too many requests with this API token. Try again in ${waitText(retryAfter)}.`,
    "TOO_MANY_REQUESTS",
  );
}

/**
 * An onRequest hook for /graphql (and its schema download) and /api: a request with `Authorization: Bearer gat_...` acts
 * as the token's owner capped at its role (`request.apiTokenViewer`), or is answered here: 401
 * for a malformed, unknown, revoked or expired token or an inactive owner (audited, at most a few
 * rows per address), 429 over the per-address or per-token limit.
 */
export function apiTokenHook(em: () => EntityManager) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization;
    if (header === undefined) return;
    const path = request.url.split("?")[0];
    if (!/^\/(?:graphql(?:\/|$)|api\/)/.test(path)) return;
    const fork = em();
    const match = /^Bearer ([^\s]+)$/i.exec(header.trim());
    const wellFormed = match && TOKEN_PATTERN.test(match[1]);
    const [row] = await fork.execute<TokenRow[]>(authenticateSql(), [
      wellFormed ? hashToken(match[1]) : null,
      request.ip,
      request.ip,
      LAST_USED_SECONDS,
    ]);
    if (row.address_refused) {
      return limited(reply, API_TOKEN_LIMITS.perAddress, true, row.address_ahead);
    }

    const refuse = async (message: string, tokenId: number | null, userId: number | null) => {
      const audits = await new RateLimitService(fork).hitRequest(
        API_TOKEN_LIMITS.failureAudits,
        request.ip,
      );
      if (audits.hits <= API_TOKEN_LIMITS.failureAudits.max) {
        await fork.transactional(async tx => {
          recordAudit(tx, {
            type: AuditEventType.ApiTokenRefused,
            actorId: userId,
            ...requestMeta(request),
            // Never the presented token: only what we know of it.
            details: { reason: message, tokenId, path },
          });
        });
      }
      return sendError(
        reply.header("www-authenticate", 'Bearer realm="api"'),
        401,
        message,
        "UNAUTHENTICATED",
      );
    };

    if (row.id === null) return refuse(INVALID, null, null);
    if (row.revoked) return refuse(REVOKED, row.id, row.user_id);
    if (row.expired) return refuse(EXPIRED, row.id, row.user_id);
    if (row.status !== "active") return refuse(INACTIVE, row.id, row.user_id);
    const refused = limited(reply, API_TOKEN_LIMITS.perToken, row.token_refused!, row.token_ahead);
    if (refused) return refused;
    request.apiTokenViewer = {
      id: row.user_id,
      username: row.username,
      ...capped({ isAdmin: row.is_admin, isSuperAdmin: row.is_super_admin }, row.role),
      apiTokenId: row.id,
      readOnly: row.role === ApiTokenRole.LEARNER,
    };
    // Without a session cookie no CSRF header is needed (the hook before Apollo in http/app.ts).
  };
}
