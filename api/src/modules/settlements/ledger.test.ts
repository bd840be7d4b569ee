import { STRIPE_WEBHOOK_SECRET, type TestApp, startTestApp } from "../../../test/app.js";
import { createLegalDocument, createPartner, signedInAs } from "../../../test/factories.js";
import { enroll } from "../../../test/steps/checkout.js";
import { partnerSale } from "../../../test/steps/partner-sales.js";
import { LegalDocumentType } from "../legal/legal-document.entity.js";
import { LicenseType } from "../partners/licence.rules.js";
import { LedgerLine } from "./ledger-line.entity.js";
import { LINE_FEE_JOB } from "./ledger.service.js";
import { lineFeeJob } from "./line-fee.job.js";

/**
 * The partner ledger: a line per partner sale (its fee read from the processor's balance
 * transaction by a job), per refund made in the portal or in Stripe's Dashboard, and per lost
 * dispute; each once. On the demo processor (the default install) and on Stripe (its fake).
 */
let demoApp: TestApp;
let stripeApp: TestApp;
const agreements = new Map<TestApp, number>();
beforeAll(async () => {
  [demoApp, stripeApp] = await Promise.all([
    startTestApp({ demo: false }),
    startTestApp({ demo: false, stripe: true }),
  ]);
  for (const app of [demoApp, stripeApp]) {
    const agreement = await createLegalDocument(app, LegalDocumentType.ENROLLMENT_AGREEMENT);
    agreements.set(app, agreement.id);
  }
});
afterAll(() => Promise.all([demoApp.close(), stripeApp.close()]));

const sell = async (app: TestApp, licence: LicenseType | null, priceCents: number) => {
  const partner = licence ? await createPartner(app, { licence, live: true }) : null;
  const agreementId = agreements.get(app)!;
  return { partner, ...(await partnerSale(app, { partner, priceCents, agreementId })) };
};

const linesOf = (app: TestApp, paymentId: number) =>
  app.orm.em
    .fork()
    .find(LedgerLine, { payment: paymentId }, { orderBy: { id: "asc" }, refresh: true });

/** The money of a line, as a statement will read it. */
const money = (line: LedgerLine) => ({
  kind: line.kind,
  tuition: line.tuitionCents,
  royalty: line.royaltyCents,
  fee: line.feeCents,
  academyFee: line.academyFeeCents,
  partnerFee: line.partnerFeeCents,
  share: line.partnerShareCents,
});

/** The fee jobs queued for a line (the workers are off: each test runs them itself). */
const queuedFeeJobs = async (app: TestApp, lineId: number) => {
  const [{ count }] = await app.orm.em
    .fork()
    .execute<{ count: number }[]>(
      `select count(*)::int as count from pgboss.job where name = ? and (data->>'lineId')::int = ?`,
      [LINE_FEE_JOB, lineId],
    );
  return count;
};
const runFeeJob = (app: TestApp, lineId: number) =>
  lineFeeJob.run({ lineId }, { orm: app.orm, config: app.config });

describe("a partner's sale on the demo processor", () => {
  it("writes a revenue-share line with the 15 % royalty, then the fee (2.9 % + 30¢) and its split, once", async () => {
    const { partner, payment, client, course, intent } = await sell(
      demoApp,
      LicenseType.REVENUE_SHARE,
      19_900,
    );
    const [line] = await linesOf(demoApp, payment.id);
    expect(line.partner.id).toBe(partner!.id);
    expect(line.refundId).toBeNull();
    expect(money(line)).toEqual({
      kind: "sale",
      tuition: 19_900,
      royalty: 2_985,
      fee: null,
      academyFee: null,
      partnerFee: null,
      share: null,
    });
    expect(await queuedFeeJobs(demoApp, line.id)).toBe(1);

    // The job runs at least once, maybe side by side: the line is filled once, the same way.
    await Promise.all([1, 2, 3].map(() => runFeeJob(demoApp, line.id)));
    await runFeeJob(demoApp, line.id);
    const filled = await linesOf(demoApp, payment.id);
    expect(filled.map(money)).toEqual([
      // $199 × 2.9 % = 5.771 → $5.77, + 30¢; the academy's part 607 × 15 % = 91.05 → 91.
      { ...money(line), fee: 607, academyFee: 91, partnerFee: 516, share: 16_399 },
    ]);

    // The browser asking again (a replayed fulfilment) writes nothing new.
    await enroll(client, course.id, intent.id);
    expect(await linesOf(demoApp, payment.id)).toHaveLength(1);
    expect(await queuedFeeJobs(demoApp, line.id)).toBe(1);
  });

  it("takes no royalty from a royalty-free partner: the partner bears the whole fee", async () => {
    const { payment } = await sell(demoApp, LicenseType.ROYALTY_FREE, 19_900);
    const [line] = await linesOf(demoApp, payment.id);
    await runFeeJob(demoApp, line.id);
    expect((await linesOf(demoApp, payment.id)).map(money)).toEqual([
      {
        kind: "sale",
        tuition: 19_900,
        royalty: 0,
        fee: 607,
        academyFee: 0,
        partnerFee: 607,
        share: 19_293,
      },
    ]);
  });

  it("writes no line for the academy's own sale", async () => {
    const { payment } = await sell(demoApp, null, 19_900);
    expect(await linesOf(demoApp, payment.id)).toEqual([]);
  });
});

