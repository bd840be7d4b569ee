import type { EntityManager } from "@mikro-orm/postgresql";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../../db/keyset.js";
import { type PageArgs } from "../../graphql/connection.js";
import { badInput } from "../../errors.js";
import { sentenceOf } from "../admin/activity.service.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import type { AuditLogConnection, AuditLogEntryObject, AuditLogFilter } from "./security.types.js";

const TYPES = new Set<string>(Object.values(AuditEventType));
const CURSOR = "audit";

interface Row {
  id: string;
  type: string;
  details: Record<string, unknown> | null;
  ip_address: string | null;
  created_at: Date;
  actor: string | null;
  subject: string | null;
}

const encode = (id: string) => Buffer.from(JSON.stringify([CURSOR, id])).toString("base64url");

function decode(cursor: string): string {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString());
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      parsed[0] === CURSOR &&
      typeof parsed[1] === "string" &&
      /^\d{1,18}$/.test(parsed[1])
    ) {
      return parsed[1];
    }
  } catch {
    // falls through to the refusal
  }
  throw badInput("Invalid cursor");
}

function size(value: number | null | undefined, name: string): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < 1 || value > MAX_PAGE_SIZE) {
    throw badInput(`${name} must be from 1 to ${MAX_PAGE_SIZE}`);
  }
  return value;
}

/**
 * The audit log as an admin list, newest first: keyset pages on `(created_at, id)` (the cursor
 * names the row, whose exact time the database compares), one statement per page with the
 * names joined, and the count only when asked for. The id is a bigint, which is why this list
 * does not go through `keysetPage`.
 */
export class AuditLogService {
  constructor(private readonly em: EntityManager) {}

  list(filter: AuditLogFilter | null | undefined, page: PageArgs): Promise<AuditLogConnection> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (filter?.type) {
      if (!TYPES.has(filter.type)) throw badInput("Unknown audit event type");
      conditions.push("e.type = ?");
      params.push(filter.type);
    }
    const actor = filter?.actorUsername?.trim();
    if (actor) {
      if ([...actor].length > 100) throw badInput("Username must be at most 100 characters");
      conditions.push("lower(actor.username) = lower(?)");
      params.push(actor);
    }
    for (const [bound, op] of [
      [filter?.from, ">="],
      [filter?.to, "<"],
    ] as const) {
      if (!bound) continue;
      if (Number.isNaN(bound.getTime())) throw badInput("Invalid date");
      conditions.push(`e.created_at ${op} ?`);
      params.push(bound);
    }
    return this.page(conditions, params, page);
  }

  private async page(conditions: string[], params: unknown[], page: PageArgs) {
    const first = size(page.first, "first");
    const last = size(page.last, "last");
    if (first !== null && last !== null) throw badInput("Give first or last, not both");
    if (page.after && page.before) throw badInput("Give after or before, not both");
    const backward = last !== null || (first === null && Boolean(page.before));
    const limit = (backward ? last : first) ?? DEFAULT_PAGE_SIZE;
    const cursor = backward ? page.before : page.after;

    const from = `from audit_events e
       left join users actor on actor.id = e.actor_id
       left join users subject on subject.id = e.subject_id`;
    const where = conditions.length ? `where ${conditions.join(" and ")}` : "";
    const count = async () => {
      const [row] = await this.em.execute<{ n: number }[]>(
        `select count(*)::int as n ${from} ${where}`,
        params,
      );
      return row.n;
    };
    const pageConditions = [...conditions];
    const pageParams = [...params];
    if (cursor) {
      // Newest first: forward walks to older rows, backward to newer ones.
      pageConditions.push(
        `(e.created_at, e.id) ${backward ? ">" : "<"} (select c.created_at, c.id from audit_events c where c.id = ?)`,
      );
      pageParams.push(decode(cursor));
    }
    const order = backward ? "asc" : "desc";
    const rows = await this.em.execute<Row[]>(
      `select e.id::text as id, e.type, e.details, e.ip_address, e.created_at,
         actor.username as actor, subject.username as subject
       ${from}
       ${pageConditions.length ? `where ${pageConditions.join(" and ")}` : ""}
       order by e.created_at ${order}, e.id ${order}
       limit ?`,
      [...pageParams, limit + 1],
    );
    const more = rows.length > limit;
    const nodes = rows.slice(0, limit);
    if (backward) nodes.reverse();
    const edges = nodes.map(row => ({ cursor: encode(row.id), node: toEntry(row) }));
    let counted: Promise<number> | null = null;
    return {
      edges,
      totalCount: {
        then: (ok, fail) => (counted ??= count()).then(ok, fail),
      } as PromiseLike<number>,
      pageInfo: {
        hasNextPage: backward ? Boolean(cursor) : more,
        hasPreviousPage: backward ? more : Boolean(cursor),
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
    };
  }
}

function toEntry(row: Row): AuditLogEntryObject {
  return {
    id: row.id,
    type: row.type,
    message: sentenceOf(row.type, {
      actor: row.actor ?? "The portal",
      subject: row.subject ?? "Someone",
      details: row.details ?? {},
      courseTitle: null,
    }),
    actorUsername: row.actor,
    subjectUsername: row.subject,
    ipAddress: row.ip_address,
    createdAt: new Date(row.created_at),
  };
}
