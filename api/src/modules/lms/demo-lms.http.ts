import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { HttpRoutes } from "../../app-module.js";
import type { Config } from "../../config.js";
import type { HttpRoute } from "../../rest/route.js";
import { subjectOf } from "../oidc/oidc-subject.rules.js";
import {
  DEMO_LMS_BACKCHANNEL,
  DEMO_LMS_CALLBACK,
  DemoLmsRelyingParty,
  sessionHash,
} from "./demo-lms-rp.gateway.js";

export const DEMO_LMS_LOGIN = "/demo-lms/login";
const SESSION_COOKIE = "demo_lms_session";
const STATE_COOKIE = "demo_lms_signin";
const SESSION_HOURS = 8;
/** Where a sign-in may send the learner back: a page of the demo learning system, nothing else. */
const WANTSURL = /^\/demo-lms\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;

const OIDC = "OpenID Connect" as const;
/** The relying party's endpoints (the OpenID Connect protocol's: left out of the OpenAPI document). */
export const demoLmsHttpRoutes: HttpRoute[] = [
  {
    method: "GET",
    path: DEMO_LMS_LOGIN,
    answers: "text/plain",
    query: { wantsurl: "The demo learning system's page to land on (/demo-lms/... only)." },
    protocol: OIDC,
  },
  {
    method: "GET",
    path: DEMO_LMS_CALLBACK,
    answers: "text/plain",
    query: { code: "The provider's authorization code.", state: "The sign-in's state." },
    protocol: OIDC,
  },
  {
    method: "POST",
    path: DEMO_LMS_BACKCHANNEL,
    answers: "application/json",
    form: { logout_token: "The portal's back-channel logout token (a signed JWT)." },
    protocol: OIDC,
  },
];

const refuse = (reply: FastifyReply, status: number, text: string) =>
  reply
    .status(status)
    .header("cache-control", "no-store")
    .type("text/plain; charset=utf-8")
    .send(text);

/**
 * The demo learning system's own sign-in (docs/oidc.md, "The demo learning system, a relying party"): a relying party of
 * the portal's provider with its own session (cookie + demo_lms_sessions), ended by the portal's
 * back-channel logout. Its course pages ask for that session: without one, the sign-in.
 * Registered only where the demo learning system stands in for Moodle (LMS_URL unset).
 */
export function demoLmsHttp(app: FastifyInstance, routes: HttpRoutes) {
  let party: { rp: DemoLmsRelyingParty; seeded?: Promise<void> } | undefined;
  /** The request's `em` and, where the demo learning system stands in for Moodle, its party. */
  const demo = async (request: FastifyRequest, reply: FastifyReply) => {
    const context = await routes.context(request, reply);
    const { em, config } = context;
    if (config.lms || !config.demoLmsSecret) return { em, config, context, party: undefined };
    party ??= { rp: new DemoLmsRelyingParty(app, config, config.demoLmsSecret) };
    return { em, config, context, party };
  };
  const cookieOptions = (config: Config) => ({
    path: "/demo-lms",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: config.publicUrl.startsWith("https:"),
  });
  const notHere = (reply: FastifyReply) => refuse(reply, 404, "Not found.");

  // A course page of the demo learning system asks for its own session: without one, its sign-in.
  // The page reads the learner's course with the portal's session, so a demo session of someone
  // else than the portal's (another person signed in there since) counts as none.
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET") return;
    const path = request.url.split("?")[0];
    if (!path.startsWith("/demo-lms/courses/") || !WANTSURL.test(path)) return;
    const { em, context, party: here } = await demo(request, reply);
    if (!here) return;
    const token = request.cookies[SESSION_COOKIE];
    const rows =
      token && token.length <= 100
        ? await em.execute<{ sub: string }[]>(
            "select sub from demo_lms_sessions where token_hash = ? and expires_at > now()",
            [sessionHash(token)],
          )
        : [];
    const viewer = await context.viewer();
    if (rows.length && (!viewer || rows[0].sub === subjectOf(viewer.id))) return;
    return reply
      .header("cache-control", "no-store")
      .redirect(`${DEMO_LMS_LOGIN}?wantsurl=${encodeURIComponent(path)}`, 303);
  });

  app.get<{ Querystring: Record<string, unknown> }>(DEMO_LMS_LOGIN, async (request, reply) => {
    const wantsurl = request.query.wantsurl;
    if (typeof wantsurl !== "string" || wantsurl.length > 200 || !WANTSURL.test(wantsurl)) {
      return refuse(reply, 400, "wantsurl must be a page of the demo learning system.");
    }
    const { em, config, party: here } = await demo(request, reply);
    if (!here) return notHere(reply);
    // Its client row, made or brought up to date by the first sign-in of this process.
    here.seeded ??= here.rp.seedClient(em).catch((error: unknown) => {
      here.seeded = undefined;
      throw error;
    });
    await here.seeded;
    const { url, cookie } = await here.rp.start(wantsurl);
    return reply
      .setCookie(STATE_COOKIE, cookie, { ...cookieOptions(config), maxAge: 600 })
      .header("cache-control", "no-store")
      .redirect(url, 303);
  });

  app.get(DEMO_LMS_CALLBACK, async (request, reply) => {
    const cookie = request.cookies[STATE_COOKIE];
    const query = request.url.slice(DEMO_LMS_CALLBACK.length);
    if (!cookie || request.url.length > 4000) {
      return refuse(reply, 400, "This sign-in was not started here. Open the course again.");
    }
    const { em, config, party: here } = await demo(request, reply);
    if (!here) return notHere(reply);
    let signed;
    try {
      signed = await here.rp.finish(cookie, query);
    } catch (error) {
      request.log.info({ reason: (error as Error).message }, "demo LMS sign-in refused");
      return refuse(reply, 400, "This sign-in could not be completed. Open the course again.");
    }
    const token = randomBytes(32).toString("base64url");
    await em.execute(
      `insert into demo_lms_sessions (token_hash, sub, sid, expires_at)
       values (?, ?, ?, now() + make_interval(hours => ?))`,
      [sessionHash(token), signed.sub, signed.sid, SESSION_HOURS],
      "run",
    );
    return reply
      .clearCookie(STATE_COOKIE, cookieOptions(config))
      .setCookie(SESSION_COOKIE, token, { ...cookieOptions(config), maxAge: SESSION_HOURS * 3600 })
      .header("cache-control", "no-store")
      .redirect(signed.wantsurl, 303);
  });

  // The portal's back-channel logout (a form post with logout_token): the session it names ends.
  void app.register(async scope => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );
    scope.post(DEMO_LMS_BACKCHANNEL, async (request, reply) => {
      const { em, party: here } = await demo(request, reply);
      if (!here) return notHere(reply);
      const token = request.body instanceof URLSearchParams && request.body.get("logout_token");
      let ended;
      try {
        if (!token || token.length > 8000) throw new Error("no token");
        ended = await here.rp.logoutToken(token);
      } catch {
        return reply
          .status(400)
          .header("cache-control", "no-store")
          .send({ error: "invalid_request", error_description: "Invalid logout token" });
      }
      await (ended.sid
        ? em.execute("delete from demo_lms_sessions where sid = ?", [ended.sid], "run")
        : em.execute("delete from demo_lms_sessions where sub = ?", [ended.sub], "run"));
      return reply.status(200).header("cache-control", "no-store").send();
    });
  });
}
