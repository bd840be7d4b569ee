import { hkdfSync, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Account, Client, OidcContext, Provider } from "oidc-provider";
import type { HttpRoutes } from "../../app-module.js";
import type { Config } from "../../config.js";
import type { Context } from "../../graphql/context.js";
import type { HttpRoute } from "../../rest/route.js";
import { type Sql, PostgresAdapter } from "./oidc-adapter.sql.js";
import { pkceRequired } from "./oidc-clients.rules.js";
import { hashSecret } from "./oidc-clients.service.js";
import {
  interactionHandler,
  loadExistingGrant,
  notePortalSubject,
  portalPolicy,
} from "./oidc-interaction.http.js";
import { errorPage, logoutPage, signedOutPage } from "./oidc-pages.rules.js";
import { PROVIDER_SESSION_COOKIE } from "./oidc-sessions.service.js";
import { userIdOf } from "./oidc-subject.rules.js";

/** The provider's endpoints (the library's `routes`), all under /oidc but discovery. */
export const OIDC_ENDPOINTS = {
  authorization: "/oidc/auth",
  token: "/oidc/token",
  jwks: "/oidc/jwks",
  userinfo: "/oidc/me",
  end_session: "/oidc/session/end",
  revocation: "/oidc/token/revocation",
};
export const DISCOVERY_PATH = "/.well-known/openid-configuration";
export const INTERACTION_PATH = "/oidc/interaction/:uid";

/** The authorization request's parameters, each as the hostile suite and OpenAPI list them. */
const AUTHORIZATION_QUERY = {
  client_id: "The registered client's id.",
  redirect_uri: "One of the client's registered redirect URIs, exactly.",
  response_type: "`code` (the only flow).",
  scope: "`openid`, with `profile` and `email` as wanted.",
  state: "The client's value, returned as given.",
  nonce: "The client's value, returned in the ID token.",
  code_challenge: "PKCE: the S256 challenge (required).",
  code_challenge_method: "`S256` (the only method).",
  prompt: "`none`, `login` or `consent`.",
};
const TOKEN_FORM = {
  grant_type: "`authorization_code`.",
  code: "The code the authorization answered.",
  redirect_uri: "The redirect URI of that authorization request.",
  code_verifier: "PKCE: the verifier of the challenge.",
  client_id: "The client's id (client_secret_post).",
  client_secret: "The client's secret (client_secret_post).",
};

const OIDC = "OpenID Connect" as const;

/** The provider's paths as the app lists them (hostile suite; discovery, not OpenAPI, documents them). */
export const oidcHttpRoutes: HttpRoute[] = [
  { method: "GET", path: DISCOVERY_PATH, answers: "application/json", protocol: OIDC },
  { method: "GET", path: OIDC_ENDPOINTS.jwks, answers: "application/json", protocol: OIDC },
  {
    method: "GET",
    path: OIDC_ENDPOINTS.authorization,
    answers: "text/html",
    protocol: OIDC,
    query: AUTHORIZATION_QUERY,
  },
  {
    method: "POST",
    path: OIDC_ENDPOINTS.authorization,
    answers: "text/html",
    protocol: OIDC,
    form: AUTHORIZATION_QUERY,
  },
  {
    method: "GET",
    path: `${OIDC_ENDPOINTS.authorization}/:uid`,
    answers: "text/html",
    protocol: OIDC,
  },
  {
    method: "POST",
    path: OIDC_ENDPOINTS.token,
    answers: "application/json",
    protocol: OIDC,
    form: TOKEN_FORM,
  },
  { method: "GET", path: OIDC_ENDPOINTS.userinfo, answers: "application/json", protocol: OIDC },
  {
    method: "POST",
    path: OIDC_ENDPOINTS.revocation,
    answers: "application/json",
    protocol: OIDC,
    form: { token: "The token to revoke.", ...TOKEN_FORM },
  },
  {
    method: "GET",
    path: OIDC_ENDPOINTS.end_session,
    answers: "text/html",
    protocol: OIDC,
    query: {
      id_token_hint: "An ID token the provider issued.",
      post_logout_redirect_uri: "One of the client's registered sign-out return URIs.",
      state: "The client's value, returned as given.",
      client_id: "The client's id.",
    },
  },
  {
    method: "POST",
    path: `${OIDC_ENDPOINTS.end_session}/confirm`,
    answers: "text/html",
    protocol: OIDC,
  },
  {
    method: "GET",
    path: `${OIDC_ENDPOINTS.end_session}/success`,
    answers: "text/html",
    protocol: OIDC,
  },
  { method: "GET", path: INTERACTION_PATH, answers: "text/html", protocol: OIDC },
];

interface UserRow {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
}

