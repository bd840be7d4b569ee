import { STRIPE_WEBHOOK_SECRET, type TestApp, readJson, startTestApp } from "../../../test/app.js";
import { createLegalDocument, createPartner, signedInAs } from "../../../test/factories.js";
import { pdfText } from "../../../test/pdf-reader.js";
import { partnerSale } from "../../../test/steps/partner-sales.js";
import { LegalDocumentType } from "../legal/legal-document.entity.js";
import { LicenseType } from "../partners/licence.rules.js";
import { closeMonth } from "./close-statements.job.js";
import { LedgerLine } from "./ledger-line.entity.js";
import { Statement } from "./statement.entity.js";

/**
 * Monthly statements: partners' lines of a finished month (the academy's time zone) closed into
 * one statement each, whose totals are the lines', a negative month carried, the close idempotent
 * and parallel-safe, downloads for the partner's administrators and the academy's only. On the
 * Stripe fake, so a refund can be made in Stripe's Dashboard too.
 */
let app: TestApp;
let agreementId: number;
beforeAll(async () => {
  app = await startTestApp({ demo: false, stripe: true });
  agreementId = (await createLegalDocument(app, LegalDocumentType.ENROLLMENT_AGREEMENT)).id;
});
afterAll(() => app.close());

const close = (now: string) =>
  closeMonth({ orm: app.orm, config: app.config, jobs: app.jobs }, new Date(now));

async function partnerWithAdmin(licence: LicenseType) {
  const admin = await signedInAs(app);
  const partner = await createPartner(app, { licence, admin: admin.user, live: true });
  return { partner, admin };
}

const sale = (partner: { id: number }, priceCents: number) =>
  partnerSale(app, { partner, priceCents, agreementId });

/** Dates a payment's lines (or only its refund lines) at `at`, as if recorded then. */
const dateLines = (paymentId: number, at: string, kind?: string) =>
  app.orm.em
    .fork()
    .execute(
      `update ledger_lines set occurred_at = ? where payment_id = ? and kind = coalesce(?, kind)`,
      [at, paymentId, kind ?? null],
    );

const statementsOf = (partnerId: number) =>
  app.orm.em
    .fork()
    .find(Statement, { partner: partnerId }, { orderBy: { period: "asc" }, refresh: true });

const totals = (s: Statement) => ({
  period: s.period,
  status: s.status,
  sales: s.salesCents,
  refunds: s.refundsCents,
  royalty: s.royaltyCents,
  fees: s.feesCents,
  share: s.partnerShareCents,
  carriedIn: s.carriedInCents,
  payable: s.payableCents,
  carriedOut: s.carriedOutCents,
});

async function sendStripe(type: string, object: object) {
  const { payload, header } = app.stripe.event(type, object, STRIPE_WEBHOOK_SECRET);
  const response = await app.request("/api/webhooks/stripe", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": header },
    body: payload,
  });
  expect(response.status).toBe(200);
}

async function refundInPortal(paymentId: number, body: object) {
  const { client } = await signedInAs(app, { kind: "admin" });
  const response = await client.request(`/api/admin/payments/${paymentId}/refund`, {
    json: { keepEnrollment: true, ...body },
  });
  expect(response.status).toBe(200);
}

