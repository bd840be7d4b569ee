import { STRIPE_WEBHOOK_SECRET, type TestApp, readJson, startTestApp } from "../../../test/app.js";
import { createLegalDocument, signedInAs } from "../../../test/factories.js";
import { partnerStatement } from "../../../test/steps/partner-statements.js";
import { LegalDocumentType } from "../legal/legal-document.entity.js";
import { LicenseType } from "../partners/licence.rules.js";
import { recoverSettlements } from "./settlement.job.js";

/**
 * Settling statements on the Stripe fake: approval pays the payable amount once however often it
 * is asked, waits (with why) for a payout account that cannot be paid and is paid by the recovery
 * job once it can, pays nothing when nothing is payable, records the processor's refusal, and
 * shows a reversal Stripe tells of.
 */
let app: TestApp;
let agreementId: number;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  app = await startTestApp({ demo: false, stripe: true });
  agreementId = (await createLegalDocument(app, LegalDocumentType.ENROLLMENT_AGREEMENT)).id;
  admin = await signedInAs(app, { kind: "admin" });
});
afterAll(() => app.close());

const deps = () => ({ orm: app.orm, config: app.config, jobs: app.jobs });

const statementOf = (
  priceCents: number,
  options: { licence?: LicenseType; onboarded?: boolean; refunded?: boolean } = {},
) => partnerStatement(app, { admin: admin.client, agreementId, priceCents, ...options });

const deliver = (path: string, event: { payload: string; header: string }) =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": event.header },
    body: event.payload,
  });

interface Shown {
  status: string;
  payableCents: number;
  waitingReason: string | null;
  failureReason: string | null;
  transferId: string | null;
  transferAmountReversedCents: number;
}

async function approve(statementId: number): Promise<Shown> {
  const response = await admin.client.request(`/api/admin/statements/${statementId}/approve`, {
    method: "POST",
  });
  expect(response.status).toBe(200);
  return readJson<Shown>(response);
}

/** The statement as the academy's statements list shows it. */
async function shown(partnerId: number): Promise<Shown> {
  const response = await admin.client.request(`/api/admin/statements?partnerId=${partnerId}`);
  expect(response.status).toBe(200);
  const { statements } = await readJson<{ statements: Shown[] }>(response);
  return statements[0];
}

const transfersOf = (statementId: number) =>
  [...app.stripe.transfers.transfers.values()].filter(
    transfer => transfer.transfer_group === `statement-${statementId}`,
  );

const mails = (kind: string, to: string) =>
  app.orm.em
    .fork()
    .execute(`select subject from mail_outbox where kind = ? and recipient = ?`, [kind, to]);

beforeEach(() => {
  app.stripe.transfers.available = 10_000_000;
});

it("pays a statement approved twenty times at once with one transfer, its payable amount", async () => {
  const { partner, partnerAdmin, accountId, statement } = await statementOf(19_900);
  // $199 less the academy's 15 % ($29.85) and the partner's part of Stripe's fee ($5.16).
  expect(statement.payableCents).toBe(16_399);

  const answers = await Promise.all(Array.from({ length: 20 }, () => approve(statement.id)));
  for (const answer of answers) expect(["approved", "paid"]).toContain(answer.status);
  await recoverSettlements(deps());

  const transfers = transfersOf(statement.id);
  expect(transfers).toHaveLength(1);
  expect(transfers[0]).toMatchObject({ amount: 16_399, destination: accountId, currency: "usd" });
  expect(app.stripe.transfers.balances.get(accountId)).toBe(16_399);
  expect(await shown(partner.id)).toMatchObject({
    status: "paid",
    transferId: transfers[0].id,
    waitingReason: null,
    failureReason: null,
  });
  expect(await mails("statement.paid", partnerAdmin.user.email)).toEqual([
    { subject: "Your January 2026 statement was paid" },
  ]);
  // Approved again later: answered as it is, nothing paid again.
  expect(await approve(statement.id)).toMatchObject({
    status: "paid",
    transferId: transfers[0].id,
  });
  expect(transfersOf(statement.id)).toHaveLength(1);
});

it("waits with the reason while payouts are not enabled, then the recovery job pays it once", async () => {
  const { partner, accountId, statement, onboard } = await statementOf(10_000, {
    onboarded: false,
  });
  const waiting = await approve(statement.id);
  expect(waiting.status).toBe("waiting");
  expect(waiting.waitingReason).toMatch(/^The payout account's details are not sent yet/);
  expect(transfersOf(statement.id)).toHaveLength(0);

  // Still not payable: the job leaves it waiting.
  await recoverSettlements(deps());
  expect((await shown(partner.id)).status).toBe("waiting");

  await onboard();
  await recoverSettlements(deps());
  await recoverSettlements(deps());
  expect(await shown(partner.id)).toMatchObject({ status: "paid", waitingReason: null });
  expect(transfersOf(statement.id)).toHaveLength(1);
  expect(app.stripe.transfers.balances.get(accountId)).toBe(statement.payableCents);
});

it("pays a statement with nothing payable without a transfer", async () => {
  const { partner, statement } = await statementOf(10_000, { refunded: true });
  expect(statement.payableCents).toBe(0);
  expect(await approve(statement.id)).toMatchObject({ status: "paid", transferId: null });
  expect(transfersOf(statement.id)).toHaveLength(0);
  expect((await shown(partner.id)).status).toBe("paid");
});

it("pays a royalty-free partner the tuition less the processor's fee", async () => {
  const { accountId, statement } = await statementOf(10_000, {
    licence: LicenseType.ROYALTY_FREE,
  });
  // Stripe's 2.9 % + 30¢ of $100 is $3.20; no royalty.
  expect(statement.payableCents).toBe(9_680);
  expect((await approve(statement.id)).status).toBe("paid");
  expect(app.stripe.transfers.balances.get(accountId)).toBe(9_680);
});

it("records the processor's refusal by its code, and pays when approved again", async () => {
  const { partner, statement } = await statementOf(10_000);
  app.stripe.transfers.available = 100;
  const failed = await approve(statement.id);
  expect(failed).toMatchObject({ status: "failed", failureReason: "balance_insufficient" });
  expect(transfersOf(statement.id)).toHaveLength(0);

  app.stripe.transfers.available = 10_000_000;
  expect((await approve(statement.id)).status).toBe("paid");
  expect(transfersOf(statement.id)).toHaveLength(1);
  expect((await shown(partner.id)).failureReason).toBeNull();
});

it("shows a transfer Stripe reversed, and tells the partner's administrators", async () => {
  const { partner, partnerAdmin, accountId, statement } = await statementOf(10_000);
  const paid = await approve(statement.id);
  const event = app.stripe.transfers.reverse(paid.transferId!, STRIPE_WEBHOOK_SECRET, 5_000);
  expect((await deliver("/api/webhooks/stripe", event)).status).toBe(200);
  expect(await shown(partner.id)).toMatchObject({
    status: "reversed",
    transferAmountReversedCents: 5_000,
  });
  expect(app.stripe.transfers.balances.get(accountId)).toBe(statement.payableCents - 5_000);
  expect(await mails("statement.reversed", partnerAdmin.user.email)).toHaveLength(1);
  // Delivered again: nothing changes, no second mail.
  const again = await deliver("/api/webhooks/stripe", event);
  expect(await readJson(again)).toEqual({
    received: true,
    ignored: "Not a statement's transfer, or already shown",
  });
  expect(await mails("statement.reversed", partnerAdmin.user.email)).toHaveLength(1);
});
