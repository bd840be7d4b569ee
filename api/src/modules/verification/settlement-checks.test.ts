import { type TestApp, startTestApp } from "../../../test/app.js";
import { createLegalDocument, createPartner, signedInAs } from "../../../test/factories.js";
import type { FakeTransfer } from "../../../test/fakes/stripe-transfers.js";
import { partnerSale } from "../../../test/steps/partner-sales.js";
import { partnerStatement } from "../../../test/steps/partner-statements.js";
import { type Anomaly, verifyGroup } from "../../../test/steps/verification.js";
import { LegalDocumentType } from "../legal/legal-document.entity.js";

// Issue 55, item 5: each anomaly of the partners' money is injected (SQL, or the Stripe fake's
// transfers) into a month closed and paid for real, and found by the payments group.
let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let agreementId: number;

beforeAll(async () => {
  app = await startTestApp({ demo: false, stripe: true });
  admin = await signedInAs(app, { kind: "admin" });
  agreementId = (await createLegalDocument(app, LegalDocumentType.ENROLLMENT_AGREEMENT)).id;
});
afterAll(() => app.close());

beforeEach(() => {
  app.stripe.transfers.available = 10_000_000;
});

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  app.orm.em.fork().execute<T[]>(text, params);

/** A revenue-share partner's January 2026, closed and paid (approved by the academy). */
async function paidMonth(priceCents = 19_900) {
  const made = await partnerStatement(app, { admin: admin.client, agreementId, priceCents });
  const approved = await admin.client.request(
    `/api/admin/statements/${made.statement.id}/approve`,
    {
      method: "POST",
    },
  );
  expect(approved.status).toBe(200);
  const [line] = await sql<{ id: number; payment_id: number }>(
    `select id, payment_id from ledger_lines where statement_id = ?`,
    [made.statement.id],
  );
  return { ...made, line };
}

const payments = async () => (await verifyGroup(admin.client, "payments")).anomalies;

const about = (anomalies: Anomaly[], code: string, record: string) =>
  anomalies.filter(anomaly => anomaly.code === code && anomaly.recordIds.includes(record));

const SETTLEMENT_CODES = [
  "statement.totals",
  "statement.transfer",
  "ledger.unstated",
  "ledger.royalty",
  "transfer.unknown",
];

it("finds nothing in a clean month closed and paid", async () => {
  const { line, statement } = await paidMonth();
  const [{ status }] = await sql<{ status: string }>(`select status from statements where id = ?`, [
    statement.id,
  ]);
  expect(status).toBe("paid");
  const anomalies = await payments();
  expect(anomalies.filter(anomaly => SETTLEMENT_CODES.includes(anomaly.code))).toEqual([]);
  // Nothing about its statement, its line or its payment either.
  const records = [`statement:${statement.id}`, `payment:${line.payment_id}`];
  expect(anomalies.filter(anomaly => anomaly.recordIds.some(id => records.includes(id)))).toEqual(
    [],
  );
});

it("finds a statement whose totals are not the sums of its lines", async () => {
  const { statement } = await paidMonth();
  await sql(`update statements set royalty_cents = royalty_cents + 1 where id = ?`, [statement.id]);
  const [anomaly] = about(await payments(), "statement.totals", `statement:${statement.id}`);
  expect(anomaly.reason).toMatch(/does not add up: its royalty differ from its lines\.$/);
});

it("finds a paid statement without exactly one transfer of its amount", async () => {
  const missing = await paidMonth();
  const doubled = await paidMonth();
  const lost = [...app.stripe.transfers.transfers.values()].find(
    transfer => transfer.transfer_group === `statement-${missing.statement.id}`,
  )!;
  app.stripe.transfers.transfers.delete(lost.id);
  const twice = [...app.stripe.transfers.transfers.values()].find(
    transfer => transfer.transfer_group === `statement-${doubled.statement.id}`,
  )!;
  app.stripe.transfers.transfers.set("tr_second", { ...twice, id: "tr_second" });

  const anomalies = await payments();
  const [none] = about(anomalies, "statement.transfer", `statement:${missing.statement.id}`);
  expect(none.reason).toMatch(/is paid \(\$163\.99\) but the processor holds no transfer/);
  const [two] = about(anomalies, "statement.transfer", `statement:${doubled.statement.id}`);
  expect(two.reason).toContain("tr_second of $163.99");
  // The lost transfer is unknown no more once put back; the second one names a statement.
  app.stripe.transfers.transfers.set(lost.id, lost);
  app.stripe.transfers.transfers.delete("tr_second");
});

