import type { EntityManager } from "@mikro-orm/postgresql";
import type { FastifyReply, FastifyRequest } from "fastify";
export { API_TOKEN_LIMITS } from "./api-token-limits.js";
import type { Viewer } from "../../graphql/roles.js";
import { sendError } from "../../rest/execute.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { recordAudit } from "../audit/audit.service.js";
import { requestMeta } from "../auth/session-cookies.js";
import { type RateLimitRule, hitRequest } from "../rate-limits/rate-limit.js";
import { API_TOKEN_LIMITS } from "./api-token-limits.js";
import type { ApiTokenRole } from "./api-token.entity.js";
import { TOKEN_PATTERN, capped, hashToken } from "./api-tokens.service.js";

/** The last-used time and address are written at most once a minute per token. */
const LAST_USED_SECONDS = 60;

export const INVALID = "Invalid API token";
export const REVOKED = "This API token has been revoked";
export const EXPIRED = "This API token has expired";
export const INACTIVE = "This API token's account is not active";

interface TokenRow {
  id: number;
  role: ApiTokenRole;
  expired: boolean;
  revoked: boolean;
  user_id: number;
  username: string;
  status: string;
  is_admin: boolean;
  is_super_admin: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The caller of a request made with a valid API token (set by `authenticateApiToken`). */
    apiTokenViewer?: Viewer;
  }
}

function rateHeaders(
  reply: FastifyReply,
  rule: RateLimitRule,
  hit: { hits: number; retryAfter: number },
) {
  reply.header("ratelimit-limit", String(rule.max));
  reply.header("ratelimit-remaining", String(Math.max(0, rule.max - hit.hits)));
  reply.header("ratelimit-reset", String(hit.retryAfter));
}

function tooMany(reply: FastifyReply, retryAfter: number) {
  return sendError(
    reply.header("retry-after", String(retryAfter)),
    429,
    "Too many requests with this API token. Please try again later.",
    "TOO_MANY_REQUESTS",
  );
}

/**
 * An onRequest hook for /graphql and /api: a request with `Authorization: Bearer gat_...` acts
 * as the token's owner capped at its role (`request.apiTokenViewer`), or is answered here: 401
 * for a malformed, unknown, revoked or expired token or an inactive owner (audited, at most a few
 * rows per address), 429 over the per-address or per-token limit.
 */
export function apiTokenHook(em: () => EntityManager) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization;
    if (header === undefined) return;
    const path = request.url.split("?")[0];
    if (path !== "/graphql" && !path.startsWith("/api/")) return;
    const fork = em();

    const address = await hitRequest(fork, API_TOKEN_LIMITS.perAddress, request.ip);
    if (address.hits > API_TOKEN_LIMITS.perAddress.max) {
      rateHeaders(reply, API_TOKEN_LIMITS.perAddress, address);
      return tooMany(reply, address.retryAfter);
    }

    const refuse = async (message: string, tokenId: number | null, userId: number | null) => {
      const audits = await hitRequest(fork, API_TOKEN_LIMITS.failureAudits, request.ip);
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

    const match = /^Bearer ([^\s]+)$/i.exec(header.trim());
    if (!match || !TOKEN_PATTERN.test(match[1])) return refuse(INVALID, null, null);
    const [row] = await fork.execute<TokenRow[]>(
      `select t.id, t.role, t.expires_at <= now() as expired, t.revoked_at is not null as revoked,
         u.id as user_id, u.username, u.status, u.is_admin, u.is_super_admin
       from api_tokens t join users u on u.id = t.user_id
       where t.token_hash = ?`,
      [hashToken(match[1])],
    );
    if (!row) return refuse(INVALID, null, null);
    if (row.revoked) return refuse(REVOKED, row.id, row.user_id);
    if (row.expired) return refuse(EXPIRED, row.id, row.user_id);
    if (row.status !== "active") return refuse(INACTIVE, row.id, row.user_id);

    const perToken = await hitRequest(fork, API_TOKEN_LIMITS.perToken, String(row.id));
    rateHeaders(reply, API_TOKEN_LIMITS.perToken, perToken);
    if (perToken.hits > API_TOKEN_LIMITS.perToken.max) return tooMany(reply, perToken.retryAfter);

    await fork.execute(
      `update api_tokens set last_used_at = now(), last_used_ip = ?
       where id = ? and (last_used_at is null or last_used_at <= now() - make_interval(secs => ?))`,
      [request.ip, row.id, LAST_USED_SECONDS],
    );
    request.apiTokenViewer = {
      id: row.user_id,
      username: row.username,
      ...capped({ isAdmin: row.is_admin, isSuperAdmin: row.is_super_admin }, row.role),
      apiTokenId: row.id,
    };
    // Without a session cookie no CSRF header is needed (the hook before Apollo in http/app.ts).
  };
}
