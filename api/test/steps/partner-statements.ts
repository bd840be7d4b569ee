import { closeMonth } from "../../src/modules/settlements/close-statements.job.js";
import { Statement } from "../../src/modules/settlements/statement.entity.js";
import { LicenseType } from "../../src/modules/partners/licence.rules.js";
import { STRIPE_CONNECT_WEBHOOK_SECRET, type TestApp } from "../app.js";
import type { Client } from "../client.js";
import { createPartner, signedInAs } from "../factories.js";
import { partnerSale } from "./partner-sales.js";

/**
 * On the Stripe fake: a partner whose administrator connected a payout account (onboarding
 * finished at Stripe, told by Connect's event, unless `onboarded: false`), one sale at
 * `priceCents` dated in January 2026 (refunded whole by the academy's `admin` with `refunded`)
 * and the month closed into its statement.
 */
export async function partnerStatement(
  app: TestApp,
  sale: {
    admin: Client;
    agreementId: number;
    priceCents: number;
    licence?: LicenseType;
    onboarded?: boolean;
    refunded?: boolean;
  },
) {
  const partnerAdmin = await signedInAs(app);
  const partner = await createPartner(app, {
    licence: sale.licence ?? LicenseType.REVENUE_SHARE,
    admin: partnerAdmin.user,
    live: true,
  });
  const started = await partnerAdmin.client.request(
    `/api/partners/${partner.id}/payout-account/onboarding`,
    { method: "POST" },
  );
  if (started.status !== 200) throw new Error(`onboarding: ${started.status}`);
  const em = app.orm.em.fork();
  const [{ account_id: accountId }] = await em.execute<{ account_id: string }[]>(
    `select account_id from payout_accounts where partner_id = ?`,
    [partner.id],
  );
  const onboard = async () => {
    const event = app.stripe.connect.completeOnboarding(accountId, STRIPE_CONNECT_WEBHOOK_SECRET);
    const response = await app.request("/api/webhooks/stripe-connect", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": event.header },
      body: event.payload,
    });
    if (response.status !== 200) throw new Error(`account.updated: ${response.status}`);
  };
  if (sale.onboarded !== false) await onboard();
  const { payment } = await partnerSale(app, { partner, ...sale });
  if (sale.refunded) {
    const refund = await sale.admin.request(`/api/admin/payments/${payment.id}/refund`, {
      json: { keepEnrollment: true, full: true },
    });
    if (refund.status !== 200) throw new Error(`refund: ${refund.status}`);
  }
  await em.execute(
    `update ledger_lines set occurred_at = '2026-01-15T17:00:00Z' where payment_id = ?`,
    [payment.id],
  );
  await closeMonth(
    { orm: app.orm, config: app.config, jobs: app.jobs },
    new Date("2026-02-01T05:05:00Z"),
  );
  const statement = await em.findOneOrFail(
    Statement,
    { partner: partner.id, period: "2026-01-01" },
    { refresh: true },
  );
  return { partner, partnerAdmin, accountId, statement, onboard };
}
