import {
  STRIPE_CONNECT_WEBHOOK_SECRET,
  STRIPE_WEBHOOK_SECRET,
  type TestApp,
  readJson,
  startTestApp,
} from "../../../test/app.js";
import { createPartner, signedInAs } from "../../../test/factories.js";
import { PayoutAccount } from "./payout-account.entity.js";

/**
 * Partners' payout accounts: onboarding on the demo processor (the default install) and on Stripe
 * (its fake), the state shown, and Connect's events keeping it current.
 */
const VIEW = `query($id: Int!) { partnerPayoutAccount(partnerId: $id) { partnerId state reason currentlyDue } }`;
const START = `mutation($id: Int!) { startPayoutOnboarding(partnerId: $id) { url expiresAt } }`;
const REFUSAL = { message: "You do not administer this partner", code: "FORBIDDEN" };

interface View {
  partnerId: number;
  state: string;
  reason: string | null;
  currentlyDue: string[];
}

/** A partner with its own administrator, and the steps its administrator takes. */
async function partnerOf(app: TestApp) {
  const { user, client } = await signedInAs(app);
  const partner = await createPartner(app, { admin: user });
  const view = async () => {
    const { body } = await client.graphql<{ partnerPayoutAccount: View }>(VIEW, { id: partner.id });
    expect(body.errors).toBeUndefined();
    return body.data!.partnerPayoutAccount;
  };
  const start = async () => {
    const response = await client.request(`/api/partners/${partner.id}/payout-account/onboarding`, {
      method: "POST",
    });
    expect(response.status).toBe(200);
    return readJson<{ url: string; expiresAt: string }>(response);
  };
  const stored = () => app.orm.em.fork().findOne(PayoutAccount, { partner: partner.id });
  return { partner, client, view, start, stored };
}

describe("payout accounts on the demo processor", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ demo: false });
  });
  afterAll(() => app.close());

  const sendForm = (url: string, outcome: string) =>
    app.request(new URL(url).pathname, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `outcome=${outcome}`,
      redirect: "manual",
    });

  it("goes from not connected to details needed to payouts enabled", async () => {
    const { partner, view, start } = await partnerOf(app);
    expect(await view()).toEqual({
      partnerId: partner.id,
      state: "NOT_CONNECTED",
      reason: null,
      currentlyDue: [],
    });
    const { url } = await start();
    expect(url).toMatch(/\/demo-connect\/onboarding\/[0-9a-f]{32}$/);
    const waiting = await view();
    expect(waiting.state).toBe("DETAILS_NEEDED");
    expect(waiting.reason).toMatch(/^The payout account's details are not sent yet \(still due: /);
    const sent = await sendForm(url, "submit");
    expect(sent.headers.get("location")).toBe(
      new URL(`/partner/${partner.id}?payouts=return`, app.config.publicUrl).href,
    );
    expect(await view()).toEqual({
      partnerId: partner.id,
      state: "PAYOUTS_ENABLED",
      reason: null,
      currentlyDue: [],
    });
  });

  it("shows a restricted account and why; each start makes a fresh link of the one account", async () => {
    const { view, start, stored } = await partnerOf(app);
    const first = await start();
    const second = await start();
    expect(second.url).not.toBe(first.url);
    const { accountId } = (await stored())!;
    await sendForm(second.url, "missing");
    expect(await view()).toMatchObject({
      state: "RESTRICTED",
      reason: "Stripe needs more details before it pays out (still due: external_account)",
      currentlyDue: ["external_account"],
    });
    // The used link sends its visitor to the page that makes a new one.
    const again = await sendForm(second.url, "submit");
    expect(again.headers.get("location")).toMatch(/\?payouts=refresh$/);
    await sendForm((await start()).url, "submit");
    expect((await view()).state).toBe("PAYOUTS_ENABLED");
    expect((await stored())!.accountId).toBe(accountId);
  });

  it("refuses another partner's administrator, over GraphQL and REST, and makes nothing", async () => {
    const a = await partnerOf(app);
    const b = await partnerOf(app);
    for (const query of [VIEW, START]) {
      const { body } = await b.client.graphql(query, { id: a.partner.id });
      expect(body.errors?.map(e => ({ message: e.message, code: e.extensions?.code }))).toEqual([
        REFUSAL,
      ]);
    }
    const path = `/api/partners/${a.partner.id}/payout-account`;
    for (const [method, to] of [
      ["GET", path],
      ["POST", `${path}/onboarding`],
    ]) {
      const response = await b.client.request(to, { method });
      expect(response.status).toBe(403);
      expect(await readJson(response)).toMatchObject(REFUSAL);
    }
    expect(await a.stored()).toBeNull();
  });

  it("has no Connect webhook without Stripe", async () => {
    const response = await app.request("/api/webhooks/stripe-connect", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(404);
  });
});