it("finds a sale of a finished month without its line, and a line its month's statement left off", async () => {
  const { line, statement } = await paidMonth();
  await sql(`update ledger_lines set statement_id = null where id = ?`, [line.id]);

  const partner = await createPartner(app, { live: true });
  const { payment } = await partnerSale(app, { partner, priceCents: 12_000, agreementId });
  await sql(`delete from ledger_lines where payment_id = ?`, [payment.id]);
  await sql(`update payments set created_at = '2026-01-20T12:00:00Z' where id = ?`, [payment.id]);

  const anomalies = await payments();
  const [left] = about(anomalies, "ledger.unstated", `ledger-line:${line.id}`);
  expect(left.reason).toMatch(/is on no statement though its month was closed/);
  const [unlined] = about(anomalies, "ledger.unstated", `payment:${payment.id}`);
  expect(unlined.reason).toMatch(/in a finished month has no ledger line\.$/);
  // The statement's totals no longer match its (now fewer) lines either.
  expect(about(anomalies, "statement.totals", `statement:${statement.id}`)).toHaveLength(1);
});

it("finds a royalty that is not 15 % of its tuition within a cent", async () => {
  const { line } = await paidMonth();
  // The parts still add up (the table's check): the partner's share pays for it.
  await sql(
    `update ledger_lines set royalty_cents = royalty_cents + 1,
       partner_share_cents = partner_share_cents - 1 where id = ?`,
    [line.id],
  );
  const [anomaly] = about(await payments(), "ledger.royalty", `ledger-line:${line.id}`);
  expect(anomaly.reason).toMatch(/royalty of \$29\.86 on \$199\.00 of tuition, not \$29\.85\.$/);
});

it("finds a transfer at the processor that names no statement", async () => {
  const { statement } = await paidMonth();
  const [paid] = [...app.stripe.transfers.transfers.values()].filter(
    transfer => transfer.transfer_group === `statement-${statement.id}`,
  );
  const stray: FakeTransfer = { ...paid, id: "tr_stray", transfer_group: "statement-99999999" };
  const old: FakeTransfer = {
    ...paid,
    id: "tr_old",
    transfer_group: null,
    created: paid.created - 91 * 24 * 3600,
  };
  app.stripe.transfers.transfers.set(stray.id, stray);
  app.stripe.transfers.transfers.set(old.id, old);

  const unknown = (await payments()).filter(anomaly => anomaly.code === "transfer.unknown");
  expect(unknown.map(anomaly => anomaly.recordIds)).toEqual([["transfer:tr_stray"]]);
  expect(unknown[0].reason).toBe(
    `Transfer tr_stray of $163.99 to ${paid.destination} (group statement-99999999) pays no statement of this portal.`,
  );
});

it("tells, as the checks' one finding each, that the processor could not be asked", async () => {
  await paidMonth();
  app.stripe.transfers.listsFail = true;
  try {
    const asked = (await payments()).filter(anomaly =>
      ["statement.transfer", "transfer.unknown"].includes(anomaly.code),
    );
    const unasked = "The payment processor could not be asked; this check is to be run again.";
    expect(asked.map(({ key, reason, recordIds }) => ({ key, reason, recordIds }))).toEqual([
      { key: "statement.transfer:unasked", reason: unasked, recordIds: [] },
      { key: "transfer.unknown:unasked", reason: unasked, recordIds: [] },
    ]);
  } finally {
    app.stripe.transfers.listsFail = false;
  }
  // Asked again once the processor answers: no check says it could not ask.
  expect((await payments()).filter(anomaly => anomaly.key.endsWith(":unasked"))).toEqual([]);
});
