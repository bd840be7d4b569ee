import type { EntityName, FilterQuery } from "@mikro-orm/core";
import { type EntityManager, raw } from "@mikro-orm/postgresql";
import { badInput } from "../errors.js";
import { isStorableText } from "../util/text.js";

/**
 * Keyset reads. Every admin list is one shape: a connection (`edges`, `pageInfo`, `totalCount`;
 * the GraphQL types are graphql/connection.ts's) paged by keyset on a stable sort key plus `id`,
 * so a deep page costs what the first one does and rows added meanwhile cause no gaps or repeats.
 * One statement for the page, one per populated relation, and one for the count when the caller
 * asks for `totalCount`. The CSV exports read their rows in keyset batches; a list's search text
 * is capped and escaped for ILIKE here too.
 */

/** The order of a sorted list (the GraphQL enum `SortDirection`). */
export enum SortDirection {
  ASC = "ASC",
  DESC = "DESC",
}

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

/** Where a page sits (the GraphQL `PageInfo`). */
export interface PageInfoShape {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

/** Which page a caller asks for (the GraphQL `PageArgs`). */
export interface PageRequest {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface Edge<Node> {
  cursor: string;
  node: Node;
}

export interface Page<Node> {
  edges: Edge<Node>[];
  pageInfo: PageInfoShape;
  /** Counted only when awaited: GraphQL awaits it only when a caller asks for `totalCount`. */
  totalCount: PromiseLike<number>;
}

/** The same page with each node turned into what the API answers (an entity into its object). */
export function mapPage<From, To>(page: Page<From>, map: (node: From) => To): Page<To> {
  return { ...page, edges: page.edges.map(({ cursor, node }) => ({ cursor, node: map(node) })) };
}

/** A promise of `run()` that does not run until something awaits it. */
export function lazy<T>(run: () => Promise<T>): PromiseLike<T> {
  let started: Promise<T> | null = null;
  return {
    then: (onFulfilled, onRejected) => (started ??= run()).then(onFulfilled, onRejected),
  };
}

/** A sort column: it must be NOT NULL (a NULL has no place in a keyset). Dates are compared at
 * the millisecond, which is what the ORM writes. */
export interface SortKey {
  property: string;
  type: "string" | "number" | "date";
}

export interface SortSpec {
  /** Names the sort in the cursor, so a cursor of another sort is refused, not misread. */
  name: string;
  keys: SortKey[];
  direction: SortDirection;
}

type Value = string | number | Date;

const encode = (name: string, values: Value[]) =>
  Buffer.from(
    JSON.stringify([name, ...values.map(v => (v instanceof Date ? v.toISOString() : v))]),
  ).toString("base64url");

function decode(cursor: string, sort: SortSpec): Value[] {
  const types = [...sort.keys.map(key => key.type), "number" as const];
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString());
  } catch {
    throw badInput("Invalid cursor");
  }
  if (!Array.isArray(parsed) || parsed.length !== types.length + 1 || parsed[0] !== sort.name) {
    throw badInput("Invalid cursor");
  }
  return types.map((type, i) => {
    const value = cursorValue(type, parsed[i + 1]);
    if (value === null) throw badInput("Invalid cursor");
    return value;
  });
}

/** What `toISOString` writes for the years 1-9999, well inside PostgreSQL's timestamps. */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * A cursor's value if it is one a row of that key type can have, else null: a safe integer, text
 * a column can store (no NUL, other controls or lone surrogates), or a date as `encode` writes it
 * (a forged year such as -200000 or +275760 would reach PostgreSQL and fail there).
 */
function cursorValue(type: SortKey["type"], raw: unknown): Value | null {
  if (type === "number") return Number.isSafeInteger(raw) ? (raw as number) : null;
  if (typeof raw !== "string") return null;
  if (type === "string") return isStorableText(raw) ? raw : null;
  if (!ISO_TIMESTAMP.test(raw)) return null;
  const date = new Date(raw);
  return !Number.isNaN(date.getTime()) && date.toISOString() === raw && date.getUTCFullYear() >= 1
    ? date
    : null;
}

function pageSize(value: number | null | undefined, name: string): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < 1 || value > MAX_PAGE_SIZE) {
    throw badInput(`${name} must be from 1 to ${MAX_PAGE_SIZE}`);
  }
  return value;
}

/**
 * Rows strictly beyond `values` in the walking order: `(k1, ..., id) > (v1, ..., vn)` as one row
 * comparison, which PostgreSQL answers with a range scan of a (k1, ..., id) index.
 */
function beyond(columns: string[], values: Value[], ascending: boolean) {
  const tuple = (alias: string) => columns.map(column => `${alias}."${column}"`).join(", ");
  const marks = columns.map(() => "?").join(", ");
  const comparison = raw(
    (alias: string) => `(${tuple(alias)}) ${ascending ? ">" : "<"} (${marks})`,
    values,
  );
  return { [comparison]: [] };
}

/** A list's sort choices: each field's keys, the sort when none is chosen, and its cursor name. */
export interface SortTable<Field extends string> {
  keys: ReadonlyMap<Field, SortKey[]>;
  byDefault: { field: Field; direction: SortDirection };
  /** Names the chosen sort in cursors (see `SortSpec.name`). */
  name: (field: Field, direction: SortDirection) => string;
}

/** How a list is sorted: its one fixed sort, or a caller's choice (or none) from its table. */
export type ListSort<Field extends string> =
  | SortSpec
  | {
      table: SortTable<Field>;
      chosen: { field: Field; direction: SortDirection } | null | undefined;
    };

function sortSpec<Field extends string>(sort: ListSort<Field>): SortSpec {
  if (!("table" in sort)) return sort;
  const { field, direction } = sort.chosen ?? sort.table.byDefault;
  return { name: sort.table.name(field, direction), keys: sort.table.keys.get(field)!, direction };
}

