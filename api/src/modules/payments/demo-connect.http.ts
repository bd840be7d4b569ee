import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { HttpRoutes } from "../../app-module.js";
import { AppError, notFound } from "../../errors.js";
import { crossSite } from "../../http/cross-site.js";
import type { HttpRoute } from "../../rest/route.js";
import { DemoConnectGateway, type DemoOnboardingOutcome } from "./demo-connect.gateway.js";

const PAGE = "/demo-connect/onboarding/:link";

/** The demo processor's onboarding page and its form (docs/partners.md, payout accounts). */
export const demoConnectRoutes: HttpRoute[] = [
  { method: "GET", path: PAGE, answers: "text/html" },
  {
    method: "POST",
    path: PAGE,
    answers: "text/html",
    form: { outcome: "submit (details submitted: payouts enabled) or missing (left restricted)." },
  },
];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, char => `&#${char.charCodeAt(0)};`);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title></head>
<body>
<h1>${title}</h1>
${body}
</body>
</html>
`;

const form = (action: string) =>
  page(
    "Demo payout account",
    `<p>This is the demo processor's stand-in for Stripe's onboarding: no details are asked and no
money moves. Choose what the processor should answer.</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="outcome" value="submit">Submit details</button>
<button type="submit" name="outcome" value="missing">Leave details missing</button>
</form>`,
  );

const UNKNOWN = page(
  "This link does not work",
  "<p>This onboarding link is not known. Start again from the partner's page.</p>",
);

/**
 * GET and POST /demo-connect/onboarding/{link}: the demo processor's onboarding (installs without
 * Stripe keys; with them it is 404). The page offers "Submit details" (payouts enabled) and "Leave
 * details missing" (restricted, the bank account due). The link works once and for five minutes,
 * as Stripe's Account Links: a used or expired one sends its visitor to its refresh URL, a sent
 * form to its return URL. The form is refused when another site sent it (its Origin).
 */
export function demoConnectHttp(app: FastifyInstance, routes: HttpRoutes) {
  const gatewayOf = async (request: FastifyRequest, reply: FastifyReply) => {
    const ctx = await routes.context(request, reply);
    if (ctx.config.stripe) throw notFound("Not found");
    return { ctx, gateway: new DemoConnectGateway(ctx.em, ctx.config.publicUrl) };
  };
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(body);

  void app.register(async scope => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4 * 1024 },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );
    scope.get<{ Params: { link: string } }>(PAGE, async (request, reply) => {
      const { gateway } = await gatewayOf(request, reply);
      const opened = await gateway.openLink(request.params.link);
      if (!opened) return html(reply, 404, UNKNOWN);
      if ("refreshUrl" in opened) return reply.redirect(opened.refreshUrl, 303);
      return html(reply, 200, form(`/demo-connect/onboarding/${opened.link.id}`));
    });
    scope.post<{ Params: { link: string } }>(PAGE, async (request, reply) => {
      const { ctx, gateway } = await gatewayOf(request, reply);
      if (crossSite(request, ctx.config.publicUrl)) {
        throw new AppError("FORBIDDEN", "The onboarding form can only be sent from this site");
      }
      const outcome = request.body instanceof URLSearchParams && request.body.get("outcome");
      if (outcome !== "submit" && outcome !== "missing") {
        throw new AppError("BAD_REQUEST", 'Send outcome "submit" or "missing"');
      }
      const finished = await gateway.finishOnboarding(
        request.params.link,
        outcome satisfies DemoOnboardingOutcome,
      );
      if (!finished) return html(reply, 404, UNKNOWN);
      return reply.redirect(finished.redirect, 303);
    });
  });
}
