import {
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  GraphQLNonNull,
  Kind,
} from "graphql";
import { type CallerPort, callersOf } from "../graphql/caller.js";
import { rootFieldsOf } from "../graphql/auth.js";
import { loadOperations } from "./execute.js";
import { type RestModule, restOperationFilesOf } from "./routes.js";
import { bodyFieldsOf, fieldSchema } from "./body-schema.js";
import { describe, objectSchema, sample } from "./json-schema.js";
import { type JsonSchema, REST_PAGE_SIZE, type RestRoute, requestFields } from "./route.js";

/** This document's own path, served beside the routes it describes. */
export const OPENAPI_PATH = "/api/openapi.json";

/** The operation's root fields and who may call them: @auth roles, or "anyone" where @public. */
const errorRef = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** The parsed operation of that name: its definition and the fragments it spreads. */
function operationNamed(
  document: ReturnType<typeof loadOperations>,
  route: RestRoute,
  name: string,
) {
  const doc = document.get(name);
  if (!doc) throw new Error(`REST ${route.method} ${route.path}: no operation ${name}`);
  const [operation, ...rest] = doc.definitions as [
    OperationDefinitionNode,
    ...FragmentDefinitionNode[],
  ];
  return { operation, fragments: new Map(rest.map(def => [def.name.value, def])) };
}

/** The schema of what `response` answers, from samples of the operation's data. */
function answerSchema(
  document: ReturnType<typeof loadOperations>,
  schema: GraphQLSchema,
  route: RestRoute,
  served: Pick<RestRoute, "operation" | "response">,
) {
  const { operation, fragments } = operationNamed(document, route, served.operation);
  const { root } = rootFieldsOf(schema, operation);
  const data = sample(new GraphQLNonNull(root), operation.selectionSet, fragments, schema);
  try {
    return describe(served.response(data as Record<string, unknown>)) ?? {};
  } catch {
    return {}; // an answer the sample cannot show stays undescribed
  }
}

/** Whether the operation's root field is a list's page (it selects `pageInfo`). */
const selectsPage = (operation: OperationDefinitionNode) =>
  operation.selectionSet.selections.some(
    root =>
      root.kind === Kind.FIELD &&
      root.selectionSet?.selections.some(
        field => field.kind === Kind.FIELD && field.name.value === "pageInfo",
      ),
  );

/** The headers of a list's page (rest/execute.ts). */
const PAGE_HEADERS = {
  "X-Total-Count": {
    description: "How many rows the list holds with these filters, on every page.",
    schema: { type: "integer" },
  },
  Link: {
    description: `While there is more: \`<this URL with after=...>; rel="next"\`, the next page. A page holds \`first\` rows (1-100; ${REST_PAGE_SIZE} by default).`,
    schema: { type: "string" },
  },
};

