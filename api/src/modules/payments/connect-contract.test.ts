import { STRIPE_CONNECT_WEBHOOK_SECRET, type TestApp, startTestApp } from "../../../test/app.js";
import { NEW_ACCOUNT_DUE } from "../../../test/fakes/stripe-connect.js";
import {
  type ConnectGateway,
  type ConnectedAccount,
  ConnectError,
  StripeConnectGateway,
} from "./connect.gateway.js";
import { DemoConnectGateway } from "./demo-connect.gateway.js";

/**
 * The demo processor answers like Stripe: the same cases run through the Stripe gateway against
 * the Stripe fake (test/fakes/stripe-connect.ts) and through the demo gateway, and must agree.
 * What the account's owner does at the processor is the fake's helpers for Stripe, and the demo's
 * own onboarding page for the demo.
 */
let stripeApp: TestApp;
let demoApp: TestApp;
beforeAll(async () => {
  [stripeApp, demoApp] = await Promise.all([
    startTestApp({ demo: false, stripe: true }),
    startTestApp({ demo: false }),
  ]);
});
afterAll(() => Promise.all([stripeApp.close(), demoApp.close()]));

const URLS = {
  refreshUrl: "https://academy.example.org/r",
  returnUrl: "https://academy.example.org/d",
};
let serial = 0;

/** Sends the demo's onboarding form as the visitor's browser does. */
async function demoForm(app: TestApp, gateway: ConnectGateway, accountId: string, outcome: string) {
  const { url } = await gateway.createOnboardingLink({ accountId, ...URLS });
  const response = await app.request(new URL(url).pathname, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ outcome }).toString(),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
}

const processors: {
  name: string;
  gateway(): ConnectGateway;
  complete(id: string): Promise<void>;
  restrict(id: string): Promise<void>;
  /** Adds to the platform's available balance (at the demo: a sale it took). */
  fund(cents: number): Promise<void>;
}[] = [
  {
    name: "Stripe (its fake)",
    gateway: () => new StripeConnectGateway(stripeApp.config.stripe!, stripeApp.orm.em.fork()),
    complete: async id =>
      void stripeApp.stripe.connect.completeOnboarding(id, STRIPE_CONNECT_WEBHOOK_SECRET),
    restrict: async id => void stripeApp.stripe.connect.restrict(id, STRIPE_CONNECT_WEBHOOK_SECRET),
    fund: async cents => void (stripeApp.stripe.transfers.available += cents),
  },
  {
    name: "the demo processor",
    gateway: () => new DemoConnectGateway(demoApp.orm.em.fork(), demoApp.config.publicUrl),
    complete: id => demoForm(demoApp, processors[1].gateway(), id, "submit"),
    restrict: id => demoForm(demoApp, processors[1].gateway(), id, "missing"),
    fund: async cents =>
      void (await demoApp.orm.em.fork().execute(
        `insert into demo_payment_intents (id, client_secret, idempotency_key, amount_cents, currency, description, metadata, status)
         values (?, 'secret', ?, ?, 'usd', 'A sale', '{}', 'succeeded')`,
        [`pi_demo_fund${++serial}`, `fund-${serial}`, cents],
      )),
  },
];

/** The refusal a call ends with, in Stripe's words. */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ConnectError);
  const { status, code, param, message } = error as ConnectError;
  return { status, code, param, message };
}

