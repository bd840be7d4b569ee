import type { ApolloServer } from "@apollo/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  visit,
} from "graphql";
import { readFileSync } from "node:fs";
import type { Context } from "../graphql/context.js";
import { requireRoles, rootFieldsOf } from "../graphql/auth.js";
import { Role, viewerHasRole } from "../graphql/roles.js";
import { AppError, invalidFields } from "../errors.js";
import { statusOf } from "../graphql/errors.js";
import { maskSecrets } from "../util/logger.js";
import { storable } from "../util/text.js";
import { bodyTypeCheck } from "./body-schema.js";
import { enumSpeller } from "./json-schema.js";
import { type RestRequest, type RestRoute, bodyFields } from "./route.js";

/** The fragments an operation spreads, directly or through other fragments. */
function usedFragments(
  node: DefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
  found = new Map<string, FragmentDefinitionNode>(),
): FragmentDefinitionNode[] {
  visit(node, {
    FragmentSpread({ name }) {
      const fragment = fragments.get(name.value);
      if (!fragment || found.has(name.value)) return;
      found.set(name.value, fragment);
      usedFragments(fragment, fragments, found);
    },
  });
  return [...found.values()];
}

/**
 * Every named operation of the given documents, each with the fragments it uses (from any of
 * them: the modules share fragments such as the signed-in user's fields).
 */
export function loadOperations(files: URL[]): Map<string, DocumentNode> {
  const documents = files.map(file => ({ file, doc: parse(readFileSync(file, "utf8")) }));
  const fragments = new Map(
    documents
      .flatMap(({ doc }) => doc.definitions)
      .filter(def => def.kind === Kind.FRAGMENT_DEFINITION)
      .map(def => [def.name.value, def] as const),
  );
  const operations = new Map<string, DocumentNode>();
  for (const { file, doc } of documents) {
    for (const def of doc.definitions) {
      if (def.kind !== Kind.OPERATION_DEFINITION) continue;
      const where = file.pathname.split("/").pop();
      if (!def.name) throw new Error(`${where}: every REST operation needs a name`);
      if (operations.has(def.name.value))
        throw new Error(`${where}: operation ${def.name.value} is defined twice`);
      operations.set(def.name.value, {
        kind: Kind.DOCUMENT,
        definitions: [def, ...usedFragments(def, fragments)],
      });
    }
  }
  return operations;
}

/**
 * The REST error body: `{ message, code, requestId }`, the id of the request's log lines. A
 * token or card-like number the message echoes from the input is masked, as in the log. On
 * /graphql (a refused token, a rate limit, before GraphQL runs) it is a GraphQL answer with the
 * same status, `{ errors: [{ message, extensions: { code, requestId } }] }`, so GraphQL clients
 * show the reason rather than the status.
 */
type FieldMessages = Record<string, string>;

export function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  code: string,
  /** Each invalid field's message, by field name (`invalidFields`). */
  fields?: FieldMessages,
) {
  const { request } = reply;
  const masked = maskSecrets(message);
  const more = fields && { fields };
  const body =
    request.url.split("?")[0] === "/graphql"
      ? { errors: [{ message: masked, extensions: { code, requestId: request.id, ...more } }] }
      : { message: masked, code, requestId: request.id, ...more };
  return reply.status(status).type("application/json").send(body);
}

/** The map with its keys renamed where `names` names them otherwise. */
const renameKeys = <T>(map: Record<string, T>, names: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(map).map(([key, value]) => [names[key] ?? key, value]));

/** A service's refusal as its answer: its code's status, Retry-After, each invalid field. */
export function sendRefusal(reply: FastifyReply, error: AppError) {
  const { retryAfter, fields } = error.details as { retryAfter?: unknown; fields?: FieldMessages };
  if (typeof retryAfter === "number") reply.header("retry-after", String(retryAfter));
  return sendError(reply, statusOf(error.code), error.message, error.code, fields);
}

/**
 * The query string's parameters. Each names one value: one given twice (an array) is refused, so
 * that no row reads an array where it takes a string.
 */
function onceEach(query: unknown): Record<string, string | undefined> {
  const entries = Object.entries((query ?? {}) as Record<string, unknown>);
  const repeated = entries.find(([, value]) => typeof value !== "string");
  if (repeated) throw invalidFields({ [repeated[0]]: `${repeated[0]} must be given once` });
  return Object.fromEntries(entries) as Record<string, string>;
}

/** Writes with a body must be JSON: a cross-site form or text/plain post is refused (CSRF). */
function hasForeignBody(request: FastifyRequest): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  const type = request.headers["content-type"];
  return type !== undefined && !/^application\/json\b/i.test(type);
}

