import { badInput, invalidFields } from "../errors.js";

export type HttpMethod = "GET" | "POST" | "PATCH" | "DELETE";

export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body: Record<string, unknown>;
  /** The request's headers, by lower-case name (a row reads `Idempotency-Key` this way). */
  headers: Record<string, string | undefined>;
}

import type { Role } from "../graphql/roles.js";

/** A JSON Schema (OpenAPI 3.1) object. */
export type JsonSchema = Record<string, unknown>;

export interface RestRoute {
  method: HttpMethod;
  /** The documented path, in Fastify's syntax (`:id`). */
  path: string;
  /** The named operation (in its module's `<domain>.rest.graphql`) that serves it. */
  operation: string;
  variables?: (req: RestRequest) => Record<string, unknown>;
  /** The documented answer: usually the operation's single root field. */
  response: (data: Record<string, unknown>) => unknown;
  status?: number;
  /**
   * The role the path itself needs beyond its operation's (an admin path answering with a public
   * query): asked before anything else, as the operation's roles are.
   */
  requires?: Role;
  /**
   * What an administrator's call runs instead (an admin's fuller answer on a public path): the
   * reference query is ignored there, the answer documented as either shape.
   */
  forAdmins?: Pick<RestRoute, "operation" | "variables" | "response">;
  /**
   * For the OpenAPI document, where a request field (path, query or body) is not named like the
   * operation variable or input field it fills: that name, or the field's schema.
   */
  openapi?: Record<string, string | JsonSchema>;
  /**
   * Body fields the spec documents that the row accepts and ignores (a client's amount where the
   * server sets the price), with their schema for the OpenAPI document. Every other body field
   * the row does not read is refused (`bodyFields`).
   */
  ignores?: Record<string, JsonSchema>;
  /**
   * Where the body names an input field otherwise (the dollar `price` filling `priceCents`): a
   * refusal's `fields` name the body's field.
   */
  bodyNames?: Record<string, string>;
  /**
   * Readable from any site's pages (CORS `Access-Control-Allow-Origin: *`, GET, no credentials):
   * the public certificate check an employer's site makes (http/any-origin.ts).
   */
  anyOrigin?: true;
}

/** A plain route (a download, a webhook): its path and the media type it answers. */
export interface HttpRoute extends Pick<RestRoute, "method" | "path"> {
  answers:
    | "application/pdf"
    | "text/csv"
    | "application/json"
    | "text/plain"
    | "application/xml"
    | "image/png"
    | "text/html";
  /**
   * The query parameters it reads, each with what it means: the OpenAPI document lists them and
   * the hostile-input suite sends each.
   */
  query?: Record<string, string>;
  /**
   * The fields of the form it takes (application/x-www-form-urlencoded), each with what it means:
   * the OpenAPI document lists them and the hostile-input suite sends each.
   */
  form?: Record<string, string>;
  /**
   * The protocol whose own specification and discovery document describe it (the OpenID Connect
   * provider's endpoints, their errors in the protocol's shape): left out of the OpenAPI
   * document; the hostile-input suite still sends it everything.
   */
  protocol?: "OpenID Connect";
}

type Source = keyof RestRequest;

/**
 * Which params, query and body fields the row's variables function reads, given these values
 * (none: every field it reads whatever the request holds).
 */
export function requestFields(
  route: RestRoute,
  given: Partial<Record<Source, Record<string, unknown>>> = {},
) {
  const read = {
    params: new Set<string>(),
    query: new Set<string>(),
    body: new Set<string>(),
    headers: new Set<string>(),
  };
  const proxy = (source: Source) =>
    new Proxy(given[source] ?? {}, {
      get(target: Record<string, unknown>, key) {
        if (typeof key !== "string") return undefined;
        read[source].add(key);
        // A path parameter always has a value; "1" gets past the id checks to the reads after.
        return key in target ? target[key] : source === "params" ? "1" : undefined;
      },
    });
  let variables: unknown;
  try {
    const req = {
      params: proxy("params"),
      query: proxy("query"),
      body: proxy("body"),
      headers: proxy("headers"),
    };
    variables = route.variables?.(req as RestRequest);
  } catch {
    // Refused (nothing given): what it read before refusing is what it reads.
  }
  return { read, variables };
}

