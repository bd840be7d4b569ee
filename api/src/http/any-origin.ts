import type { FastifyInstance } from "fastify";
import type { RestRoute } from "../rest/route.js";

/**
 * The public certificate check, readable from any site: the REST rows marked `anyOrigin` answer
 * a GET with `Access-Control-Allow-Origin: *` (refusals too, so the caller's page can read why),
 * so an employer's own page can check a certificate number in the visitor's browser. Read-only
 * and without credentials: `*` lets no browser send cookies along, and the answer is what anyone
 * gets. A plain GET needs no preflight, and none is answered.
 */
export function openToAnyOrigin(app: FastifyInstance, routes: readonly RestRoute[]) {
  const open = new Set(routes.filter(route => route.anyOrigin).map(route => route.path));
  if (!open.size) return;
  app.addHook("onSend", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    if (!open.has(request.routeOptions.url ?? "")) return;
    reply.header("access-control-allow-origin", "*");
    reply.header("access-control-expose-headers", "retry-after, x-request-id");
  });
}