describe.each(processors)("Connect through $name", processor => {
  const create = (key = `contract-${++serial}`) =>
    processor.gateway().createAccount({
      email: "owner@partner.example",
      metadata: { partnerId: "7" },
      idempotencyKey: key,
    });

  it("makes an Express account that needs its owner's details, once per idempotency key", async () => {
    const account = await create("contract-same-key");
    expect(account).toEqual<ConnectedAccount>({
      id: expect.stringMatching(/^acct_\w+$/) as string,
      detailsSubmitted: false,
      payoutsEnabled: false,
      transfersActive: false,
      currentlyDue: NEW_ACCOUNT_DUE,
      disabledReason: "requirements.past_due",
    });
    expect((await create("contract-same-key")).id).toBe(account.id);
    expect(await processor.gateway().retrieveAccount(account.id)).toEqual(account);
  });

  it("knows no account of an unknown id", async () => {
    expect(await processor.gateway().retrieveAccount("acct_1NoSuchAccount")).toBeNull();
  });

  it("makes a single-use onboarding link of five minutes for a known account", async () => {
    const { id } = await create();
    const before = Date.now();
    const link = await processor.gateway().createOnboardingLink({ accountId: id, ...URLS });
    expect(link.url).toMatch(/^https?:\/\//);
    const seconds = (link.expiresAt.getTime() - before) / 1000;
    expect(seconds).toBeGreaterThan(290);
    expect(seconds).toBeLessThanOrEqual(301);
  });

  it("refuses a link without its URLs, with a bad URL, or for an unknown account, as Stripe does", async () => {
    const { id } = await create();
    const link = (fields: Partial<typeof URLS & { accountId: string }>) =>
      refusal(processor.gateway().createOnboardingLink({ accountId: id, ...URLS, ...fields }));
    expect(await link({ refreshUrl: "" })).toEqual({
      status: 400,
      code: "parameter_missing",
      param: "refresh_url",
      message: "Missing required param: refresh_url.",
    });
    expect(await link({ returnUrl: "" })).toEqual({
      status: 400,
      code: "parameter_missing",
      param: "return_url",
      message: "Missing required param: return_url.",
    });
    expect(await link({ returnUrl: "javascript:alert(1)" })).toEqual({
      status: 400,
      code: "url_invalid",
      param: "return_url",
      message: "Not a valid URL",
    });
    expect(await link({ accountId: "acct_1NoSuchAccount" })).toEqual({
      status: 400,
      code: "resource_missing",
      param: "account",
      message: "No such account: 'acct_1NoSuchAccount'",
    });
  });

  it("enables payouts once the owner submits the details", async () => {
    const { id } = await create();
    await processor.complete(id);
    expect(await processor.gateway().retrieveAccount(id)).toEqual({
      id,
      detailsSubmitted: true,
      payoutsEnabled: true,
      transfersActive: true,
      currentlyDue: [],
      disabledReason: null,
    });
  });

  it("leaves the account restricted, its bank account due, when details stay missing", async () => {
    const { id } = await create();
    await processor.restrict(id);
    expect(await processor.gateway().retrieveAccount(id)).toEqual({
      id,
      detailsSubmitted: true,
      payoutsEnabled: false,
      transfersActive: false,
      currentlyDue: ["external_account"],
      disabledReason: "requirements.past_due",
    });
  });
});

describe.each(processors)("Transfers through $name", processor => {
  const enabledAccount = async () => {
    const { id } = await processor.gateway().createAccount({
      email: "owner@partner.example",
      metadata: {},
      idempotencyKey: `contract-transfer-${++serial}`,
    });
    await processor.complete(id);
    return id;
  };
  const transfer = (destination: string, amountCents: number, key: string, group = key) =>
    processor
      .gateway()
      .createTransfer(
        { amountCents, destination, transferGroup: group, metadata: { statementId: "1" } },
        key,
      );

  it("makes one transfer per idempotency key, found by its group and its id", async () => {
    const destination = await enabledAccount();
    await processor.fund(5_000);
    const key = `statement-contract-${++serial}`;
    const made = await transfer(destination, 1_234, key);
    expect(made).toEqual({
      id: expect.stringMatching(/^tr_\w+$/) as string,
      amountCents: 1_234,
      destination,
      transferGroup: key,
      amountReversedCents: 0,
      reversed: false,
      metadata: { statementId: "1" },
    });
    expect(await transfer(destination, 1_234, key)).toEqual(made);
    expect(await refusal(transfer(destination, 1_000, key))).toEqual({
      status: 400,
      code: "idempotency_error",
      param: null,
      message:
        "Keys for idempotent requests can only be used with the same parameters they were first used with.",
    });
    expect(await processor.gateway().listTransfers({ transferGroup: key })).toEqual([made]);
    expect(await processor.gateway().listTransfers({ transferGroup: `${key}-none` })).toEqual([]);
    expect(await processor.gateway().retrieveTransfer(made.id)).toEqual(made);
    expect(await processor.gateway().retrieveTransfer("tr_1NoSuchTransfer")).toBeNull();
  });

  it("lists the transfers created since a time, newest first, at most as many as asked", async () => {
    const destination = await enabledAccount();
    await processor.fund(5_000);
    const first = await transfer(destination, 100, `statement-contract-${++serial}`);
    const second = await transfer(destination, 200, `statement-contract-${++serial}`);
    const minute = 60_000;
    const recent = await processor
      .gateway()
      .listTransfers({ createdSince: new Date(Date.now() - minute) });
    const ids = recent.map(made => made.id);
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(
      await processor
        .gateway()
        .listTransfers({ createdSince: new Date(Date.now() - minute), max: 1 }),
    ).toHaveLength(1);
    expect(
      await processor.gateway().listTransfers({ createdSince: new Date(Date.now() + minute) }),
    ).toEqual([]);
  });

  it("refuses a destination that cannot receive transfers, and more than the platform's balance", async () => {
    const { id } = await processor.gateway().createAccount({
      email: "owner@partner.example",
      metadata: {},
      idempotencyKey: `contract-transfer-${++serial}`,
    });
    await processor.fund(5_000);
    expect(await refusal(transfer(id, 100, `contract-${++serial}`))).toEqual({
      status: 400,
      code: "insufficient_capabilities_for_transfer",
      param: "destination",
      message:
        "Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments",
    });
    const destination = await enabledAccount();
    const over = await refusal(transfer(destination, 900_000_000, `contract-${++serial}`));
    expect(over).toMatchObject({ status: 400, code: "balance_insufficient", param: null });
  });
});

describe("Stripe after the owner disconnected the platform", () => {
  it("no longer lets the platform read the account, nor link to it", async () => {
    const gateway = processors[0].gateway();
    const { id } = await gateway.createAccount({
      email: "owner@partner.example",
      metadata: {},
      idempotencyKey: "contract-deauthorized",
    });
    stripeApp.stripe.connect.deauthorize(id, STRIPE_CONNECT_WEBHOOK_SECRET);
    expect(await gateway.retrieveAccount(id)).toBeNull();
    expect((await refusal(gateway.createOnboardingLink({ accountId: id, ...URLS }))).code).toBe(
      "resource_missing",
    );
  });
});