/** The OpenID claims of an active user (suspended or pending: no account, so no token). */
async function findAccount(sql: Sql, sub: string): Promise<Account | undefined> {
  const id = userIdOf(sub);
  if (id === undefined) return undefined;
  const [user] = await sql<UserRow>(
    `select id, username, email, first_name, last_name from users where id = ? and status = 'active'`,
    [id],
  );
  if (!user) return undefined;
  return {
    accountId: sub,
    claims: async () => ({
      sub,
      email: user.email,
      // The portal does not verify addresses: relying parties must not take it as verified.
      email_verified: false,
      given_name: user.first_name,
      family_name: user.last_name,
      name: `${user.first_name} ${user.last_name}`.trim(),
      preferred_username: user.username,
    }),
  };
}

/** The client metadata oidc-provider reads, from `oidc_clients` (a revoked one is unknown). */
function clientMetadata(sql: Sql, config: Config) {
  return async (clientId: string) => {
    const [row] = await sql<{
      client_id: string;
      name: string;
      secret_hash: string;
      redirect_uris: string[];
      post_logout_redirect_uris: string[];
      backchannel_logout_uri: string | null;
      first_party: boolean;
    }>(
      `select client_id, name, secret_hash, redirect_uris, post_logout_redirect_uris,
              backchannel_logout_uri, first_party
         from oidc_clients where client_id = ? and revoked_at is null`,
      [clientId],
    );
    if (!row) return undefined;
    return {
      client_id: row.client_id,
      client_name: row.name,
      // The hash: compareClientSecret (below) compares hashes, and no HMAC algorithm is enabled.
      client_secret: row.secret_hash,
      redirect_uris: row.redirect_uris,
      post_logout_redirect_uris: row.post_logout_redirect_uris,
      // Back-Channel Logout 1.0: the logout token names the session (sid) as well as the account.
      ...(row.backchannel_logout_uri
        ? {
            backchannel_logout_uri: row.backchannel_logout_uri,
            backchannel_logout_session_required: true,
          }
        : {}),
      first_party: row.first_party,
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_post",
      id_token_signed_response_alg: config.oidc.signingKey.alg,
    };
  };
}

/** The cookie keys: derived from JWT_SECRET (HKDF), so no second secret to keep; never logged. */
const cookieKey = (secret: string) =>
  Buffer.from(hkdfSync("sha256", secret, "", "guardian-academy oidc cookies", 32)).toString(
    "base64url",
  );

/**
 * The provider, configured for the portal (docs/oidc.md). The library is loaded on the first
 * request that needs it: its import warns on a Node.js release that is not LTS, which would
 * otherwise be the first line of every start.
 */