/**
 * The body fields the row neither reads nor documents, in the refusal's words ("Unknown field:
 * amount"), or undefined. `read` adds what the row read of this very body (a field read only
 * for some values). A body that is not an object is refused whole.
 */
function unknownFields(body: unknown, known: Set<string>, read: Set<string>): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body !== "object" || Array.isArray(body)) return "The body must be a JSON object";
  const unknown = Object.keys(body).filter(name => !known.has(name) && !read.has(name));
  if (!unknown.length) return undefined;
  const names = unknown.slice(0, 5).map(name => storable(name, 64));
  return `Unknown field${unknown.length > 1 ? "s" : ""}: ${names.join(", ")}${unknown.length > 5 ? ", ..." : ""}`;
}

/** The body as the row sees it, noting each field the row reads. */
function watched(body: Record<string, unknown>, read: Set<string>): Record<string, unknown> {
  return new Proxy(body, {
    get(target, key, receiver) {
      if (typeof key === "string") read.add(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

/** What a scalar's coercion refusal says of a body field, in REST's words. */
const MUST_BE: [RegExp, string][] = [
  [/^Int cannot represent/, "must be a whole number"],
  [/^Float cannot represent/, "must be a number"],
  [/^String cannot represent/, "must be text"],
  [/^Boolean cannot represent/, "must be true or false"],
  [/^Value .* does not exist in /, "is not one of the values it takes"],
  [/^Expected type .* to be an object/, "must be an object"],
];

/**
 * GraphQL's refusal of a variable (`Variable "$input" got invalid value {…}; Field "newPassword"
 * of required type "String!" was not provided.`) in REST's terms, naming the body field
 * (`newPassword is required`): it never quotes the value sent (a password, say) nor GraphQL's
 * variable text. Any other message is answered as it is.
 */
export function restMessage(message: string): string {
  if (!message.startsWith('Variable "$')) return message;
  const missing =
    /Field "(\w+)" of required type "[^"]+" was not provided/.exec(message) ??
    /^Variable "\$(\w+)" of (?:required|non-null) type "[^"]+" (?:was not provided|must not be null)/.exec(
      message,
    );
  if (missing) return `${missing[1]} is required`;
  const invalid = /got invalid value .*? at "([\w.[\]]+)"; (.*)$/s.exec(message);
  if (invalid) {
    const field = invalid[1]
      .split(".")
      .pop()!
      .replace(/\[\d+\]$/, "");
    const must = MUST_BE.find(([pattern]) => pattern.test(invalid[2]))?.[1] ?? "is invalid";
    return `${field} ${must}`;
  }
  const notNull = /Expected non-nullable type "[^"]+" not to be null/.test(message);
  const variable = /^Variable "\$(\w+)"/.exec(message)![1];
  if (notNull) return `${variable} is required`;
  // A top-level variable of a scalar type (`?first=many`): its coercion names no field.
  const reason = /^Variable "\$\w+" got invalid value .*?; (.*)$/s.exec(message)?.[1];
  const must = reason && MUST_BE.find(([pattern]) => pattern.test(reason))?.[1];
  return must ? `${variable} ${must}` : `The request's ${variable} is invalid`;
}

interface Page {
  totalCount?: number;
  pageInfo?: { hasNextPage: boolean; endCursor: string | null };
}

/**
 * A list's page headers, as the common REST APIs send them: `X-Total-Count` (every row the filter
 * matches) and, while there is more, `Link: <this URL with after=...>; rel="next"`, on the portal's
 * public address (`PUBLIC_URL`, as mails name it), never the Host or X-Forwarded-Host a caller sent.
 */
function sendPageHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  data: object,
  publicUrl: string,
) {
  const roots = Object.values(data) as (Page | null)[];
  const page = roots.length === 1 ? roots[0] : null;
  if (!page || typeof page !== "object" || !("pageInfo" in page)) return;
  if (typeof page.totalCount === "number") reply.header("x-total-count", page.totalCount);
  const { hasNextPage, endCursor } = page.pageInfo ?? {};
  if (!hasNextPage || !endCursor) return;
  // Only the path and query of the request; the path is the matched route's, so it is one.
  const { pathname, search } = new URL(request.url, "http://portal");
  const next = new URL(`${publicUrl}${pathname}${search}`);
  next.searchParams.set("after", endCursor);
  reply.header("link", `<${next.href}>; rel="next"`);
}