describe("payout accounts on Stripe, kept current by Connect's events", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ demo: false, stripe: true });
  });
  afterAll(() => app.close());

  const deliver = (event: { payload: string; header: string }) =>
    app.request("/api/webhooks/stripe-connect", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": event.header },
      body: event.payload,
    });
  const reads = (id: string) => app.stripe.calls.filter(c => c === `GET /v1/accounts/${id}`).length;

  /** A partner whose administrator started onboarding at Stripe, with its connected account's id. */
  async function onboarding() {
    const steps = await partnerOf(app);
    const { url } = await steps.start();
    const accountId = (await steps.stored())!.accountId;
    return { ...steps, url, accountId };
  }

  it("makes an Express account for the partner and a link back to the partner's page", async () => {
    const { partner, url, accountId } = await onboarding();
    expect(url).toMatch(new RegExp(`^https://connect.stripe.com/setup/e/${accountId}/`));
    const account = app.stripe.connect.accounts.get(accountId)!;
    expect(account).toMatchObject({
      type: "express",
      email: partner.contactEmail,
      metadata: { partnerId: String(partner.id) },
      capabilities: { transfers: "inactive" },
    });
    const page = new URL(`/partner/${partner.id}`, app.config.publicUrl).href;
    expect(app.stripe.connect.links.at(-1)).toMatchObject({
      account: accountId,
      refresh_url: `${page}?payouts=refresh`,
      return_url: `${page}?payouts=return`,
    });
  });

  it("records account.updated from Stripe's own answer, once per event id", async () => {
    const { view, stored, accountId } = await onboarding();
    const completed = app.stripe.connect.completeOnboarding(
      accountId,
      STRIPE_CONNECT_WEBHOOK_SECRET,
    );
    const first = await deliver(completed);
    expect(first.status).toBe(200);
    expect(await readJson(first)).toEqual({ received: true });
    expect(await stored()).toMatchObject({ payoutsEnabled: true, detailsSubmitted: true });

    // Stripe delivers at least once: the same event again is answered, not handled again.
    const before = reads(accountId);
    const replayed = await deliver(completed);
    expect(await readJson(replayed)).toEqual({ received: true, ignored: "Already handled" });
    expect(reads(accountId)).toBe(before);

    const restricted = app.stripe.connect.restrict(accountId, STRIPE_CONNECT_WEBHOOK_SECRET);
    expect((await deliver(restricted)).status).toBe(200);
    expect(await view()).toMatchObject({ state: "RESTRICTED", currentlyDue: ["external_account"] });
  });

  it("makes one account for parallel first starts, each with a link of its own", async () => {
    const { partner, start, stored } = await partnerOf(app);
    const links = await Promise.all(Array.from({ length: 5 }, () => start()));
    expect(new Set(links.map(link => link.url)).size).toBe(5);
    const made = [...app.stripe.connect.accounts.values()].filter(
      account => account.metadata.partnerId === String(partner.id),
    );
    expect(made.map(account => account.id)).toEqual([(await stored())!.accountId]);
  });

  it("trusts Stripe's answer over the event's body", async () => {
    const { stored, accountId } = await onboarding();
    app.stripe.connect.restrict(accountId, STRIPE_CONNECT_WEBHOOK_SECRET);
    const account = app.stripe.connect.accounts.get(accountId)!;
    const forgedBody = { ...account, payouts_enabled: true, requirements: {} };
    const event = app.stripe.connect.event(
      "account.updated",
      accountId,
      forgedBody,
      STRIPE_CONNECT_WEBHOOK_SECRET,
    );
    expect((await deliver(event)).status).toBe(200);
    expect(await stored()).toMatchObject({
      payoutsEnabled: false,
      currentlyDue: ["external_account"],
    });
  });

  it("shows a disconnected account, and connects a new one on the next start", async () => {
    const { view, start, stored, accountId } = await onboarding();
    await deliver(app.stripe.connect.completeOnboarding(accountId, STRIPE_CONNECT_WEBHOOK_SECRET));
    const gone = await deliver(
      app.stripe.connect.deauthorize(accountId, STRIPE_CONNECT_WEBHOOK_SECRET),
    );
    expect(gone.status).toBe(200);
    expect(await view()).toMatchObject({
      state: "DISCONNECTED",
      reason:
        "The payout account was disconnected from the academy; connect a payout account again",
      currentlyDue: [],
    });
    const { url } = await start();
    const renewed = (await stored())!;
    expect(renewed.accountId).not.toBe(accountId);
    expect(url).toContain(renewed.accountId);
    expect((await view()).state).toBe("DETAILS_NEEDED");
  });

  it("answers Stripe's refusal to open the account in the portal's words (409), and stores no account", async () => {
    const { partner, client, stored } = await partnerOf(app);
    app.stripe.connect.refuseAccounts = true;
    try {
      const response = await client.request(
        `/api/partners/${partner.id}/payout-account/onboarding`,
        { method: "POST" },
      );
      expect(response.status).toBe(409);
      const body = await readJson<{ message: string; code: string }>(response);
      expect(body).toMatchObject({
        code: "CONFLICT",
        message:
          "The payment processor refused to open a payout account for this partner. Please try again later or ask the academy for help.",
      });
      expect(JSON.stringify(body)).not.toContain("signed up for Connect");
      const { body: answer } = await client.graphql(START, { id: partner.id });
      expect(answer.errors?.map(e => e.extensions?.code)).toEqual(["CONFLICT"]);
      expect(await stored()).toBeNull();
    } finally {
      app.stripe.connect.refuseAccounts = false;
    }
    // Once Stripe opens accounts again, the partner connects as usual.
    expect(await stored()).toBeNull();
    const { url } = await readJson<{ url: string }>(
      await client.request(`/api/partners/${partner.id}/payout-account/onboarding`, {
        method: "POST",
      }),
    );
    expect(url).toContain((await stored())!.accountId);
  });

  it("refuses a wrong signature (400) and answers events about accounts that are not ours", async () => {
    const { stored, accountId } = await onboarding();
    const completed = app.stripe.connect.completeOnboarding(
      accountId,
      STRIPE_CONNECT_WEBHOOK_SECRET,
    );
    // Signed with the payments endpoint's secret, not Connect's.
    const wrong = app.stripe.connect.event("account.updated", accountId, {}, STRIPE_WEBHOOK_SECRET);
    for (const header of [wrong.header, "t=1,v1=00", ""]) {
      const response = await deliver({ payload: completed.payload, header });
      expect(response.status).toBe(400);
      expect(await readJson(response)).toMatchObject({ message: "Invalid Stripe signature" });
    }
    expect(await stored()).toMatchObject({ payoutsEnabled: false });

    const elsewhere = app.stripe.connect.event(
      "account.updated",
      "acct_1NotOurs",
      {},
      STRIPE_CONNECT_WEBHOOK_SECRET,
    );
    expect(await readJson(await deliver(elsewhere))).toEqual({
      received: true,
      ignored: "Not a payout account of this portal",
    });
  });
});
