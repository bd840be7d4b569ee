import { type TestApp, startTestApp } from "../../../test/app.js";
import { DemoConnectGateway } from "./demo-connect.gateway.js";

/**
 * The demo processor's onboarding page (installs without Stripe keys): its two answers, its
 * single-use, five-minute links, and its refusals.
 */
let app: TestApp;
let stripeApp: TestApp;
beforeAll(async () => {
  [app, stripeApp] = await Promise.all([
    startTestApp({ demo: false }),
    startTestApp({ demo: false, stripe: true }),
  ]);
});
afterAll(() => Promise.all([app.close(), stripeApp.close()]));

const URLS = {
  refreshUrl: "https://academy.example.org/partner/1?payouts=refresh",
  returnUrl: "https://academy.example.org/partner/1?payouts=return",
};
let serial = 0;
const gateway = () => new DemoConnectGateway(app.orm.em.fork(), app.config.publicUrl);

/** A new demo account and the path of a fresh onboarding link of it. */
async function linked() {
  const account = await gateway().createAccount({
    email: "owner@partner.example",
    metadata: {},
    idempotencyKey: `demo-page-${++serial}`,
  });
  const { url } = await gateway().createOnboardingLink({ accountId: account.id, ...URLS });
  return { accountId: account.id, path: new URL(url).pathname };
}

const send = (path: string, outcome: string, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ outcome }).toString(),
    redirect: "manual",
  });

describe("the demo processor's onboarding page", () => {
  it("offers to submit the details or leave them missing", async () => {
    const { path } = await linked();
    const response = await app.request(path, { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain(`<form method="post" action="${path}">`);
    expect(page).toContain('value="submit">Submit details</button>');
    expect(page).toContain('value="missing">Leave details missing</button>');
  });

  it("sends the visitor back to the return URL; the used link then goes to the refresh URL", async () => {
    const { accountId, path } = await linked();
    const sent = await send(path, "submit", { origin: new URL(app.config.publicUrl).origin });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(URLS.returnUrl);
    expect(await gateway().retrieveAccount(accountId)).toMatchObject({ payoutsEnabled: true });

    for (const again of [app.request(path, { redirect: "manual" }), send(path, "missing")]) {
      const response = await again;
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(URLS.refreshUrl);
    }
    // The second form changed nothing.
    expect(await gateway().retrieveAccount(accountId)).toMatchObject({ payoutsEnabled: true });
  });

  it("sends the visitor of an expired link to the refresh URL", async () => {
    const { accountId, path } = await linked();
    await app.orm.em
      .fork()
      .getConnection()
      .execute("update demo_account_links set expires_at = now() - interval '1 second'");
    for (const visit of [app.request(path, { redirect: "manual" }), send(path, "submit")]) {
      const response = await visit;
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(URLS.refreshUrl);
    }
    expect(await gateway().retrieveAccount(accountId)).toMatchObject({ detailsSubmitted: false });
  });

  it("refuses a form another site sent, an unknown outcome and an unknown link", async () => {
    const { accountId, path } = await linked();
    const crossSite = await send(path, "submit", { origin: "https://elsewhere.example" });
    expect(crossSite.status).toBe(403);
    const fetched = await send(path, "submit", { "sec-fetch-site": "cross-site" });
    expect(fetched.status).toBe(403);
    expect((await send(path, "approve")).status).toBe(400);
    expect(await gateway().retrieveAccount(accountId)).toMatchObject({ detailsSubmitted: false });
    // The link still works after the refusals.
    expect((await send(path, "missing")).headers.get("location")).toBe(URLS.returnUrl);

    const unknown = "/demo-connect/onboarding/0123456789abcdef0123456789abcdef";
    expect((await app.request(unknown)).status).toBe(404);
    expect((await send(unknown, "submit")).status).toBe(404);
    // Not a link's shape (a NUL the database would refuse, upper case): no link, never a 5xx.
    for (const made of ["nul%00inside", "ABCDEF0123456789abcdef0123456789"]) {
      expect((await app.request(`/demo-connect/onboarding/${made}`)).status).toBe(404);
      expect((await send(`/demo-connect/onboarding/${made}`, "submit")).status).toBe(404);
    }
  });

  it("is not there when Stripe's keys are set", async () => {
    const { path } = await linked();
    expect((await stripeApp.request(path)).status).toBe(404);
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const sent = await stripeApp.request(path, {
      method: "POST",
      headers: form,
      body: "outcome=submit",
    });
    expect(sent.status).toBe(404);
  });
});
