import { type TestApp, startTestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import { createCourse, createLegalDocument, signedInAs } from "../../../test/factories.js";
import { freePort } from "../../../test/free-port.js";
import { MOODLE_TOKEN, type MoodleFake } from "../../../test/fakes/moodle.js";
import { MOODLE_SESSION_COOKIE } from "../../../test/fakes/moodle-web.js";
import { buyCourse } from "../../../test/steps/checkout.js";
import { provisioned as provisionedOn } from "../../../test/steps/lms.js";
import { registerClient } from "../../../test/steps/oidc.js";
import { LegalDocumentType } from "../legal/legal-document.entity.js";
import { checkMoodle } from "./moodle-check.gateway.js";

/** The portal's issuer's id in the fake Moodle (MOODLE_OAUTH_ISSUER_ID). */
const ISSUER_ID = 3;

let app: TestApp;
let moodle: MoodleFake;
let agreementId: number;
let clientId: string;

beforeAll(async () => {
  // PUBLIC_URL is the app's own address: Moodle's server reaches the provider there.
  const port = await freePort();
  app = await startTestApp({
    demo: false,
    workers: true,
    lms: true,
    port,
    env: { PUBLIC_URL: `http://127.0.0.1:${port}`, MOODLE_OAUTH_ISSUER_ID: String(ISSUER_ID) },
  });
  moodle = app.lms;
  agreementId = (await createLegalDocument(app, LegalDocumentType.ENROLLMENT_AGREEMENT)).id;
  // Set up as docs/moodle.md says: Moodle's client at the portal, the issuer in Moodle, the plugin.
  const callback = `${moodle.baseUrl}/admin/oauth2callback.php`;
  const registered = await registerClient(app, true, { redirectUris: [callback] });
  clientId = registered.clientId;
  await moodle.web.addIssuer(
    { id: ISSUER_ID, clientId, clientSecret: registered.secret },
    app.config.publicUrl,
  );
  moodle.web.plugin.issuerId = ISSUER_ID;
});
afterAll(() => app.close());

/** A learner who has just paid for a course linked to Moodle course `moodleCourseId`. */
async function buy(moodleCourseId: string) {
  const course = await createCourse(app, { moodleCourseId });
  const { user, client } = await signedInAs(app);
  return { user, client, enrollmentId: await buyCourse(client, agreementId, course.id) };
}

const provisioned = (enrollmentId: number) => provisionedOn(app, enrollmentId);

/**
 * One browser on two sites: the portal's cookies (the learner's Client) and Moodle's. Follows
 * redirects across both from `start` until an answer that is not one: every address, and that
 * answer.
 */
async function follow(portal: Client, moodleCookies: Map<string, string>, start: string) {
  const hops: string[] = [];
  let next: string | null = start;
  let response: Response | undefined;
  for (let hop = 0; hop < 12 && next; hop++) {
    hops.push(next);
    if (next.startsWith(app.url)) {
      response = await portal.request(next.slice(app.url.length), { redirect: "manual" });
    } else {
      const cookie = [...moodleCookies].map(([name, value]) => `${name}=${value}`).join("; ");
      response = await fetch(next, { redirect: "manual", headers: cookie ? { cookie } : {} });
      for (const line of response.headers.getSetCookie()) {
        const [name, value] = line.split(";")[0].split("=");
        moodleCookies.set(name, value);
      }
    }
    const location = response.headers.get("location");
    next =
      response.status >= 300 && response.status < 400 && location
        ? new URL(location, next).href
        : null;
  }
  return { hops, response: response! };
}

const moodleAccount = (email: string) => moodle.users.find(user => user.email === email)!;

describe("learners sign in to Moodle through the portal (MOODLE_OAUTH_ISSUER_ID)", () => {
  it("makes their account for it: auth oauth2, the OpenID subject as username, no password, none mailed", async () => {
    const { user, enrollmentId } = await buy("42");
    const enrollment = await provisioned(enrollmentId);
    expect(enrollment.moodleUrl).toBe(
      `${moodle.baseUrl}/local/guardianacademy/launch.php?courseid=42`,
    );
    const asked = moodle.createRequests.filter(request => request.email === user.email);
    expect(asked).toEqual([
      {
        username: `u${user.id}`,
        email: user.email,
        firstname: user.firstName,
        lastname: user.lastName,
        auth: "oauth2",
      },
    ]);
    expect(moodleAccount(user.email)).toMatchObject({ username: `u${user.id}`, auth: "oauth2" });
  });

  it("sends 'Open in LMS' through Moodle's OAuth 2 login with the course as wantsurl, to the course signed in as themselves", async () => {
    const { user, client, enrollmentId } = await buy("43");
    const link = (await provisioned(enrollmentId)).moodleUrl!;
    const cookies = new Map<string, string>();
    const { hops, response } = await follow(client, cookies, link);

    // The plugin: Moodle's OAuth 2 login with the session's sesskey, the course as wantsurl.
    const login = new URL(hops[1]);
    expect(login.href.startsWith(`${moodle.baseUrl}/auth/oauth2/login.php?`)).toBe(true);
    const sesskey = login.searchParams.get("sesskey");
    expect(Object.fromEntries(login.searchParams)).toEqual({
      id: String(ISSUER_ID),
      sesskey: expect.stringMatching(/^\w{10}$/),
      wantsurl: `${moodle.baseUrl}/course/view.php?id=43`,
    });
    // Moodle's login: the portal's authorization endpoint with its client and callback; core
    // Moodle sends its sesskey as state and no PKCE challenge.
    const authorize = new URL(hops[2]);
    expect(authorize.origin + authorize.pathname).toBe(`${app.url}/oidc/auth`);
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      client_id: clientId,
      response_type: "code",
      redirect_uri: `${moodle.baseUrl}/admin/oauth2callback.php`,
      state: sesskey,
      scope: "openid profile email",
    });
    // The learner signed in at the portal goes through without a prompt, back to Moodle.
    const back = hops.find(hop => hop.startsWith(`${moodle.baseUrl}/admin/oauth2callback.php?`));
    expect(new URL(back!).searchParams.get("state")).toBe(sesskey);
    expect(hops.at(-1)).toBe(`${moodle.baseUrl}/course/view.php?id=43`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`${user.firstName} ${user.lastName}`);

    const account = moodleAccount(user.email);
    expect(moodle.web.signedInUser(cookies.get(MOODLE_SESSION_COOKIE))?.id).toBe(account.id);
    expect(moodle.web.linkedLogins).toContainEqual({
      userId: account.id,
      issuerId: ISSUER_ID,
      username: `u${user.id}`,
    });
    // Moodle redeemed the code with its secret and no PKCE verifier.
    const redeemed = moodle.web.tokenRequests.at(-1)!;
    expect(redeemed.status).toBe(200);
    expect(redeemed.body).not.toHaveProperty("code_verifier");

    // With a Moodle session, the next 'Open in LMS' goes straight to the course.
    const again = await follow(client, cookies, link);
    expect(again.hops).toEqual([link, `${moodle.baseUrl}/course/view.php?id=43`]);
  });

  it("keeps a Moodle account from before (manual, found by email): nothing made, its login linked by email", async () => {
    const { user, client } = await signedInAs(app);
    moodle.users.push({
      id: 9400 + user.id,
      username: `old${user.id}`,
      email: user.email,
      firstname: user.firstName,
      lastname: user.lastName,
      auth: "manual",
    });
    const course = await createCourse(app, { moodleCourseId: "44" });
    const link = (await provisioned(await buyCourse(client, agreementId, course.id))).moodleUrl!;
    expect(moodle.createRequests.filter(request => request.email === user.email)).toEqual([]);
    const cookies = new Map<string, string>();
    const { hops } = await follow(client, cookies, link);
    expect(hops.at(-1)).toBe(`${moodle.baseUrl}/course/view.php?id=44`);
    expect(moodle.web.signedInUser(cookies.get(MOODLE_SESSION_COOKIE))?.id).toBe(9400 + user.id);
    expect(moodle.web.linkedLogins).toContainEqual({
      userId: 9400 + user.id,
      issuerId: ISSUER_ID,
      username: `u${user.id}`,
    });
  });

  it("builds the link from the course's Moodle id alone: a crafted Moodle course id puts no address in it", async () => {
    for (const crafted of [
      "45&wantsurl=https://evil.example/",
      "https://evil.example/course/view.php?id=45",
      "/../../evil.example",
    ]) {
      const { enrollmentId } = await buy(crafted);
      const { moodleUrl } = await provisioned(enrollmentId);
      // No whole number, no link: the dashboard shows Processing Access.
      expect(moodleUrl).toBeNull();
    }
    const { enrollmentId } = await buy(" 46 ");
    expect((await provisioned(enrollmentId)).moodleUrl).toBe(
      `${moodle.baseUrl}/local/guardianacademy/launch.php?courseid=46`,
    );
  });

  it("cannot use Moodle's OAuth 2 login directly (the issue's link): it needs the session's sesskey", async () => {
    const wantsurl = encodeURIComponent("/course/view.php?id=43");
    const bare = await fetch(
      `${moodle.baseUrl}/auth/oauth2/login.php?id=${ISSUER_ID}&wantsurl=${wantsurl}`,
    );
    expect(await bare.text()).toContain("A required parameter (sesskey) was missing");
    const wrong = await fetch(
      `${moodle.baseUrl}/auth/oauth2/login.php?id=${ISSUER_ID}&sesskey=guessed123&wantsurl=${wantsurl}`,
    );
    expect(await wrong.text()).toContain("error/moodle/invalidsesskey");
  });

  it("the fake refuses a manual account without a password or createpassword, as Moodle does", async () => {
    const form = new URLSearchParams({
      wstoken: MOODLE_TOKEN,
      wsfunction: "core_user_create_users",
      moodlewsrestformat: "json",
      "users[0][username]": "nopassword",
      "users[0][email]": "nopassword@example.org",
      "users[0][firstname]": "No",
      "users[0][lastname]": "Password",
      "users[0][auth]": "manual",
    });
    const response = await fetch(`${moodle.baseUrl}/webservice/rest/server.php`, {
      method: "POST",
      body: form,
    });
    expect(await response.json()).toEqual({
      exception: "invalid_parameter_exception",
      errorcode: "invalidparameter",
      message: "Invalid parameter value detected",
      debuginfo: "Invalid password: you must provide a password, or set createpassword.",
    });
  });
});