function restOperation(
  route: RestRoute,
  document: ReturnType<typeof loadOperations>,
  schema: GraphQLSchema,
  tag: string,
) {
  const { operation } = operationNamed(document, route, route.operation);
  const { fields: rootFields, callers } = rootFieldsOf(schema, operation);
  const isPublic = callers.includes("anyone") && !route.requires;
  const answer = route.forAdmins
    ? {
        anyOf: [
          answerSchema(document, schema, route, route),
          answerSchema(document, schema, route, route.forAdmins),
        ],
        description: "An administrator gets every field (the second shape).",
      }
    : answerSchema(document, schema, route, route);

  const { read } = requestFields(route);
  const pathNames = [...route.path.matchAll(/:(\w+)/g)].map(match => match[1]);
  const parameters = [
    ...pathNames.map(name => ({
      name,
      in: "path",
      ...fieldSchema(route, operation, schema, "params", name),
      required: true,
    })),
    ...[...read.query].map(name => ({
      name,
      in: "query",
      ...fieldSchema(route, operation, schema, "query", name),
    })),
    // Headers as they are written (`Idempotency-Key`); any case names the same header.
    ...[...read.headers].map(name => ({
      name: name.replace(
        /(^|-)([a-z])/g,
        (_, dash: string, letter: string) => dash + letter.toUpperCase(),
      ),
      in: "header",
      ...fieldSchema(route, operation, schema, "headers", name),
    })),
  ].map(({ required, ...parameter }) => ({ ...parameter, required }));
  const body = bodyFieldsOf(route, operation, schema);
  const status = String(route.status ?? 200);
  const writes = route.method !== "GET";
  // A record named by the path, the body or an id in the query may not exist (a list's filters
  // find nothing, not a 404).
  const namesRecord =
    pathNames.length > 0 || body.length > 0 || [...read.query].some(name => /id$/i.test(name));

  return {
    operationId: route.operation,
    tags: [tag],
    summary: `Runs the GraphQL ${operation.operation} ${route.operation}`,
    description:
      rootFields
        .map(field => field.description)
        .filter(Boolean)
        .join("\n\n") || undefined,
    ...(isPublic && { security: [] }),
    ...(parameters.length && { parameters }),
    ...(body.length && {
      requestBody: {
        required: true,
        content: {
          "application/json": {
            // Any other field is refused (400 "Unknown field: ...").
            schema: {
              ...objectSchema(
                Object.fromEntries(body.map(([name, field]) => [name, field.schema])),
                body.filter(([, field]) => field.required).map(([name]) => name),
              ),
              additionalProperties: false,
            },
          },
        },
      },
    }),
    responses: {
      [status]: {
        description: status === "201" ? "Created" : "OK",
        ...(route.method === "GET" && selectsPage(operation) && { headers: PAGE_HEADERS }),
        content: { "application/json": { schema: answer } },
      },
      "400": errorRef("BadRequest"),
      // A refused API token is answered on every path, before anything else.
      "401": errorRef("Unauthorized"),
      // A read-only (learner) token may not write, even where anyone may.
      ...((!isPublic || writes) && { "403": errorRef("Forbidden") }),
      ...(namesRecord && { "404": errorRef("NotFound") }),
      // Where a payment is named: it must have gone through.
      ...(read.body.has("paymentId") && { "402": errorRef("PaymentRequired") }),
      ...(writes && {
        "409": errorRef("Conflict"),
        "415": errorRef("UnsupportedMediaType"),
      }),
      ...(read.headers.has("idempotency-key") && { "422": errorRef("KeyReused") }),
      "429": errorRef("TooManyRequests"),
      "500": errorRef("ServerError"),
      "503": errorRef("Unavailable"),
    },
  };
}

const error = (description: string) => ({
  description,
  content: {
    "application/json": {
      schema: {
        type: "object",
        properties: {
          message: { type: "string" },
          code: { type: "string" },
          requestId: { type: "string", description: "The request's id (also X-Request-Id)" },
          fields: {
            type: "object",
            additionalProperties: { type: "string" },
            description: "An input's refusal: each invalid field's message, by field name",
          },
        },
        required: ["message", "code", "requestId"],
      },
    },
  },
});
/** `GET /api/receipts/:id/pdf` -> `getApiReceiptsIdPdf`. */
const operationIdOf = ({ method, path }: Pick<RestRoute, "method" | "path">) =>
  method.toLowerCase() +
  path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(word => word[0].toUpperCase() + word.slice(1))
    .join("");

const header = (description: string) => ({ description, schema: { type: "integer" } });

