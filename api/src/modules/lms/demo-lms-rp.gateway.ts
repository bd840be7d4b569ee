import type { FastifyInstance } from "fastify";
import * as client from "openid-client";
import {
  type JWTPayload,
  SignJWT,
  createLocalJWKSet,
  decodeProtectedHeader,
  jwtVerify,
} from "jose";
import { hkdfSync } from "node:crypto";
import { sha256Hex } from "../../util/hash.js";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Config } from "../../config.js";
import { hashSecret } from "../oidc/oidc-clients.service.js";

/** The demo learning system's client id at the portal's provider. */
export const DEMO_LMS_CLIENT_ID = "demo-lms";
export const DEMO_LMS_CALLBACK = "/demo-lms/callback";
export const DEMO_LMS_BACKCHANNEL = "/demo-lms/backchannel-logout";
const BACKCHANNEL_EVENT = "http://schemas.openid.net/event/backchannel-logout";

/**
 * The demo learning system as a relying party of the portal's own provider (openid-client):
 * its client row (first-party, seeded on first use), discovery, the authorization request with
 * PKCE, state and nonce, the code's exchange, and the back-channel logout token's check.
 * It speaks to the provider in-process (Fastify's inject) at the issuer's addresses, so it needs
 * no network path to PUBLIC_URL.
 */
export class DemoLmsRelyingParty {
  private configuration?: Promise<client.Configuration>;
  private readonly stateKey: Uint8Array;

  constructor(
    private readonly app: FastifyInstance,
    private readonly config: Config,
    private readonly secret: string,
  ) {
    this.stateKey = new Uint8Array(
      hkdfSync("sha256", config.jwtSecret, "", "demo-lms sign-in state", 32),
    );
  }

  get redirectUri() {
    return `${this.config.publicUrl}${DEMO_LMS_CALLBACK}`;
  }

  /** The provider's requests, answered in-process by this server. */
  private readonly inject = async (url: string, init: client.CustomFetchOptions) => {
    const target = new URL(url);
    const answer = await this.app.inject({
      method: init.method as "GET" | "POST",
      url: target.pathname + target.search,
      headers: Object.fromEntries(new Headers(init.headers as HeadersInit)),
      payload: init.body === undefined || init.body === null ? undefined : String(init.body),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of [value].flat()) if (one !== undefined) headers.append(name, String(one));
    }
    const empty = [204, 205, 304].includes(answer.statusCode);
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    });
  };

  /** The client row, first-party, with this install's secret and addresses (made or brought up to date). */
  async seedClient(em: EntityManager) {
    const base = this.config.publicUrl;
    await em.execute(
      `insert into oidc_clients (client_id, name, secret_hash, redirect_uris,
         post_logout_redirect_uris, backchannel_logout_uri, first_party)
       values (?, 'Demo learning system', ?, ?::jsonb, '[]'::jsonb, ?, true)
       on conflict (client_id) do update
         set secret_hash = excluded.secret_hash, redirect_uris = excluded.redirect_uris,
             backchannel_logout_uri = excluded.backchannel_logout_uri`,
      [
        DEMO_LMS_CLIENT_ID,
        hashSecret(this.secret),
        JSON.stringify([this.redirectUri]),
        `${base}${DEMO_LMS_BACKCHANNEL}`,
      ],
      "run",
    );
  }

  private discovered(): Promise<client.Configuration> {
    this.configuration ??= client
      .discovery(
        new URL(this.config.publicUrl),
        DEMO_LMS_CLIENT_ID,
        undefined,
        client.ClientSecretPost(this.secret),
        {
          [client.customFetch]: this.inject,
          execute: this.config.publicUrl.startsWith("http:") ? [client.allowInsecureRequests] : [],
        },
      )
      .then(configuration => {
        configuration[client.customFetch] = this.inject;
        return configuration;
      })
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  /** The provider's authorization URL and the signed state cookie's value that goes with it. */
  async start(wantsurl: string): Promise<{ url: string; cookie: string }> {
    const configuration = await this.discovered();
    const pkceCodeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: "openid profile email",
      code_challenge: await client.calculatePKCECodeChallenge(pkceCodeVerifier),
      code_challenge_method: "S256",
      state,
      nonce,
    });
    const cookie = await new SignJWT({ state, nonce, v: pkceCodeVerifier, w: wantsurl })
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime("10m")
      .sign(this.stateKey);
    return { url: url.href, cookie };
  }

  /**
   * The callback: the state cookie checked, the code exchanged (PKCE, state, nonce, the ID
   * token's signature), the learner's claims read at userinfo. Throws on any mismatch.
   */
  async finish(cookie: string, query: string) {
    const { payload } = await jwtVerify(cookie, this.stateKey, { algorithms: ["HS256"] });
    const { state, nonce, v, w } = payload as JWTPayload & Record<string, string>;
    const configuration = await this.discovered();
    const tokens = await client.authorizationCodeGrant(
      configuration,
      new URL(`${this.redirectUri}${query}`),
      { pkceCodeVerifier: v, expectedState: state, expectedNonce: nonce },
    );
    const claims = tokens.claims()!;
    const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    return {
      sub: claims.sub,
      sid: typeof claims.sid === "string" ? claims.sid : null,
      name: typeof info.name === "string" ? info.name : claims.sub,
      wantsurl: w,
    };
  }

  /**
   * A back-channel logout token (OpenID Connect Back-Channel Logout 1.0, 2.6): signed by a key
   * of the portal's JWKS, for this client, from this issuer, with the logout event, a sub or sid,
   * and no nonce. Its sub and sid, or throws.
   */
  async logoutToken(token: string) {
    if (decodeProtectedHeader(token).typ !== "logout+jwt") throw new Error("not a logout token");
    const { oidc } = this.config;
    const keys = createLocalJWKSet({ keys: [oidc.signingKey.publicJwk, ...oidc.retiredKeys] });
    const { payload } = await jwtVerify(token, keys, {
      issuer: this.config.publicUrl,
      audience: DEMO_LMS_CLIENT_ID,
      requiredClaims: ["iat", "jti", "events"],
    });
    const events = payload.events as Record<string, unknown> | undefined;
    if (!events || typeof events[BACKCHANNEL_EVENT] !== "object") throw new Error("no event");
    if ("nonce" in payload) throw new Error("a nonce");
    const sid = typeof payload.sid === "string" ? payload.sid : null;
    const sub = typeof payload.sub === "string" ? payload.sub : null;
    if (!sid && !sub) throw new Error("neither sub nor sid");
    return { sid, sub };
  }
}

/** A demo LMS session's cookie value as stored: its SHA-256. */
export const sessionHash = sha256Hex;