interface KeysetOptions<T, Field extends string> {
  /** Conditions all met (a list of them), or one filter. */
  where: FilterQuery<T> | FilterQuery<T>[];
  sort: ListSort<Field>;
  page: PageRequest;
  /** Relations loaded for the page: one more statement each, by primary key. */
  populate?: string[];
  /** How totalCount is counted when asked for, if not by counting the rows `where` selects. */
  count?: () => Promise<number>;
  /**
   * The caller wants totalCount (see `asksFor`): count alongside the page, on a connection of
   * its own, so the answer waits for the slower of the two rather than for both in turn.
   */
  countNow?: boolean;
}

/**
 * One page of `entity` matching `where`, in the list's fixed sort or the caller's choice from its
 * table, with `id` as the last key. Forward with `first`/`after`, backward with `last`/`before`.
 */
export async function keysetPage<T extends { id: number }, Field extends string = never>(
  em: EntityManager,
  entity: EntityName<T>,
  options: KeysetOptions<T, Field>,
): Promise<Page<T>> {
  const { page, populate = [] } = options;
  const where = Array.isArray(options.where)
    ? ((options.where.length ? { $and: options.where } : {}) as FilterQuery<T>)
    : options.where;
  const { count = () => em.count(entity, where) } = options;
  const sort = sortSpec(options.sort);
  const first = pageSize(page.first, "first");
  const last = pageSize(page.last, "last");
  if (first !== null && last !== null) throw badInput("Give first or last, not both");
  if (page.after && page.before) throw badInput("Give after or before, not both");
  const backward = last !== null || (first === null && Boolean(page.before));
  const size = (backward ? last : first) ?? DEFAULT_PAGE_SIZE;
  const cursor = backward ? page.before : page.after;

  const properties = [...sort.keys.map(key => key.property), "id"];
  // Reading backward walks the order reversed, then turns the page around.
  const ascending = (sort.direction === SortDirection.ASC) !== backward;
  const direction = ascending ? "asc" : "desc";
  const conditions: object[] = [where];
  if (cursor) {
    const meta = em.getMetadata().get(entity);
    const fields = meta.properties as Record<string, { fieldNames: string[] }>;
    const columns = properties.map(p => fields[p]!.fieldNames[0]!);
    conditions.push(beyond(columns, decode(cursor, sort), ascending));
  }

  const totalCount = lazy(count);
  // Started now; a failed page must not leave its rejection unhandled.
  if (options.countNow) Promise.resolve(totalCount).catch(() => {});
  const rows = await em.find(
    entity,
    { $and: conditions } as FilterQuery<T>,
    {
      orderBy: Object.fromEntries(properties.map(p => [p, direction])),
      limit: size + 1,
      populate,
      strategy: "select-in",
    } as object,
  );
  const more = rows.length > size;
  const nodes = rows.slice(0, size);
  if (backward) nodes.reverse();
  const edges = nodes.map(node => {
    const record = node as unknown as Record<string, Value>;
    return {
      cursor: encode(
        sort.name,
        properties.map(p => record[p]),
      ),
      node,
    };
  });
  return {
    edges,
    totalCount,
    pageInfo: {
      hasNextPage: backward ? Boolean(cursor) : more,
      hasPreviousPage: backward ? more : Boolean(cursor),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** The longest search text an admin list takes, in characters. */
export const MAX_SEARCH = 200;

/**
 * A list's search text, trimmed, or null when there is none. Longer than MAX_SEARCH characters
 * is refused; with `plainText`, so is text a column could not store (controls, lone surrogates).
 */
export function searchTerm(
  search: string | null | undefined,
  { plainText = false }: { plainText?: boolean } = {},
): string | null {
  const trimmed = search?.trim();
  if (!trimmed) return null;
  if ([...trimmed].length > MAX_SEARCH || (plainText && !isStorableText(trimmed))) {
    throw badInput(
      `Search must be at most ${MAX_SEARCH} characters${plainText ? " of plain text" : ""}`,
    );
  }
  return trimmed;
}

/** `text` for LIKE/ILIKE with LIKE's own characters (\\ % _) matched as themselves. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, "\\$&");

/** An ILIKE pattern of the rows that contain `text`. */
export const containing = (text: string) => `%${likeEscaped(text)}%`;

/**
 * Every row of `entity` matching `where`, ordered by `key` then `id`, read `size` rows at a time
 * as a range scan of the (key, id) index (keyset, not offset): the CSV exports. The entity manager
 * is cleared after each batch, so an export holds one batch at a time.
 */
export async function* keysetBatches<T extends { id: number }>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  options: {
    /** The sort key: its property and its column (NOT NULL). */
    key: { property: string; column: string };
    direction: "asc" | "desc";
    /** Relations loaded for each batch: one more statement each. */
    populate?: string[];
    size?: number;
  },
): AsyncGenerator<T> {
  const { key, direction, populate, size = 1000 } = options;
  const comparison = direction === "asc" ? ">" : "<";
  let last: T | null = null;
  for (;;) {
    // After the last row sent.
    const after = last
      ? {
          [raw(
            a => `(${a}.${key.column}, ${a}.id) ${comparison} (?, ?)`,
            [(last as Record<string, unknown>)[key.property], last.id],
          )]: [],
        }
      : {};
    const batch: T[] = await em.find(
      entity,
      { $and: [where, after] } as FilterQuery<T>,
      {
        orderBy: { [key.property]: direction, id: direction },
        limit: size,
        ...(populate && { populate, strategy: "select-in" }),
      } as object,
    );
    yield* batch;
    if (batch.length < size) return;
    last = batch.at(-1)!;
    em.clear();
  }
}
