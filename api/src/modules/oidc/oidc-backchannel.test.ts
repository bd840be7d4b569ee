import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import * as client from "openid-client";
import { createRemoteJWKSet, customFetch, decodeProtectedHeader, jwtVerify } from "jose";
import { type TestApp, startTestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import { signedInAs } from "../../../test/factories.js";
import { until } from "../../../test/steps/refund.js";
import {
  ISSUER,
  REDIRECT,
  authorize,
  discover,
  locationOf,
  providerRowsOf,
  registerClient,
} from "../../../test/steps/oidc.js";
import { OIDC_BACKCHANNEL_JOB } from "./oidc-sessions.service.js";

/** A relying party's back-channel endpoint: what it received, by path; answers as told, else 200. */
interface FakeRelyingParty {
  url: string;
  received: { path: string; token: string }[];
  answers: Map<string, number[]>;
  server: Server;
}

async function fakeRelyingParty(): Promise<FakeRelyingParty> {
  const received: FakeRelyingParty["received"] = [];
  const answers = new Map<string, number[]>();
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const path = request.url ?? "";
      received.push({ path, token: new URLSearchParams(body).get("logout_token") ?? "" });
      response.writeHead(answers.get(path)?.shift() ?? 200).end();
    });
  });
  await new Promise<void>(done => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, answers, server };
}

const lines: string[] = [];
let app: TestApp;
let rp: FakeRelyingParty;
let jwks: ReturnType<typeof createRemoteJWKSet>;

beforeAll(async () => {
  app = await startTestApp({
    demo: false,
    workers: true,
    env: { PUBLIC_URL: ISSUER },
    logTo: { write: line => void lines.push(line) },
  });
  rp = await fakeRelyingParty();
  jwks = createRemoteJWKSet(new URL(`${ISSUER}/oidc/jwks`), {
    [customFetch]: (url: string, init: RequestInit) => fetch(url.replace(ISSUER, app.url), init),
  });
});
afterAll(async () => {
  rp.server.close();
  await app.close();
});

/**
 * A learner signed in (in one browser) to a client with a back-channel URI on the fake relying
 * party and to one without: the first one's ID token (its `sid`) and the paths.
 */
async function signedInToTwoClients() {
  const path = `/backchannel/${Math.random().toString(36).slice(2)}`;
  const told = await registerClient(app, true, { backchannelLogoutUri: `${rp.url}${path}` });
  const untold = await registerClient(app);
  const { user, client: browser } = await signedInAs(app);
  const toldConfig = await discover(app, told.clientId, told.secret);
  const { landed, checks } = await authorize(app, browser, toldConfig);
  const tokens = await client.authorizationCodeGrant(toldConfig, new URL(landed), checks);
  const other = await authorize(app, browser, await discover(app, untold.clientId, untold.secret));
  expect(other.landed.startsWith(REDIRECT)).toBe(true);
  return { user, browser, told, untold, path, sid: tokens.claims()!.sid as string };
}

const tokensAt = (path: string) => rp.received.filter(r => r.path === path).map(r => r.token);

/** The logout token the fake relying party received at `path`, verified against the JWKS. */
async function verifiedLogoutToken(path: string, clientId: string) {
  await until(async () => tokensAt(path).length > 0);
  const [token] = tokensAt(path);
  expect(decodeProtectedHeader(token).typ).toBe("logout+jwt");
  const { payload } = await jwtVerify(token, jwks, { issuer: ISSUER, audience: clientId });
  return payload;
}

/** A retry waiting out the job's backoff runs now: the wait is made short here, not skipped. */
const retryNow = () =>
  app.orm.em
    .getConnection()
    .execute("update pgboss.job set start_after = now() where name = ? and state = 'retry'", [
      OIDC_BACKCHANNEL_JOB,
    ]);

/** The back-channel jobs queued for an account, by client, with the attempts each took. */
async function queuedFor(sub: string) {
  let rows: { clientId: string; state: string; attempts: number }[] = [];
  await until(async () => {
    await retryNow();
    rows = await app.orm.em.getConnection().execute(
      `select data->>'clientId' as "clientId", state, retry_count + 1 as attempts
           from pgboss.job where name = ? and data->>'sub' = ?`,
      [OIDC_BACKCHANNEL_JOB, sub],
    );
    return rows.length > 0 && rows.every(row => row.state === "completed");
  });
  return rows;
}

const admin = async () => (await signedInAs(app, { kind: "superAdmin" })).client;
const graphql = async (as: Client, query: string, variables: Record<string, unknown>) => {
  const { body } = await as.graphql(query, variables);
  expect(body.errors).toBeUndefined();
};

