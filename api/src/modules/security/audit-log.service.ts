import type { EntityManager } from "@mikro-orm/postgresql";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../../db/keyset.js";
import { type PageArgs } from "../../graphql/connection.js";
import { badInput } from "../../errors.js";
import { isStorableText } from "../../util/text.js";
import { TOLD_COLUMNS, TOLD_FROM, type ToldRow, toldOf } from "../admin/activity.service.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import type { AuditLogConnection, AuditLogEntryObject } from "./security.types.js";
import type { AuditLogFilter } from "./security.inputs.js";

const TYPES = new Set<string>(Object.values(AuditEventType));
const CURSOR = "audit";
/** Rows a CSV export reads at a time. */
const BATCH = 1000;

/** A filter's SQL conditions (on `e` and its `actor`) and their parameters. */
interface Where {
  conditions: string[];
  params: unknown[];
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
 * names and the records the events concern joined, and the count only when asked for; and all
 * of it in keyset batches for the CSV export. The id is a bigint and the time has microseconds,
 * which is why this list goes through neither `keysetPage` nor `keysetBatches`.
 */
export class AuditLogService {
  constructor(private readonly em: EntityManager) {}

  list(filter: AuditLogFilter | null | undefined, page: PageArgs): Promise<AuditLogConnection> {
    return this.page(whereOf(filter), page);
  }

  /**
   * Every event the filter selects, newest first, read `batch` rows at a time by keyset on
   * `(created_at, id)` (the CSV export): one batch in memory at a time, however long the log.
   * The filter is checked before the first row is read.
   */
  all(
    filter: AuditLogFilter | null | undefined,
    batch = BATCH,
  ): AsyncGenerator<AuditLogEntryObject> {
    return this.batches(whereOf(filter), batch);
  }

  private async *batches(where: Where, size: number): AsyncGenerator<AuditLogEntryObject> {
    let after: string | null = null;
    for (;;) {
      const rows = await this.rows(where, { cursor: after, backward: false, limit: size });
      yield* rows.map(toldOf);
      if (rows.length < size) return;
      after = rows.at(-1)!.id;
    }
  }

  /**
   * Up to `limit` rows beyond the cursor's row in the walking order: newest first forward,
   * oldest first backward. The cursor names the row, whose exact time the database compares.
   */
  private rows(
    { conditions, params }: Where,
    { cursor, backward, limit }: { cursor: string | null; backward: boolean; limit: number },
  ): Promise<ToldRow[]> {
    const pageConditions = [...conditions];
    const pageParams = [...params];
    if (cursor) {
      // Newest first: forward walks to older rows, backward to newer ones.
      pageConditions.push(
        `(e.created_at, e.id) ${backward ? ">" : "<"} (select c.created_at, c.id from audit_events c where c.id = ?)`,
      );
      pageParams.push(cursor);
    }
    const order = backward ? "asc" : "desc";
    return this.em.execute<ToldRow[]>(
      `select ${TOLD_COLUMNS} ${TOLD_FROM}
       ${pageConditions.length ? `where ${pageConditions.join(" and ")}` : ""}
       order by e.created_at ${order}, e.id ${order}
       limit ?`,
      [...pageParams, limit],
    );
  }

  private async page(where: Where, page: PageArgs) {
    const first = size(page.first, "first");
    const last = size(page.last, "last");
    if (first !== null && last !== null) throw badInput("Give first or last, not both");
    if (page.after && page.before) throw badInput("Give after or before, not both");
    const backward = last !== null || (first === null && Boolean(page.before));
    const limit = (backward ? last : first) ?? DEFAULT_PAGE_SIZE;
    const cursor = backward ? page.before : page.after;

    const count = async () => {
      const { conditions, params } = where;
      const [row] = await this.em.execute<{ n: number }[]>(
        `select count(*)::int as n from audit_events e
         left join users actor on actor.id = e.actor_id
         ${conditions.length ? `where ${conditions.join(" and ")}` : ""}`,
        params,
      );
      return row.n;
    };
    const rows = await this.rows(where, {
      cursor: cursor ? decode(cursor) : null,
      backward,
      limit: limit + 1,
    });
    const more = rows.length > limit;
    const nodes = rows.slice(0, limit);
    if (backward) nodes.reverse();
    const edges = nodes.map(row => ({ cursor: encode(row.id), node: toldOf(row) }));
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

/** The SQL of a filter: type, actor (exact, any case) and time range; each value checked. */
function whereOf(filter: AuditLogFilter | null | undefined): Where {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter?.type) {
    if (!TYPES.has(filter.type)) throw badInput("Unknown audit event type");
    conditions.push("e.type = ?");
    params.push(filter.type);
  }
  const actor = filter?.actorUsername?.trim();
  if (actor) {
    if ([...actor].length > 100 || !isStorableText(actor)) {
      throw badInput("Username must be at most 100 characters of plain text");
    }
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
  return { conditions, params };
}
