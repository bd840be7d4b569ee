import {
  STRIPE_CONNECT_WEBHOOK_SECRET,
  STRIPE_WEBHOOK_SECRET,
  type TestApp,
  startTestApp,
} from "../app.js";
import { createTestDatabase } from "../database.js";
import { createLegalDocument, signedInAs } from "../factories.js";
import { partnerStatement } from "../steps/partner-statements.js";
import { LegalDocumentType } from "../../src/modules/legal/legal-document.entity.js";
import { recoverSettlements } from "../../src/modules/settlements/settlement.job.js";
import { Statement } from "../../src/modules/settlements/statement.entity.js";
import { type Replica, startReplica } from "./replicas.js";

/**
 * Acceptance line 4 of issue 55: the portal's process is killed (SIGKILL) after Stripe made a
 * statement's transfer and before the portal recorded it. The next run (the recovery job) finds
 * the transfer by its group and records it: one transfer, a paid statement. The process that
 * dies is the built API (as production runs it, test/reliability/replicas.ts) on the test's
 * database and Stripe fake; the fake kills it the moment the transfer exists.
 */
let database: { url: string; drop(): Promise<void> };
let app: TestApp;
let replica: Replica;

beforeAll(async () => {
  database = await createTestDatabase({ template: "migrated" });
  app = await startTestApp({ demo: false, stripe: true, database });
  replica = await startReplica("settling", database.url, {
    STRIPE_SECRET_KEY: "sk_test_portal",
    STRIPE_PUBLISHABLE_KEY: "pk_test_portal",
    STRIPE_WEBHOOK_SECRET,
    STRIPE_CONNECT_WEBHOOK_SECRET,
    STRIPE_API_BASE: app.stripe.apiBase,
  });
}, 240_000);

afterAll(async () => {
  await replica?.kill();
  await app?.close();
  await database?.drop();
}, 60_000);

it("pays a statement once when the process dies between the transfer and its record, even after Stripe forgot the key", async () => {
  const agreementId = (await createLegalDocument(app, LegalDocumentType.ENROLLMENT_AGREEMENT)).id;
  const admin = await signedInAs(app, { kind: "admin" });
  const { accountId, statement } = await partnerStatement(app, {
    admin: admin.client,
    agreementId,
    priceCents: 19_900,
  });
  app.stripe.transfers.available = 1_000_000;
  let killed: Promise<void> | undefined;
  app.stripe.transfers.onCreated = () => {
    killed = replica.kill();
  };

  // The academy's administrator approves on the process that dies: no answer comes back.
  const cookie = [...admin.client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const approval = await fetch(
    `http://127.0.0.1:${replica.port}/api/admin/statements/${statement.id}/approve`,
    {
      method: "POST",
      headers: {
        cookie,
        "user-agent": admin.client.userAgent,
        "x-forwarded-for": admin.client.ip ?? "",
      },
    },
  ).catch((error: unknown) => error);
  expect(approval).toBeInstanceOf(Error);
  await killed;
  app.stripe.transfers.onCreated = undefined;

  const groupOf = () =>
    [...app.stripe.transfers.transfers.values()].filter(
      transfer => transfer.transfer_group === `statement-${statement.id}`,
    );
  const read = () => app.orm.em.fork().findOneOrFail(Statement, statement.id, { refresh: true });
  // Stripe made the transfer; the portal holds the approval only.
  expect(groupOf()).toHaveLength(1);
  expect(await read()).toMatchObject({ status: "approved", transferId: null });

  // The recovery job runs a day later, once Stripe has forgotten the idempotency key: only the
  // lookup by transfer group keeps it from paying again. It records the transfer it finds; a
  // second run changes nothing.
  app.stripe.transfers.forgetIdempotencyKeys();
  await recoverSettlements({ orm: app.orm, config: app.config, jobs: app.jobs });
  await recoverSettlements({ orm: app.orm, config: app.config, jobs: app.jobs });
  const [transfer] = groupOf();
  expect(groupOf()).toHaveLength(1);
  expect(await read()).toMatchObject({ status: "paid", transferId: transfer.id });
  expect(app.stripe.transfers.balances.get(accountId)).toBe(statement.payableCents);
});