const triggers: [string, (user: { id: number }, browser: Client) => Promise<void>][] = [
  [
    "signing out of the portal",
    async (_user, browser) => {
      const response = await browser.request("/api/auth/logout", { method: "POST", json: {} });
      expect(response.status).toBe(200);
    },
  ],
  [
    "a force logout",
    async user =>
      graphql(await admin(), "mutation($id: Int!) { forceLogoutUser(userId: $id) { success } }", {
        id: user.id,
      }),
  ],
  [
    "a suspension",
    async user =>
      graphql(
        await admin(),
        "mutation($id: Int!) { adminUpdateUser(id: $id, input: { status: SUSPENDED }) { id } }",
        { id: user.id },
      ),
  ],
  [
    "a password reset by an administrator",
    async user =>
      graphql(
        await admin(),
        "mutation($id: Int!, $input: AdminResetPasswordInput!) { adminResetPassword(id: $id, input: $input) { success } }",
        {
          id: user.id,
          input: { newPassword: "Another-pass-42", confirmPassword: "Another-pass-42" },
        },
      ),
  ],
];

describe("back-channel logout to the relying parties", () => {
  it("advertises back-channel logout with sessions in discovery", async () => {
    const metadata = (await (
      await app.request("/.well-known/openid-configuration")
    ).json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({
      backchannel_logout_supported: true,
      backchannel_logout_session_supported: true,
    });
  });

  it.each(triggers)(
    "sends a valid logout token on %s, to the clients with a URI only, and ends the provider's rows",
    async (_name, trigger) => {
      const { user, browser, told, untold, path, sid } = await signedInToTwoClients();
      await trigger(user, browser);
      const claims = await verifiedLogoutToken(path, told.clientId);
      expect(claims).toMatchObject({
        sub: `u${user.id}`,
        sid,
        events: { "http://schemas.openid.net/event/backchannel-logout": {} },
      });
      expect(claims.jti).toEqual(expect.any(String));
      expect(claims).not.toHaveProperty("nonce");
      // The client without a URI was queued nothing (every job of the account has run).
      expect(await queuedFor(`u${user.id}`)).toEqual([
        { clientId: told.clientId, state: "completed", attempts: expect.any(Number) },
      ]);
      expect(untold.clientId).not.toBe(told.clientId);
      expect(await providerRowsOf(app, user.id, ["Session", "Grant", "AccessToken"])).toBe(0);
    },
  );

  it("tries a relying party that fails (5xx) again, and drops a refusal (4xx) with a log line and no token", async () => {
    const failing = await signedInToTwoClients();
    rp.answers.set(failing.path, [503]);
    const refusing = await signedInToTwoClients();
    rp.answers.set(refusing.path, Array<number>(10).fill(400));
    await triggers[1][1](failing.user, failing.browser);
    await triggers[1][1](refusing.user, refusing.browser);
    const [failed] = await queuedFor(`u${failing.user.id}`);
    // The 503 was tried again, and the next attempt delivered.
    expect(failed.attempts).toBeGreaterThanOrEqual(2);
    expect(tokensAt(failing.path).length).toBeGreaterThanOrEqual(2);
    // The refusal ends the job: it completes though the relying party answers 400 every time
    // (a retry would find the same 400 and never complete).
    const [refused] = await queuedFor(`u${refusing.user.id}`);
    expect(refused.state).toBe("completed");
    expect(tokensAt(refusing.path).length).toBeGreaterThanOrEqual(1);
    const logged = lines.filter(line => line.includes(refusing.told.clientId));
    expect(logged.join("\n")).toContain('"status":400');
    expect(lines.join("\n")).not.toContain(tokensAt(refusing.path)[0]);
    expect(lines.join("\n")).not.toContain("eyJ");
  });
});

describe("RP-initiated logout (end_session)", () => {
  it("signs the learner out of the provider and returns to the client's registered address with its state", async () => {
    const back = "https://lms.example.org/login/logout.php";
    const registered = await registerClient(app, true, { postLogoutRedirectUris: [back] });
    const config = await discover(app, registered.clientId, registered.secret);
    const { browser } = { browser: (await signedInAs(app)).client };
    const { landed, checks } = await authorize(app, browser, config);
    const tokens = await client.authorizationCodeGrant(config, new URL(landed), checks);
    const end = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: back,
      state: "st-1",
    });
    const page = await browser.request(end.href.slice(ISSUER.length));
    expect(page.status).toBe(200);
    const html = await page.text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    expect(xsrf).toBeDefined();
    const confirmed = await browser.request("/oidc/session/end/confirm", {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ xsrf: xsrf!, logout: "yes" }).toString(),
    });
    expect(locationOf(confirmed)).toBe(`${back}?state=st-1`);
    // The provider's session is gone: the client's grant with it (its access token is refused).
    await expect(
      client.fetchUserInfo(config, tokens.access_token, client.skipSubjectCheck),
    ).rejects.toBeTruthy();
  });
});
