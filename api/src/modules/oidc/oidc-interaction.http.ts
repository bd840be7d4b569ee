import type { IncomingMessage } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Grant, Provider, interactionPolicy } from "oidc-provider";
import type { HttpRoutes } from "../../app-module.js";
import type { Context } from "../../graphql/context.js";
import { errorPage } from "./oidc-pages.rules.js";
import { subjectOf } from "./oidc-subject.rules.js";

/** The portal session's subject, set on the raw request before the library sees it. */
interface PortalRequest extends IncomingMessage {
  portalSubject?: string | null;
}

/** Notes who the portal session is (null: signed out) on the request the library will read. */
export async function notePortalSubject(request: FastifyRequest, context: Context) {
  const viewer = await context.viewer();
  (request.raw as PortalRequest).portalSubject = viewer ? subjectOf(viewer.id) : null;
}

interface PolicyContext {
  req: PortalRequest;
  oidc: { session: { accountId?: string } };
}

/**
 * The library's prompts, with one more reason to sign in: the provider's session is not the
 * portal's (signed out of the portal, or another person signed in there since). So the portal's
 * session is the only one: a learner signed out of the portal is asked again.
 */
export function portalPolicy(library: typeof interactionPolicy) {
  const policy = library.base();
  policy
    .get("login")!
    .checks.add(
      new library.Check(
        "portal_session",
        "The portal's session is someone else's or has ended",
        (ctx: PolicyContext) =>
          ctx.req.portalSubject !== undefined &&
          ctx.req.portalSubject !== ctx.oidc.session.accountId,
      ),
    );
  return policy;
}

interface GrantContext {
  oidc: {
    provider: Provider;
    client?: { clientId: string; [key: string]: unknown };
    session: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
    params: { scope?: unknown };
  };
}

/**
 * Consent: the grant the session already has, or for a first-party client (the academy's own
 * systems) one made now for the scopes asked; any other client gets the consent prompt, which
 * the interaction refuses.
 */
export async function loadExistingGrant(ctx: GrantContext): Promise<Grant | undefined> {
  const { client, session, provider, result, params } = ctx.oidc;
  if (!client || !session.accountId) return undefined;
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const found = grantId ? await provider.Grant.find(grantId) : undefined;
  if (client.first_party !== true) return found;
  const grant =
    found ?? new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope(String(params.scope ?? "openid"));
  await grant.save();
  return grant;
}

const refusal = (reply: FastifyReply, description: string) =>
  reply
    .status(400)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(errorPage({ error: "invalid_request", error_description: description }));

/**
 * GET /oidc/interaction/:uid, the sign-in step of an authorization request, on the portal's own
 * session: signed out, the portal's login page, which comes back here; an administrator is
 * refused unless OIDC_ADMINS_ALLOWED says otherwise; a learner signs in as themselves without a
 * prompt. Consent is never asked: a client that needs it (not first-party)
 * is refused with `access_denied`.
 */
export function interactionHandler(
  routes: HttpRoutes,
  providerOf: (context: Context) => Promise<Provider>,
) {
  return async (request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) => {
    const context = await routes.context(request, reply);
    const provider = await providerOf(context);
    let details;
    try {
      details = await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      return refusal(
        reply,
        "This sign-in request has expired or was started in another browser. Start again from the system you came from.",
      );
    }
    const finish = (result: Record<string, unknown>) => {
      reply.hijack();
      return provider.interactionFinished(request.raw, reply.raw, result, {
        mergeWithLastSubmission: false,
      });
    };
    const viewer = await context.viewer();
    if (!viewer) {
      const back = `/oidc/interaction/${encodeURIComponent(details.uid)}`;
      return reply
        .header("cache-control", "no-store")
        .redirect(`/login?redirect=${encodeURIComponent(back)}`, 303);
    }
    if ((viewer.isAdmin || viewer.isSuperAdmin) && !context.config.oidc.adminsAllowed) {
      return finish({
        error: "access_denied",
        error_description: "Administrators are not signed in to other systems from the portal.",
      });
    }
    if (details.prompt.name === "login") {
      return finish({ login: { accountId: subjectOf(viewer.id) } });
    }
    return finish({
      error: "access_denied",
      error_description:
        "This system is not one of the academy's own: signing in to it is refused.",
    });
  };
}