/** The body fields a row takes: those its variables read, and those it documents and ignores. */
export function bodyFields(route: RestRoute): Set<string> {
  return new Set([...requestFields(route).read.body, ...Object.keys(route.ignores ?? {})]);
}

/**
 * The paths name enum values as the spec does (`royalty-free`, `paid`, or an alias); GraphQL takes
 * the enum's member names. Maps, so a caller's "constructor" or "__proto__" names nothing.
 */
export function enumNames<T extends Record<string, string>>(
  values: T,
  aliases: [string, T[keyof T]][] = [],
) {
  const byValue = new Map<unknown, string>(Object.entries(values).map(([k, v]) => [v, k]));
  for (const [alias, value] of aliases) byValue.set(alias, byValue.get(value)!);
  return {
    /** The GraphQL name of a value, or undefined. */
    nameOf: (value: unknown) => byValue.get(value),
    /** The GraphQL name of a value; anything else passes on, for GraphQL to refuse (400). */
    toName: (value: unknown) => byValue.get(value) ?? value,
  };
}

/** A path parameter that must be a positive whole number (ids). */
export function intParam(req: RestRequest, name: string): number {
  const raw = req.params[name] ?? "";
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
    throw badInput(`Invalid ${name} "${raw}": expected a positive whole number`);
  }
  return Number(raw);
}

/** The page size of a REST list when `first` is not given. */
export const REST_PAGE_SIZE = 100;

/**
 * A REST list's page: `?first=` (1-100; REST_PAGE_SIZE by default) and `?after=`, the cursor the
 * previous page's `Link: <...>; rel="next"` carries (rest/execute.ts). Anything but digits in
 * `first` passes on for GraphQL to refuse ("first must be a whole number").
 */
export function pageQuery({ query }: Pick<RestRequest, "query">) {
  const { first } = query;
  return {
    first: first === undefined ? REST_PAGE_SIZE : /^\d{1,9}$/.test(first) ? Number(first) : first,
    after: query.after ?? null,
  };
}

const inWords = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : names.join("");

/**
 * A REST list's `?sort=title`, `?sort=-price`: a name of `fields` (REST name -> the GraphQL sort
 * field), with `-` for descending, as the GraphQL sort input; another name is refused, naming
 * the ones taken.
 */
export function sortQuery(raw: string | undefined, fields: Map<string, string>) {
  if (!raw) return undefined;
  const descending = raw.startsWith("-");
  const field = fields.get(descending ? raw.slice(1) : raw);
  if (!field) {
    const names = inWords([...fields.keys()]);
    throw invalidFields({ sort: `sort must be ${names}, with - for descending` });
  }
  return { field, direction: descending ? "DESC" : "ASC" };
}

/** The OpenAPI schema of such a `sort`: every name it takes, each also with `-`. */
export const sortSchema = (fields: Map<string, string>): JsonSchema => ({
  type: "string",
  enum: [...fields.keys()].flatMap(name => [name, `-${name}`]),
  description: "The order: a field, with - for descending.",
});

const keyedAnswers = new WeakSet<object>();

/**
 * A list answered as an object keyed by each item's key (the spec's "keyed by system key"); the
 * OpenAPI document describes it as a map of the items' schema.
 */
export function keyedBy<T>(items: T[], keyOf: (item: T) => string): Record<string, T> {
  const keyed = Object.fromEntries(items.map(item => [keyOf(item), item]));
  keyedAnswers.add(keyed);
  return keyed;
}

export const isKeyed = (value: object) => keyedAnswers.has(value);

export const field = (name: string) => (data: Record<string, unknown>) => data[name];

/** The JSON body's fields by name (missing ones stay undefined, so GraphQL reports them). */
export const pick =
  (...names: string[]) =>
  (req: RestRequest) =>
    Object.fromEntries(names.map(name => [name, req.body[name]]));
export const asInput =
  (...names: string[]) =>
  (req: RestRequest) => ({ input: pick(...names)(req) });