describe("npm run lms:check with MOODLE_OAUTH_ISSUER_ID", () => {
  const check = (publicUrl = app.config.publicUrl) => checkMoodle(app.config.lms, {}, publicUrl);

  it("proves the portal's discovery at PUBLIC_URL, the issuer's button on Moodle's login page and the plugin", async () => {
    const { ok, lines } = await check();
    expect(ok).toBe(true);
    expect(lines).toEqual(
      expect.arrayContaining([
        `The portal's discovery document answers at ${app.config.publicUrl}/.well-known/openid-configuration (the issuer's base URL).`,
        `Moodle's login page shows the button of issuer ${ISSUER_ID}.`,
        `The portal's plugin sends learners through issuer ${ISSUER_ID}'s login.`,
      ]),
    );
  });

  it("names each fault: discovery elsewhere, no button, another issuer, the plugin missing or unset", async () => {
    /** The failing line: the last of the sign-in lines (the role's line follows them). */
    const last = async (publicUrl?: string) => {
      const { ok, lines } = await check(publicUrl);
      expect(ok).toBe(false);
      return lines.at(-2);
    };
    const nowhere = `http://127.0.0.1:${await freePort()}`;
    expect(await last(nowhere)).toBe(
      `The portal's discovery document at ${nowhere}/.well-known/openid-configuration did not answer: the connection was refused (ECONNREFUSED): PUBLIC_URL must be the portal's address as Moodle reaches it.`,
    );
    const issuer = moodle.web.issuer!;
    issuer.showOnLoginPage = false;
    expect(await last()).toMatch(
      /^Moodle's login page shows no OAuth 2 button \(answered 200\): enable OAuth 2/,
    );
    issuer.showOnLoginPage = true;
    issuer.id = 7;
    expect(await last()).toMatch(
      /shows OAuth 2 buttons of issuer\(s\) 7, not of MOODLE_OAUTH_ISSUER_ID 3/,
    );
    issuer.id = ISSUER_ID;
    moodle.web.plugin.issuerId = null;
    expect(await last()).toMatch(
      /^The portal's plugin does not send learners to the issuer's login \(answered 303 to .*\/course\/view\.php\?id=1\): set its issuer id to 3/,
    );
    moodle.web.plugin = { installed: false, issuerId: ISSUER_ID };
    expect(await last()).toBe(
      "The portal's plugin is not installed (/local/guardianacademy/launch.php answered 404): install moodle/local_guardianacademy (docs/moodle.md).",
    );
    moodle.web.plugin = { installed: true, issuerId: ISSUER_ID };
    expect((await check()).ok).toBe(true);
  });
});