/** The OpenAPI 3.1 document of every /api path: the REST table's and the modules' plain ones. */
export function buildOpenApi(
  schema: GraphQLSchema,
  modules: readonly (RestModule & { caller?: CallerPort })[],
) {
  const operations = loadOperations(restOperationFilesOf(modules));
  // The cookie of a signed-in browser: the auth module's.
  const sessionCookie = callersOf(modules).find(caller => caller.sessionCookie)?.sessionCookie;
  const paths: Record<string, Record<string, unknown>> = {};
  const used = new Map<string, number>();
  const add = (
    route: Pick<RestRoute, "method" | "path">,
    operation: { operationId?: string } & JsonSchema,
  ) => {
    const path = route.path.replace(/:(\w+)/g, "{$1}");
    if (operation.operationId) {
      // Two paths that run one operation (the admin screens read the public settings).
      const count = (used.get(operation.operationId) ?? 0) + 1;
      used.set(operation.operationId, count);
      if (count > 1) operation.operationId += `_${count}`;
    }
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  };
  for (const module of modules) {
    for (const route of module.rest?.routes ?? [])
      add(route, restOperation(route, operations, schema, module.name));
    for (const route of module.http?.routes ?? []) {
      if (route.protocol) continue;
      add(route, {
        // getApiReceiptsIdPdf: plain routes run no named operation.
        operationId: operationIdOf(route),
        tags: [module.name],
        summary: route.form
          ? "A page's form sent without JavaScript, answered with the page"
          : "A download, webhook or site file (not a GraphQL operation)",
        parameters: [
          ...[...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
            name,
            in: "path",
            required: true,
            schema: { type: "string" },
          })),
          ...Object.entries(route.query ?? {}).map(([name, description]) => ({
            name,
            in: "query",
            required: false,
            description,
            schema: { type: "string" },
          })),
        ],
        ...(route.form && {
          requestBody: {
            required: true,
            content: {
              "application/x-www-form-urlencoded": {
                schema: {
                  type: "object",
                  properties: Object.fromEntries(
                    Object.entries(route.form).map(([name, description]) => [
                      name,
                      { type: "string", description },
                    ]),
                  ),
                },
              },
            },
          },
        }),
        responses: {
          "200": {
            description: "OK",
            content: {
              [route.answers]: {
                schema:
                  route.answers === "application/json"
                    ? { type: "object" }
                    : {
                        type: "string",
                        ...((route.answers === "application/pdf" ||
                          route.answers === "image/png") && { format: "binary" }),
                      },
              },
            },
          },
          "4XX": errorRef("BadRequest"),
        },
      });
    }
  }
  add(
    { method: "GET", path: OPENAPI_PATH },
    {
      tags: ["docs"],
      operationId: "OpenApiDocument",
      summary: "This document",
      security: [],
      responses: {
        "200": {
          description: "OK",
          content: { "application/json": { schema: { type: "object" } } },
        },
        "401": errorRef("Unauthorized"),
      },
    },
  );

  return {
    openapi: "3.1.0",
    info: {
      title: "Guardian Academy portal REST API",
      version: "1.0.0",
      description:
        "Each path runs a named GraphQL operation of the portal (see docs/api.md); the same rules decide.",
    },
    servers: [{ url: "/" }],
    security: [{ bearerAuth: [] }, { sessionCookie: [] }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description: "A personal API token, gat_...",
        },
        sessionCookie: { type: "apiKey", in: "cookie", name: sessionCookie },
      },
      responses: {
        BadRequest: error("The input is refused (BAD_USER_INPUT, GRAPHQL_VALIDATION_FAILED)"),
        Unauthorized: error("No session or a refused API token (UNAUTHENTICATED)"),
        Forbidden: error("The caller's role is not enough (FORBIDDEN)"),
        NotFound: error("No such record (NOT_FOUND)"),
        PaymentRequired: error("The payment named has not gone through (PAYMENT_REQUIRED)"),
        Conflict: error("The write conflicts with the record's state (CONFLICT)"),
        UnsupportedMediaType: error("The body is not application/json (UNSUPPORTED_MEDIA_TYPE)"),
        KeyReused: error(
          "The Idempotency-Key was sent before with another body (IDEMPOTENCY_KEY_REUSED)",
        ),
        TooManyRequests: {
          ...error("Over a rate limit (TOO_MANY_REQUESTS)"),
          headers: {
            "Retry-After": header("Seconds until a retry may succeed"),
            "RateLimit-Limit": header("Requests allowed in a burst (the limit a minute)"),
            "RateLimit-Remaining": header("Requests that may be sent now"),
            "RateLimit-Reset": header("Seconds until the full limit is available again"),
          },
        },
        ServerError: error("Unexpected; quote the requestId"),
        Unavailable: {
          ...error("The database cannot be reached for now (SERVICE_UNAVAILABLE)"),
          headers: { "Retry-After": header("Seconds until a retry may succeed") },
        },
      },
    },
  };
}
