import type { FastifyInstance } from "fastify";
import { type DocumentNode, Kind, parse } from "graphql";
import type { RestRoute } from "../rest/route.js";

/** The root fields an operation document selects. */
const rootFields = (document: DocumentNode | undefined) =>
  (document?.definitions ?? []).flatMap(definition =>
    definition.kind === Kind.OPERATION_DEFINITION
      ? definition.selectionSet.selections.flatMap(selection =>
          selection.kind === Kind.FIELD ? [selection.name.value] : [],
        )
      : [],
  );

/** Whether a GET /graphql query reads only these root fields (and `__typename`). */
function readsOnly(fields: ReadonlySet<string>, query: unknown): boolean {
  if (typeof query !== "string" || query.length > 2000) return false;
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch {
    return false;
  }
  const read = document.definitions.flatMap(definition =>
    definition.kind === Kind.OPERATION_DEFINITION && definition.operation === "query"
      ? definition.selectionSet.selections.map(selection =>
          selection.kind === Kind.FIELD ? selection.name.value : "",
        )
      : [""],
  );
  return (
    read.some(field => fields.has(field)) &&
    read.every(field => fields.has(field) || field === "__typename")
  );
}

/**
 * The public certificate check, readable from any site: the REST rows marked `anyOrigin`, and a
 * GET /graphql that reads only their operations' root fields (`verifyCertificate`), answer with
 * `Access-Control-Allow-Origin: *` (refusals too, so the caller's page can read why), so an
 * employer's own page can check a certificate number in the visitor's browser. Read-only and
 * without credentials: `*` lets no browser send cookies along, and the answer is what anyone
 * gets. A plain GET needs no preflight, and none is answered.
 */
export function openToAnyOrigin(
  app: FastifyInstance,
  routes: readonly RestRoute[],
  operations: ReadonlyMap<string, DocumentNode>,
) {
  const open = routes.filter(route => route.anyOrigin);
  if (!open.length) return;
  const paths = new Set(open.map(route => route.path));
  const fields = new Set(open.flatMap(route => rootFields(operations.get(route.operation))));
  app.addHook("onSend", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const route = request.routeOptions.url ?? "";
    const lookup =
      route === "/graphql" && readsOnly(fields, (request.query as { query?: unknown }).query);
    if (!paths.has(route) && !lookup) return;
    reply.header("access-control-allow-origin", "*");
    reply.header("access-control-expose-headers", "retry-after, x-request-id");
  });
}