describe("a revenue-share partner's month", () => {
  it("closes into one statement whose lines and totals equal a hand computation, once, however often it runs", async () => {
    const { partner, admin } = await partnerWithAdmin(LicenseType.REVENUE_SHARE);
    const sales = [
      await sale(partner, 19_900),
      await sale(partner, 19_900),
      await sale(partner, 19_900),
    ];
    await refundInPortal(sales[0].payment.id, { amount: 100 });
    app.stripe.dashboardRefund(sales[1].intent.id);
    await sendStripe("charge.refunded", app.stripe.charge(sales[1].intent.id));
    for (const { payment } of sales) await dateLines(payment.id, "2026-01-15T17:00:00Z");

    // Not before January ends in New York (the default zone): 23:59 there is 04:59 UTC.
    expect(await close("2026-02-01T04:59:00Z")).toBe(0);
    // The fees not read yet are read by the close; then parallel runs make one statement.
    const made = await Promise.all([1, 2, 3, 4].map(() => close("2026-02-01T05:05:00Z")));
    expect(made.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await close("2026-02-01T06:05:00Z")).toBe(0);

    // By hand: each $199 sale keeps 15 % = $29.85 and pays Stripe 2.9 % + 30¢ = $6.07, of which
    // the academy bears 15 % ($0.91): the partner's share is 199 - 29.85 - 5.16 = $163.99.
    // A $100 refund reverses $15 of royalty (share -$85); the Dashboard's whole refund of the
    // second sale reverses $29.85 (share -$169.15). Stripe keeps its fees on refunds.
    const share = 3 * 16_399 - 8_500 - 16_915;
    const [statement] = await statementsOf(partner.id);
    expect(totals(statement)).toEqual({
      period: "2026-01-01",
      status: "ready",
      sales: 3 * 19_900,
      refunds: -10_000 - 19_900,
      royalty: 3 * 2_985 - 1_500 - 2_985,
      fees: 3 * 607,
      share,
      carriedIn: 0,
      payable: share,
      carriedOut: 0,
    });
    const lines = await app.orm.em.fork().find(LedgerLine, { partner: partner.id });
    expect(lines).toHaveLength(5);
    expect(lines.every(line => line.statement?.id === statement.id)).toBe(true);

    const [mail] = await app.orm.em
      .fork()
      .execute<{ subject: string; text_body: string }[]>(
        `select subject, text_body from mail_outbox where kind = 'statement.ready' and recipient = ?`,
        [admin.user.email],
      );
    expect(mail.subject).toBe("Your January 2026 statement is ready");
    expect(mail.text_body).toContain(`The amount payable to you is $${(share / 100).toFixed(2)}.`);
  });

  it("puts a sale at 23:30 on January 31st in New York in January, though it is February 1st in UTC", async () => {
    const { partner } = await partnerWithAdmin(LicenseType.REVENUE_SHARE);
    const late = await sale(partner, 10_000);
    const next = await sale(partner, 20_000);
    await dateLines(late.payment.id, "2026-02-01T04:30:00Z");
    await dateLines(next.payment.id, "2026-02-01T05:30:00Z");
    await close("2026-02-01T06:00:00Z");
    expect((await statementsOf(partner.id)).map(s => [s.period, s.salesCents])).toEqual([
      ["2026-01-01", 10_000],
    ]);
  });
  it("closes on the months of the academy's time zone as set: Tokyo's January ends while New York's goes on", async () => {
    const setZone = (zone: string) =>
      app.orm.em.fork().execute(
        `insert into site_settings (id, academy_time_zone) values (1, ?)
           on conflict (id) do update set academy_time_zone = excluded.academy_time_zone`,
        [zone],
      );
    const { partner } = await partnerWithAdmin(LicenseType.REVENUE_SHARE);
    const { payment } = await sale(partner, 10_000);
    // 23:00 on January 31st in Tokyo; closed at 00:30 on February 1st there (10:30 in New York).
    await dateLines(payment.id, "2026-01-31T14:00:00Z");
    await close("2026-01-31T15:30:00Z");
    expect(await statementsOf(partner.id)).toEqual([]);
    await setZone("Asia/Tokyo");
    try {
      await close("2026-01-31T15:30:00Z");
    } finally {
      await setZone("America/New_York");
    }
    expect((await statementsOf(partner.id)).map(s => [s.period, s.salesCents])).toEqual([
      ["2026-01-01", 10_000],
    ]);
  });
});

describe("a royalty-free partner with a month of more refunds than sales", () => {
  it("pays the tuition less its fees, and carries a negative month into the next statement", async () => {
    const { partner } = await partnerWithAdmin(LicenseType.ROYALTY_FREE);
    const january = await sale(partner, 19_900);
    const february = await sale(partner, 10_000);
    const march = await sale(partner, 19_900);
    await refundInPortal(january.payment.id, { full: true });
    await dateLines(january.payment.id, "2026-01-10T12:00:00Z");
    await dateLines(january.payment.id, "2026-02-10T12:00:00Z", "refund");
    await dateLines(february.payment.id, "2026-02-11T12:00:00Z");
    await dateLines(march.payment.id, "2026-03-12T12:00:00Z");
    await close("2026-05-02T12:00:00Z");

    // $199: fee $6.07, all the partner's; $100: fee 2.9 % + 30¢ = $3.20.
    expect((await statementsOf(partner.id)).map(totals)).toEqual([
      {
        period: "2026-01-01",
        status: "ready",
        sales: 19_900,
        refunds: 0,
        royalty: 0,
        fees: 607,
        share: 19_293,
        carriedIn: 0,
        payable: 19_293,
        carriedOut: 0,
      },
      {
        period: "2026-02-01",
        status: "ready",
        sales: 10_000,
        refunds: -19_900,
        royalty: 0,
        fees: 320,
        share: 9_680 - 19_900,
        carriedIn: 0,
        payable: 0,
        carriedOut: -10_220,
      },
      {
        period: "2026-03-01",
        status: "ready",
        sales: 19_900,
        refunds: 0,
        royalty: 0,
        fees: 607,
        share: 19_293,
        carriedIn: -10_220,
        payable: 19_293 - 10_220,
        carriedOut: 0,
      },
    ]);
    // April had no lines and nothing carried: no statement.
  });

  it("waits for a fee the processor cannot tell yet: no statement until it is read", async () => {
    const { partner } = await partnerWithAdmin(LicenseType.ROYALTY_FREE);
    const { payment } = await sale(partner, 10_000);
    await dateLines(payment.id, "2026-01-10T12:00:00Z");
    const provider = (name: string) =>
      app.orm.em
        .fork()
        .execute(`update payments set provider = ? where id = ?`, [name, payment.id]);
    // A payment this processor cannot read the fee of: the partner waits for the next run.
    await provider("demo");
    await close("2026-02-02T12:00:00Z");
    expect(await statementsOf(partner.id)).toEqual([]);
    await provider("stripe");
    await close("2026-02-02T13:00:00Z");
    expect((await statementsOf(partner.id)).map(s => [s.period, s.feesCents])).toEqual([
      ["2026-01-01", 320],
    ]);
  });

  it("puts a line dated in a month already closed into the next statement", async () => {
    const { partner } = await partnerWithAdmin(LicenseType.ROYALTY_FREE);
    const first = await sale(partner, 10_000);
    await dateLines(first.payment.id, "2026-01-10T12:00:00Z");
    await close("2026-02-02T12:00:00Z");
    const late = await sale(partner, 10_000);
    await dateLines(late.payment.id, "2026-01-20T12:00:00Z");
    await close("2026-03-02T12:00:00Z");
    expect((await statementsOf(partner.id)).map(s => [s.period, s.salesCents])).toEqual([
      ["2026-01-01", 10_000],
      ["2026-02-01", 10_000],
    ]);
  });
});