/** How an operation's answer is spelled over REST (enums by their values). */
function spellerOf(document: DocumentNode, schema: GraphQLSchema) {
  const [operation, ...fragments] = document.definitions as [
    OperationDefinitionNode,
    ...FragmentDefinitionNode[],
  ];
  return enumSpeller(operation, new Map(fragments.map(def => [def.name.value, def])), schema);
}

/**
 * Serves each row of the REST table by executing its named GraphQL operation in-process, with
 * the same schema, validation, context and authorization as /graphql.
 */
export function registerRestRoutes(
  app: FastifyInstance,
  apollo: ApolloServer<Context>,
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<Context>,
  routes: RestRoute[],
  operations: Map<string, DocumentNode>,
  schema: GraphQLSchema,
) {
  for (const route of routes) {
    const document = operations.get(route.operation);
    if (!document)
      throw new Error(`REST ${route.method} ${route.path}: no operation ${route.operation}`);
    // Who may call it is asked before the request is read: a stranger learns 401 (a learner 403)
    // from an admin path, never what its body should have held.
    const { callers } = rootFieldsOf(schema, document.definitions[0] as OperationDefinitionNode);
    const roles = [
      ...(callers.includes("anyone") ? [] : (callers as Role[])),
      ...(route.requires ? [route.requires] : []),
    ];
    // Sent as text, so Apollo's parse-and-validate cache (keyed by the query text) serves it.
    const query = print(document);
    const adminDocument = route.forAdmins && operations.get(route.forAdmins.operation);
    if (route.forAdmins && !adminDocument)
      throw new Error(`REST ${route.path}: no operation ${route.forAdmins.operation}`);
    const forAdmins = route.forAdmins && {
      ...route.forAdmins,
      query: print(adminDocument!),
      spell: spellerOf(adminDocument!, schema),
    };
    const spell = spellerOf(document, schema);
    // A write's body holds only what the row reads or documents: a field it would drop is refused.
    const known = route.method === "GET" ? undefined : bodyFields(route);
    const checkTypes =
      route.method === "GET"
        ? () => {}
        : bodyTypeCheck(route, document.definitions[0] as OperationDefinitionNode, schema);
    app.route({
      method: route.method,
      url: route.path,
      handler: async (request, reply) => {
        if (hasForeignBody(request)) {
          return sendError(
            reply,
            415,
            "Content-Type must be application/json",
            "UNSUPPORTED_MEDIA_TYPE",
          );
        }
        const contextValue = await createContext(request, reply);
        if (roles.length) {
          try {
            await requireRoles(contextValue, roles);
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            return sendRefusal(reply, error);
          }
        }
        const viewer = forAdmins && (await contextValue.viewer());
        const served =
          forAdmins && viewer && viewerHasRole(viewer, Role.ADMIN)
            ? forAdmins
            : { ...route, query, spell };
        const read = new Set<string>();
        const body = (
          request.body && typeof request.body === "object" ? request.body : {}
        ) as Record<string, unknown>;
        let variables: Record<string, unknown> = {};
        let refusal: AppError | undefined;
        try {
          const req: RestRequest = {
            params: (request.params ?? {}) as Record<string, string>,
            query: onceEach(request.query),
            body: known ? watched(body, read) : body,
            headers: request.headers as Record<string, string | undefined>,
          };
          // Each field's JSON type first: the row never reads "349" where a number is meant.
          checkTypes(body);
          variables = served.variables?.(req) ?? {};
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          refusal = error;
        }
        const unknown = known && unknownFields(request.body, known, read);
        if (unknown) return sendError(reply, 400, unknown, "BAD_USER_INPUT");
        if (refusal) return sendRefusal(reply, refusal);
        const response = await apollo.executeOperation(
          { query: served.query, operationName: served.operation, variables },
          { contextValue },
        );
        if (response.body.kind !== "single") throw new Error("REST operations must not stream");
        for (const [name, value] of response.http.headers) {
          if (name !== "content-type") reply.header(name, value);
        }
        const { data, errors } = response.body.singleResult;
        if (errors?.length) {
          const code = String(errors[0].extensions?.code ?? "INTERNAL_SERVER_ERROR");
          const fields = errors[0].extensions?.fields as FieldMessages | undefined;
          const named = fields && renameKeys(fields, route.bodyNames);
          return sendError(reply, statusOf(code), restMessage(errors[0].message), code, named);
        }
        if (route.method === "GET" && data)
          sendPageHeaders(request, reply, data, contextValue.config.publicUrl);
        return reply.status(route.status ?? 200).send(served.response(served.spell(data ?? {})));
      },
    });
  }
}