export async function createProvider(config: Config, sql: Sql): Promise<Provider> {
  const { Provider, interactionPolicy, errors } = await import("oidc-provider");
  const { signingKey } = config.oidc;
  const metadata = clientMetadata(sql, config);
  const invalidGrant = (description: string) => new errors.InvalidGrant(description);
  const provider = new Provider(config.publicUrl, {
    adapter: (kind: string) => new PostgresAdapter(kind, sql, metadata, invalidGrant),
    clients: [],
    // Moodle's default ("Authenticate token requests via HTTP headers" off): the secret in the body.
    clientAuthMethods: ["client_secret_post"],
    findAccount: (_ctx: unknown, sub: string) => findAccount(sql, sub),
    scopes: ["openid", "profile", "email"],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name", "preferred_username"],
    },
    responseTypes: ["code"],
    pkce: {
      required: (_ctx: OidcContext, client: Client) => pkceRequired(client.redirectUris ?? []),
    },
    enabledJWA: {
      idTokenSigningAlgValues: [signingKey.alg],
      userinfoSigningAlgValues: [signingKey.alg],
      clientAuthSigningAlgValues: [],
    },
    jwks: { keys: [signingKey.privateJwk] },
    cookies: {
      keys: [cookieKey(config.jwtSecret)],
      names: {
        session: PROVIDER_SESSION_COOKIE,
        interaction: "_oidc_interaction",
        resume: "_oidc_resume",
      },
    },
    features: {
      devInteractions: { enabled: false },
      registration: { enabled: false },
      introspection: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      resourceIndicators: { enabled: false },
      backchannelLogout: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: OidcContext, form: string) => {
          ctx.body = logoutPage(form, ctx.oidc?.client?.clientName);
        },
        postLogoutSuccessSource: (ctx: OidcContext) => {
          ctx.body = signedOutPage();
        },
      },
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/oidc/interaction/${interaction.uid}`,
      policy: portalPolicy(interactionPolicy),
    },
    loadExistingGrant,
    // first_party: the academy's own systems, whose sign-in asks no consent.
    extraClientMetadata: { properties: ["first_party"] },
    routes: OIDC_ENDPOINTS,
    // Back-channel logout URIs are registered by super administrators only, and the academy's
    // own systems often live on a private network: the library's guard against posting to
    // private and loopback addresses is left out (its 2.5 s timeout stays).
    fetch: (
      url: string | URL,
      { dispatcher: _dispatcher, ...init }: RequestInit & { dispatcher?: unknown },
    ) => fetch(url, init),
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 3600,
      Interaction: 600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
    },
    renderError: (ctx: OidcContext, out: { error?: string; error_description?: string }) => {
      ctx.type = "html";
      ctx.body = errorPage(out);
    },
  });
  // The forwarded headers it reads are the portal's own (see `forward`), never a caller's.
  provider.proxy = true;
  // Secrets are kept hashed: the library's compare of plain text becomes a timing-safe compare
  // of sha256 hashes (its one replaced method; oidc-conformance.test.ts proves both outcomes).
  provider.Client.prototype.compareClientSecret = async function (actual: string) {
    const stored = Buffer.from(this.clientSecret ?? "", "hex");
    const given = Buffer.from(hashSecret(actual), "hex");
    return stored.length === given.length && timingSafeEqual(stored, given);
  };
  return provider;
}

/** The published keys: the current one and the retired ones (OIDC_RETIRED_KEYS). */
const jwksOf = (config: Config) => ({
  keys: [config.oidc.signingKey.publicJwk, ...config.oidc.retiredKeys],
});

/**
 * Mounts the provider on its paths only: each request goes to the library's own handler
 * (`reply.hijack()`), its body unread (the library parses it). Its host and scheme are the
 * configured public address's and the client address is Fastify's (TRUST_PROXY), so nothing the
 * provider answers is built from a caller's Host or X-Forwarded-* headers. The JWKS is answered
 * here: the library publishes only keys it holds privately, and retired keys are public only.
 * An authorization request carries who the portal session is (oidc-interaction.http.ts).
 */
export function oidcHttp(app: FastifyInstance, routes: HttpRoutes) {
  let provider: Promise<Provider> | undefined;
  let handler: ReturnType<Provider["callback"]> | undefined;
  const providerOf = (context: Context) =>
    (provider ??= (async () => {
      const connection = context.em.getConnection();
      const sql: Sql = (query, params) => connection.execute(query, params);
      const made = await createProvider(context.config, sql);
      made.on("server_error", (_ctx, error) =>
        app.log.error({ err: error }, "The OpenID provider failed"),
      );
      handler = made.callback();
      return made;
    })());
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const context = await routes.context(request, reply);
    await providerOf(context);
    if (request.url.startsWith(OIDC_ENDPOINTS.authorization)) {
      await notePortalSubject(request, context);
    }
    // What the library builds URLs and cookies from: the public address (behind the proxies
    // TRUST_PROXY names, as Fastify judged the request), never a caller's Host or X-Forwarded-*.
    const issuer = new URL(context.config.publicUrl);
    const headers = request.raw.headers;
    headers.host = issuer.host;
    headers["x-forwarded-host"] = issuer.host;
    headers["x-forwarded-proto"] = issuer.protocol.slice(0, -1);
    headers["x-forwarded-for"] = request.ip;
    reply.hijack();
    handler!(request.raw, reply.raw);
  };
  void app.register(async scope => {
    // The library reads the body itself: here it is left unread, whatever its type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    scope.get(DISCOVERY_PATH, forward);
    scope.get(OIDC_ENDPOINTS.jwks, async (request, reply) => {
      const { config } = await routes.context(request, reply);
      return reply
        .type("application/json; charset=utf-8")
        .header("cache-control", "public, max-age=300")
        .send(jwksOf(config));
    });
    scope.route({ method: ["GET", "POST"], url: OIDC_ENDPOINTS.authorization, handler: forward });
    scope.get(`${OIDC_ENDPOINTS.authorization}/:uid`, forward);
    scope.post(OIDC_ENDPOINTS.token, forward);
    scope.route({ method: ["GET", "POST"], url: OIDC_ENDPOINTS.userinfo, handler: forward });
    scope.post(OIDC_ENDPOINTS.revocation, forward);
    scope.route({ method: ["GET", "POST"], url: OIDC_ENDPOINTS.end_session, handler: forward });
    scope.post(`${OIDC_ENDPOINTS.end_session}/confirm`, forward);
    scope.get(`${OIDC_ENDPOINTS.end_session}/success`, forward);
    scope.get(INTERACTION_PATH, interactionHandler(routes, providerOf));
  });
}