describe("a partner's sale on Stripe, refunded and disputed", () => {
  const send = async (type: string, object: object) => {
    const { payload, header } = stripeApp.stripe.event(type, object, STRIPE_WEBHOOK_SECRET);
    const response = await stripeApp.request("/api/webhooks/stripe", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": header },
      body: payload,
    });
    expect(response.status).toBe(200);
  };

  it("reads the fee from the charge's balance transaction, and writes a line per refund (portal and Dashboard) once", async () => {
    const { payment, intent } = await sell(stripeApp, LicenseType.REVENUE_SHARE, 34_900);
    const [sale] = await linesOf(stripeApp, payment.id);
    await runFeeJob(stripeApp, sale.id);
    expect(stripeApp.stripe.calls).toContain(`GET /v1/payment_intents/${intent.id}`);
    // $349 × 2.9 % = 10.121 → $10.12, + 30¢ (Stripe's fee); the academy's part 1042 × 15 % = 156.3.
    const saleMoney = { kind: "sale", tuition: 34_900, royalty: 5_235, fee: 1_042 };
    expect(money((await linesOf(stripeApp, payment.id))[0])).toEqual({
      ...saleMoney,
      academyFee: 156,
      partnerFee: 886,
      share: 28_779,
    });

    // $100 back from the portal, keeping the course.
    const { client: admin } = await signedInAs(stripeApp, { kind: "admin" });
    const refunded = await admin.request(`/api/admin/payments/${payment.id}/refund`, {
      json: { amount: 100, keepEnrollment: true },
    });
    expect(refunded.status).toBe(200);
    // The rest from Stripe's Dashboard, told twice by its event.
    const dashboard = stripeApp.stripe.dashboardRefund(intent.id);
    await send("charge.refunded", stripeApp.stripe.charge(intent.id));
    await send("charge.refunded", stripeApp.stripe.charge(intent.id));

    const lines = await linesOf(stripeApp, payment.id);
    const portalRefund = [...stripeApp.stripe.refunds.values()].find(
      refund => refund.payment_intent === intent.id && refund.id !== dashboard.id,
    )!;
    expect(lines.map(line => line.refundId)).toEqual([null, portalRefund.id, dashboard.id]);
    // Stripe keeps no fee on a refund: the refund's line is whole at once, its royalty reversed.
    expect(lines.slice(1).map(money)).toEqual([
      {
        kind: "refund",
        tuition: -10_000,
        royalty: -1_500,
        fee: 0,
        academyFee: 0,
        partnerFee: 0,
        share: -8_500,
      },
      {
        kind: "refund",
        tuition: -24_900,
        royalty: -3_735,
        fee: 0,
        academyFee: 0,
        partnerFee: 0,
        share: -21_165,
      },
    ]);
    expect(lines.reduce((sum, line) => sum + line.royaltyCents, 0)).toBe(0);
    for (const line of lines.slice(1)) expect(await queuedFeeJobs(stripeApp, line.id)).toBe(0);
  });

  it("writes a lost dispute's line once, with Stripe's dispute fee read by the job", async () => {
    const { payment, intent } = await sell(stripeApp, LicenseType.REVENUE_SHARE, 19_900);
    // Stripe's fee on the sale is the demo processor's for the same price.
    await runFeeJob(stripeApp, (await linesOf(stripeApp, payment.id))[0].id);
    expect((await linesOf(stripeApp, payment.id))[0].feeCents).toBe(607);
    const dispute = stripeApp.stripe.openDispute(intent.id);
    await send("charge.dispute.created", dispute);
    expect(await linesOf(stripeApp, payment.id)).toHaveLength(1);
    const lost = stripeApp.stripe.closeDispute(dispute.id, "lost");
    await send("charge.dispute.closed", lost);
    await send("charge.dispute.closed", lost);
    const [, line] = await linesOf(stripeApp, payment.id);
    expect(line).toMatchObject({ kind: "dispute", refundId: dispute.id, feeCents: null });
    expect(await queuedFeeJobs(stripeApp, line.id)).toBe(1);
    await runFeeJob(stripeApp, line.id);
    expect((await linesOf(stripeApp, payment.id)).slice(1).map(money)).toEqual([
      // The $15 fee shared as the royalty is: 1500 × 15 % = 225 the academy's.
      {
        kind: "dispute",
        tuition: -19_900,
        royalty: -2_985,
        fee: 1_500,
        academyFee: 225,
        partnerFee: 1_275,
        share: -18_190,
      },
    ]);
  });
});
