import { rmSync } from "node:fs";
import { join } from "node:path";
import { type TestApp, startTestApp } from "../../../test/app.js";
import { Client, someAddress } from "../../../test/client.js";
import { unique } from "../../../test/factories.js";
import { writeWebBuild } from "../../../test/web-build.js";
import { ContactMessage } from "./contact-message.entity.js";

let app: TestApp;
let root: string;

beforeAll(async () => {
  // The pages need a web build: the shell and a renderer standing in for the app's, which shows
  // the form it is given as JSON in <pre id=form>.
  root = writeWebBuild();
  app = await startTestApp({ demo: false, env: { WEB_DIST: join(root, "dist") } });
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

/** The portal's own origin (PUBLIC_URL). */
const site = () => new URL(app.config.publicUrl).origin;

const valid = () => ({
  name: "Pat Visitor",
  email: `pat-${unique()}@example.com`,
  phone: "",
  subject: "ENROLLMENT",
  message: "When does the next course start?",
});

/** The form as a browser without JavaScript sends it from the contact page. */
async function post(
  fields: Record<string, string>,
  { from = someAddress(), headers = undefined as Record<string, string> | undefined } = {},
) {
  const response = await new Client(app, "No Script Browser/1.0", from).request("/contact", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(headers ?? { origin: site() }),
    },
    body: new URLSearchParams(fields).toString(),
  });
  const html = await response.text();
  const shown = /<pre id=form>(.*?)<\/pre>/s.exec(html)?.[1];
  return {
    status: response.status,
    cache: response.headers.get("cache-control"),
    html,
    form: shown === undefined ? undefined : (JSON.parse(shown) as Record<string, unknown>),
  };
}

const stored = (email: string) => app.orm.em.fork().find(ContactMessage, { email });

describe("POST /contact (the contact form without JavaScript)", () => {
  it("stores one message and answers with the contact page's confirmation, never cached", async () => {
    const fields = valid();
    const answer = await post(fields, { from: "203.0.113.90" });
    expect(answer.status).toBe(200);
    expect(answer.cache).toBe("no-store");
    expect(answer.html).toContain("<p>rendered /contact</p>");
    expect(answer.form).toMatchObject({ name: "contact", sent: true, errors: {} });
    const rows = await stored(fields.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Pat Visitor",
      subject: "enrollment",
      phone: null,
      ip: "203.0.113.90",
      userAgent: "No Script Browser/1.0",
    });
    // The answer page is the server's alone: no app to start with an empty form.
    expect(answer.html).not.toContain("wake.js");
    // The cached contact page never shows what a visitor sent.
    const page = await new Client(app, "jest", someAddress()).request("/contact");
    const html = await page.text();
    expect(html).toContain("<p>rendered /contact</p>");
    expect(html).not.toContain("<pre id=form>");
  });

  it("refuses bad input with 400, each field's message and the typed values, storing nothing", async () => {
    const fields = { ...valid(), name: "<b>Pat</b>", phone: "call me maybe", message: "  " };
    const answer = await post(fields);
    expect(answer.status).toBe(400);
    expect(answer.cache).toBe("no-store");
    expect(answer.form).toEqual({
      name: "contact",
      sent: false,
      values: fields,
      errors: {
        name: "Name must be one line of plain text without < or >",
        phone: "Phone may contain only digits, spaces, + ( ) - . and an extension",
        message: "Message is required",
      },
    });
    expect(await stored(fields.email)).toHaveLength(0);
  });

  it("refuses a subject the form does not offer, storing nothing", async () => {
    const fields = { ...valid(), subject: "course-info" };
    const answer = await post(fields);
    expect(answer.status).toBe(400);
    expect(answer.form).toMatchObject({ errors: { subject: "Please choose a subject" } });
    expect(await stored(fields.email)).toHaveLength(0);
  });

  it("counts against the same limit as the app: 5 an hour per address", async () => {
    const from = someAddress();
    const sent = [];
    for (let i = 0; i < 5; i++) sent.push((await post(valid(), { from })).status);
    expect(sent).toEqual([200, 200, 200, 200, 200]);
    const fields = valid();
    const refused = await post(fields, { from });
    expect(refused.status).toBe(429);
    expect(refused.form).toMatchObject({ sent: false, values: fields });
    expect(refused.form?.message).toEqual(expect.stringContaining("Too many requests"));
    expect(await stored(fields.email)).toHaveLength(0);
    // The app's own sending is refused too: one limit.
    const graphql = await new Client(app, "jest", from).graphql(
      "mutation($input: ContactMessageInput!) { submitContactMessage(input: $input) { id } }",
      { input: { ...valid(), phone: null } },
    );
    expect(graphql.body.errors?.[0].extensions?.code).toBe("TOO_MANY_REQUESTS");
  });

  it.each([
    ["another site's Origin", { origin: "https://attacker.example" }],
    ["a cross-site fetch", { "sec-fetch-site": "cross-site" }],
    ["the same site on another origin", { "sec-fetch-site": "same-site" }],
    ["a hidden origin and another site", { origin: "null", "sec-fetch-site": "cross-site" }],
  ])("refuses a form sent from %s, storing nothing", async (_what, headers) => {
    const fields = valid();
    const answer = await post(fields, { headers });
    expect(answer.status).toBe(403);
    expect(await stored(fields.email)).toHaveLength(0);
  });

  it("takes a form from the site itself (a partner's own domain too), or from a client that says nothing of where it was sent", async () => {
    const sources: Record<string, string>[] = [
      { "sec-fetch-site": "same-origin" },
      // A page of a partner's own domain posts to that host (behind the proxy): the same origin.
      { "x-forwarded-host": "learn.partner.example", origin: "http://learn.partner.example" },
      // What Chromium sends under the portal's Referrer-Policy: no-referrer.
      { origin: "null", "sec-fetch-site": "same-origin" },
      {},
    ];
    for (const headers of sources) {
      const fields = valid();
      expect((await post(fields, { headers })).status).toBe(200);
      expect(await stored(fields.email)).toHaveLength(1);
    }
  });

  it("refuses a body that is not a form", async () => {
    const response = await new Client(app, "jest", someAddress()).request("/contact", {
      method: "POST",
      headers: { origin: site() },
      json: valid(),
    });
    expect(response.status).toBe(400);
  });
});
