import { createHash, randomBytes } from "node:crypto";
import { oneLineProblem } from "@guardian/rules";
import { LockMode, type QueryResult } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { SortDirection, keysetPage, mapPage } from "../../db/keyset.js";
import { type PageArgs } from "../../graphql/connection.js";
import { AppError, badInput, notFound, refuseInvalidFields } from "../../errors.js";
import type { Viewer } from "../../graphql/roles.js";
import { storable } from "../../util/text.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditService } from "../audit/audit.service.js";
import type { RequestMeta } from "../../graphql/context.js";
import { User } from "../users/user.entity.js";
import { ApiToken, ApiTokenRole } from "./api-token.entity.js";
import {
  type ApiTokenConnection,
  type ApiTokenObject,
  ApiTokenStatus,
} from "./api-tokens.types.js";
import { type CreateApiTokenInput } from "./api-tokens.inputs.js";

export const TOKEN_PREFIX = "gat_";
/** `gat_` and 32 random bytes in base64url (43 characters). */
export const TOKEN_PATTERN = /^gat_[A-Za-z0-9_-]{43}$/;
export const DEFAULT_DAYS = 90;
export const MAX_DAYS = 365;
const MAX_NAME = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const RANK: Record<ApiTokenRole, number> = {
  [ApiTokenRole.LEARNER]: 0,
  [ApiTokenRole.ADMIN]: 1,
  [ApiTokenRole.SUPER_ADMIN]: 2,
};

/** The highest ceiling a user may give a token: their own role. */
export const roleOf = (user: { isAdmin: boolean; isSuperAdmin: boolean }): ApiTokenRole =>
  user.isSuperAdmin
    ? ApiTokenRole.SUPER_ADMIN
    : user.isAdmin
      ? ApiTokenRole.ADMIN
      : ApiTokenRole.LEARNER;

/** The user's flags capped at the token's ceiling. */
export function capped(
  user: { isAdmin: boolean; isSuperAdmin: boolean },
  ceiling: ApiTokenRole,
): { isAdmin: boolean; isSuperAdmin: boolean } {
  const rank = Math.min(RANK[roleOf(user)], RANK[ceiling]);
  return { isAdmin: rank >= 1, isSuperAdmin: rank >= 2 };
}

export function statusOfToken(token: Pick<ApiToken, "revokedAt" | "expiresAt">): ApiTokenStatus {
  if (token.revokedAt) return ApiTokenStatus.REVOKED;
  if (token.expiresAt <= new Date()) return ApiTokenStatus.EXPIRED;
  return ApiTokenStatus.ACTIVE;
}

export function toApiToken(row: ApiToken): ApiTokenObject {
  const owner = row.user.getEntity();
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    role: row.role,
    status: statusOfToken(row),
    ownerId: owner.id,
    ownerUsername: owner.username,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt ?? null,
    lastUsedAt: row.lastUsedAt ?? null,
    lastUsedIp: row.lastUsedIp ?? null,
  };
}

/**
 * Creating, listing and revoking personal API tokens; every change audited in its transaction.
 * `revokeUserTokens` and `countActiveTokens` work in the caller's transaction (its `em`).
 */
export class ApiTokenService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Ends every working token of a user, in the caller's transaction: an administrator's password
   * reset, a force logout and a suspension end the tokens with the sessions (a password the user
   * changes themselves keeps them). Answers how many still worked; the caller's audit row says so.
   */
  async revokeUserTokens(userId: number): Promise<number> {
    const result = await this.em.execute<QueryResult>(
      `update api_tokens set revoked_at = now()
        where user_id = ? and revoked_at is null and expires_at > now()`,
      [userId],
      "run",
    );
    return result.affectedRows;
  }

  /** How many of a user's tokens still work (neither revoked nor expired). */
  async countActiveTokens(userId: number): Promise<number> {
    const [{ count }] = await this.em.execute<{ count: number }[]>(
      `select count(*)::int as count from api_tokens
        where user_id = ? and revoked_at is null and expires_at > now()`,
      [userId],
    );
    return count;
  }

  async create(
    input: CreateApiTokenInput,
    viewer: Viewer,
    meta: RequestMeta,
  ): Promise<{ token: string; row: ApiToken }> {
    if (viewer.apiTokenId !== undefined) {
      throw new AppError("FORBIDDEN", "An API token cannot create API tokens: sign in to do that.");
    }
    const name = input.name.trim();
    refuseInvalidFields({
      name: !name
        ? "Name is required"
        : [...name].length > MAX_NAME
          ? `Name must be at most ${MAX_NAME} characters`
          : oneLineProblem("Name", name),
    });
    const days = input.expiresInDays ?? DEFAULT_DAYS;
    if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS) {
      throw badInput(`Expiry must be from 1 to ${MAX_DAYS} days`);
    }
    if (RANK[input.role] > RANK[roleOf(viewer)]) {
      throw new AppError("FORBIDDEN", "A token's role cannot be above your own.");
    }
    const token = TOKEN_PREFIX + randomBytes(32).toString("base64url");
    const row = await this.em.transactional(async tx => {
      const created = tx.create(ApiToken, {
        user: tx.getReference(User, viewer.id),
        name,
        tokenHash: hashToken(token),
        prefix: token.slice(0, TOKEN_PREFIX.length + 4),
        role: input.role,
        expiresAt: new Date(Date.now() + days * DAY_MS),
      });
      await tx.flush();
      new AuditService(tx).record({
        type: AuditEventType.ApiTokenCreated,
        actorId: viewer.id,
        ...meta,
        details: { tokenId: created.id, name: storable(name, 100), role: input.role, days },
      });
      return created;
    });
    await this.em.populate(row, ["user"]);
    return { token, row };
  }

  /** Super administrators see every token; administrators their own. Newest first. */
  async list(viewer: Viewer, page: PageArgs): Promise<ApiTokenConnection> {
    const result = await keysetPage(this.em, ApiToken, {
      where: viewer.isSuperAdmin ? {} : { user: viewer.id },
      sort: {
        name: "CREATED_AT",
        keys: [{ property: "createdAt", type: "date" }],
        direction: SortDirection.DESC,
      },
      page,
      populate: ["user"],
    });
    return mapPage(result, toApiToken);
  }

  /** Revokes a token at once (its next use is a 401); revoking it again changes nothing. */
  async revoke(id: number, viewer: Viewer, meta: RequestMeta): Promise<ApiToken> {
    const row = await this.em.transactional(async tx => {
      const token = await tx.findOne(ApiToken, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      // Another administrator's token is as unknown as a missing one.
      if (!token || (!viewer.isSuperAdmin && token.user.id !== viewer.id)) {
        throw notFound("API token not found");
      }
      if (token.revokedAt) return token;
      token.revokedAt = new Date();
      new AuditService(tx).record({
        type: AuditEventType.ApiTokenRevoked,
        actorId: viewer.id,
        subjectId: token.user.id === viewer.id ? null : token.user.id,
        ...meta,
        details: { tokenId: token.id, name: token.name },
      });
      return token;
    });
    await this.em.populate(row, ["user"]);
    return row;
  }
}