describe("statements read and downloaded", () => {
  const LIST = `query($id: Int!) { partnerStatements(partnerId: $id) { edges { node { id period payableCents pdfUrl csvUrl } } } }`;

  it("answers the partner's administrators and the academy's, and refuses another partner's administrator", async () => {
    const { partner, admin } = await partnerWithAdmin(LicenseType.REVENUE_SHARE);
    const other = await partnerWithAdmin(LicenseType.REVENUE_SHARE);
    const { payment } = await sale(partner, 19_900);
    await dateLines(payment.id, "2025-06-15T12:00:00Z");
    await close("2025-07-01T12:00:00Z");

    const { body } = await admin.client.graphql<{
      partnerStatements: {
        edges: { node: { id: number; period: string; pdfUrl: string; csvUrl: string } }[];
      };
    }>(LIST, { id: partner.id });
    const [{ node }] = body.data!.partnerStatements.edges;
    expect(node.period).toBe("2025-06-01");

    const pdf = await admin.client.request(node.pdfUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    for (const part of [
      partner.legalName,
      "Partner statement: June 2025",
      "$199.00",
      "$29.85",
      "Payable: $163.99",
    ]) {
      expect(text).toContain(part);
    }

    const csv = await admin.client.request(node.csvUrl);
    expect(csv.status).toBe(200);
    expect((await csv.text()).trim().split("\n")).toEqual([
      "date,kind,transaction,tuition_cents,royalty_cents,fee_cents,partner_share_cents",
      `06/15/2025,sale,${payment.providerPaymentId},19900,2985,607,16399`,
      ",sales,,19900,,,",
      ",refunds,,0,,,",
      ",royalty,,,2985,,",
      ",fees,,,,607,",
      ",partner share,,,,,16399",
      ",carried in,,,,,0",
      ",payable,,,,,16399",
      ",carried out,,,,,0",
    ]);

    const academy = await signedInAs(app, { kind: "admin" });
    expect((await academy.client.request(node.pdfUrl)).status).toBe(200);
    const listed = await academy.client.request(`/api/admin/statements?partnerId=${partner.id}`);
    expect(await readJson(listed)).toMatchObject({
      statements: [{ id: node.id, partnerName: partner.legalName, status: "ready" }],
      totals: { salesCents: 19_900, payableCents: 16_399 },
    });
    expect((await academy.client.request("/api/statements/999999999.pdf")).status).toBe(404);

    // Another partner's administrator: refused alike for this statement and an unknown one.
    const refusal = { message: "You do not administer this partner", code: "FORBIDDEN" };
    const refused = await other.admin.client.graphql(LIST, { id: partner.id });
    expect(
      refused.body.errors?.map(e => ({ message: e.message, code: e.extensions?.code })),
    ).toEqual([refusal]);
    expect(
      (await other.admin.client.request(`/api/partners/${partner.id}/statements`)).status,
    ).toBe(403);
    for (const path of [node.pdfUrl, node.csvUrl, "/api/statements/999999999.pdf"]) {
      const response = await other.admin.client.request(path);
      expect(response.status).toBe(403);
    }
    expect((await app.request(node.pdfUrl)).status).toBe(401);
  });
});
