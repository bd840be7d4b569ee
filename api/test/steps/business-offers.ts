import { type TestApp, startTestApp } from "../app.js";
import { Client, someAddress } from "../client.js";
import { signedInAs, unique } from "../factories.js";
import { BusinessOffer } from "../../src/modules/business-offers/business-offer.entity.js";
import { type StartedPayment, TEST_CARDS, payDemo } from "./checkout.js";

/**
 * The licensing programme's test app, started before the file's tests with an administrator
 * signed in, and its calls as the pages make them (apply, start the fee's payment, an
 * administrator's change).
 */
export function offerTestApp() {
  let started: { app: TestApp; admin: Client; adminId: number };
  beforeAll(async () => {
    const app = await startTestApp({ demo: false });
    const signedIn = await signedInAs(app, { kind: "admin" });
    started = { app, admin: signedIn.client, adminId: signedIn.user.id };
  });
  afterAll(() => started.app.close());
  return {
    /** The started app and its administrator (in hooks and tests). */
    started: () => started,
    ...offerSteps(() => started.app),
  };
}

/** The calls, on the app the file started (`current`, read at each call). */
function offerSteps(current: () => TestApp) {
  const visitor = () => new Client(current(), "jest-visitor", someAddress());

  function application(fields: Record<string, unknown> = {}) {
    const tag = unique();
    return {
      businessName: `Recovery Partners ${tag}`,
      contactName: "Pat Owner",
      contactEmail: `owner-${tag}@example.com`,
      contactPhone: "555-010-0199",
      businessWebsite: "https://recovery.example.com",
      businessAddress: "1 Main Street, Springfield",
      licenseType: "royalty-free",
      additionalInfo: "",
      ...fields,
    };
  }

  async function apply(client: Client, body: Record<string, unknown>) {
    const response = await client.request("/api/business-offers", { method: "POST", json: body });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** The payment intent of an offer, with the reference its application answered unless told. */
  async function paymentIntent(
    client: Client,
    offer: Record<string, unknown>,
    told: { reference?: unknown } = {},
  ) {
    const response = await client.request("/api/business-offers/payment-intent", {
      method: "POST",
      json: { offerId: offer.id, amount: 1, reference: offer.reference, ...told },
    });
    const body = (await response.json()) as StartedPayment & Record<string, unknown>;
    return { status: response.status, body };
  }

  const patch = (client: Client, id: unknown, json: Record<string, unknown>) =>
    client.request(`/api/business-offers/${String(id)}`, { method: "PATCH", json });

  const stored = (id: unknown) => current().orm.em.fork().findOneOrFail(BusinessOffer, Number(id));

  /** A new application whose licence fee a visitor paid with the demo card (recorded on confirm). */
  async function paidIntent(license = "royalty-free") {
    const client = visitor();
    const offer = await apply(client, application({ licenseType: license }));
    const intent = await paymentIntent(client, offer.body);
    const paid = await payDemo(client, intent.body, TEST_CARDS.pays);
    expect(paid.body.data?.confirmDemoPayment.status).toBe("succeeded");
    return { client, offerId: offer.body.id as number, intent: intent.body };
  }

  return { visitor, application, apply, paymentIntent, patch, stored, paidIntent };
}
