import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sendError } from "../rest/execute.js";

/** Reached directly, not through the proxy: the container's health check and Prometheus. */
const DIRECT = new Set(["/healthz", "/readyz", "/metrics"]);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, char => `&#${char.charCodeAt(0)};`);

const page = (publicUrl: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>This portal must be served over HTTPS</title></head>
<body>
<h1>This portal must be served over HTTPS</h1>
<p>This request reached the portal over plain HTTP, where sign-in cookies would not be kept.
Open the portal at <a href="${escapeHtml(publicUrl)}">${escapeHtml(publicUrl)}</a>.</p>
<p>For its operators: put the portal behind a proxy that ends TLS and sends
<code>X-Forwarded-Proto: https</code>, and set <code>TRUST_PROXY</code> to the number of proxies
in front of it (docs/deploying.md).</p>
</body>
</html>
`;

/**
 * Production answers only what reached it over HTTPS (a trusted proxy's X-Forwarded-Proto, as
 * TRUST_PROXY says which proxies are believed): over plain HTTP the browser would drop the Secure
 * session cookies and sign-ins would silently fail. A browser gets a page that says so, a program
 * (the API paths) a JSON error; the paths reached directly inside the stack are left alone.
 */
export function httpsOnly(app: FastifyInstance, publicUrl: string) {
  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.protocol === "https") return;
    const path = request.url.split("?")[0];
    if (DIRECT.has(path)) return;
    const message = "This portal must be served over HTTPS";
    if (path.startsWith("/api/") || path === "/graphql") {
      return sendError(reply, 403, message, "HTTPS_REQUIRED");
    }
    return reply.code(403).type("text/html; charset=utf-8").send(page(publicUrl));
  });
}
