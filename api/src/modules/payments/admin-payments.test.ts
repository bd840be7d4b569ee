import { type TestApp, startTestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import {
  type FactoryUser,
  createCourse,
  createPayment,
  signedInAs,
  unique,
} from "../../../test/factories.js";
import { periodOf } from "./admin-payments.service.js";
import { PaymentDateRange } from "./admin-payments.types.js";
import { BusinessOffer, BusinessOfferStatus } from "../business-offers/business-offer.entity.js";
import { LicenseType } from "../partners/licence.rules.js";
import { Payment, PaymentProvider, PaymentStatus } from "./payment.entity.js";

let app: TestApp;
let admin: Client;
let buyer: { user: FactoryUser; client: Client };
let other: { client: Client };
const tag = unique();
const ids: Record<string, number> = {};
let receiptId = 0;

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  app = await startTestApp({ demo: false });
  admin = (await signedInAs(app, { kind: "admin" })).client;
  buyer = await signedInAs(app, { username: `buyer${tag}` });
  other = await signedInAs(app);
  const course = await createCourse(app, { title: `Skip Tracing ${tag}`, priceCents: 4999 });
  const risky = await createCourse(app, { title: `=HYPERLINK("x") ${tag}`, priceCents: 1000 });
  const made: [string, { id: number; priceCents: number }, PaymentStatus, number][] = [
    ["recent", course, PaymentStatus.SUCCESSFUL, 0],
    ["failed", course, PaymentStatus.FAILED, 0],
    ["lastWeek", course, PaymentStatus.SUCCESSFUL, 3],
    ["refunded", course, PaymentStatus.REFUNDED, 10],
    ["old", risky, PaymentStatus.SUCCESSFUL, 40],
    ["beforeMonth", course, PaymentStatus.SUCCESSFUL, 45],
  ];
  for (const [name, forCourse, status, age] of made) {
    const { payment, receipt } = await createPayment(app, buyer.user, forCourse, { status });
    await app.orm.em.fork().nativeUpdate(Payment, { id: payment.id }, { createdAt: daysAgo(age) });
    ids[name] = payment.id;
    if (name === "recent") receiptId = receipt!.id;
  }
});
afterAll(() => app.close());

const LIST = `query($first: Int, $after: String, $filter: AdminPaymentFilter) {
  payments(first: $first, after: $after, filter: $filter) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id username courseTitle amountCents status receiptId } }
  }
}`;
type ListData = {
  payments: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string };
    edges: { node: { id: number; username: string; status: string; receiptId: number | null } }[];
  };
};

async function listed(filter: Record<string, unknown>) {
  const answer = await admin.graphql<ListData>(LIST, { first: 100, filter });
  return answer.body.data!.payments.edges.map(edge => edge.node.id);
}

describe("the admin payments list", () => {
  it("pages through the buyer's payments newest first without gaps or repeats", async () => {
    const seen: number[] = [];
    let after: string | null = null;
    for (;;) {
      const answer: { body: { data?: ListData | null } } = await admin.graphql<ListData>(LIST, {
        first: 2,
        after,
        filter: { search: `buyer${tag}` },
      });
      const page: ListData["payments"] = answer.body.data!.payments;
      expect(page.totalCount).toBe(6);
      seen.push(...page.edges.map(edge => edge.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    const { recent, failed, lastWeek, refunded, old, beforeMonth } = ids;
    expect(seen.slice(2)).toEqual([lastWeek, refunded, old, beforeMonth]);
    expect(new Set(seen.slice(0, 2))).toEqual(new Set([recent, failed]));
  });

  it.each<[string, Record<string, string>, string[]]>([
    ["status", { status: "SUCCESSFUL" }, ["recent", "lastWeek", "old", "beforeMonth"]],
    ["the last 7 days", { date: "WEEK" }, ["recent", "failed", "lastWeek"]],
    ["the last 30 days and refunded", { date: "MONTH", status: "REFUNDED" }, ["refunded"]],
    ["an amount in dollars", { search: "$10.00" }, ["old"]],
  ])("filters by %s", async (_what, filter, expected) => {
    const found = await listed({ ...filter, search: filter.search ?? `buyer${tag}` });
    const withTag = filter.search ? found.filter(id => Object.values(ids).includes(id)) : found;
    expect(new Set(withTag)).toEqual(new Set(expected.map(name => ids[name])));
  });

  it("finds payments by course title and by transaction id", async () => {
    expect(await listed({ search: `HYPERLINK("x") ${tag}` })).toEqual([ids.old]);
    const payment = await app.orm.em.fork().findOneOrFail(Payment, ids.lastWeek!);
    expect(await listed({ search: payment.providerPaymentId.slice(-8) })).toEqual([ids.lastWeek]);
  });

  it("finds a licence fee's payment by the business name the list shows for it", async () => {
    const em = app.orm.em.fork();
    const offer = em.create(BusinessOffer, {
      businessName: `Lone Star Recovery ${tag}`,
      contactName: "Dana Whitfield",
      contactEmail: `dana${tag}@example.com`,
      contactPhone: "555-0147",
      businessAddress: "200 Congress Ave, Austin, TX",
      licenseType: LicenseType.ROYALTY_FREE,
      status: BusinessOfferStatus.PAID,
    });
    const payment = em.create(Payment, {
      providerPaymentId: `demo_pi_${unique()}`,
      provider: PaymentProvider.DEMO,
      businessOffer: offer,
      amountCents: 250_000,
      status: PaymentStatus.SUCCESSFUL,
    });
    await em.flush();
    expect(await listed({ search: `star recovery ${tag}` })).toEqual([payment.id]);
    const { body } = await admin.graphql<{
      payments: { edges: { node: { username: string | null; businessName: string } }[] };
    }>(
      "query($q: String) { payments(filter: { search: $q }) { edges { node { username businessName } } } }",
      { q: `Lone Star Recovery ${tag}` },
    );
    expect(body.data!.payments.edges).toEqual([
      { node: { username: null, businessName: `Lone Star Recovery ${tag}` } },
    ]);
    expect(await listed({ search: `Lone Star Recovery ${tag}`, status: "FAILED" })).toEqual([]);
  });

  it("answers the documented REST path in dollars with the spec's filter values", async () => {
    const response = await admin.request(
      `/api/admin/payments?date=week&status=successful&q=buyer${tag}`,
    );
    expect(response.status).toBe(200);
    const rows = (await response.json()) as { id: number; amount: number; status: string }[];
    expect(rows.map(row => row.id).sort()).toEqual([ids.recent, ids.lastWeek].sort());
    expect(rows[0]).toMatchObject({ amount: 49.99, status: "successful" });
    expect((await admin.request("/api/admin/payments?status=lost")).status).toBe(400);
  });

  it("refuses a search that is too long, and learners", async () => {
    const long = await admin.graphql(LIST, { filter: { search: "x".repeat(201) } });
    expect(long.body.errors?.[0]?.message).toBe(
      "Search must be at most 200 characters of plain text",
    );
    const refused = await buyer.client.graphql(LIST, {});
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("the summary cards", () => {
  it("sum successful payments and compare with the period before", async () => {
    const query = `query($filter: AdminPaymentFilter) { paymentSummary(filter: $filter) {
      current { revenueCents payments successful successRate averageOrderCents }
      previous { revenueCents payments }
    } }`;
    const answer = await admin.graphql<{
      paymentSummary: { current: Record<string, number>; previous: Record<string, number> };
    }>(query, { filter: { date: "MONTH", search: `buyer${tag}` } });
    expect(answer.body.data!.paymentSummary).toEqual({
      current: {
        revenueCents: 2 * 4999,
        payments: 4,
        successful: 2,
        // 3 of 4 went through (the refunded one did too); 1 failed.
        successRate: 75,
        averageOrderCents: 4999,
      },
      previous: { revenueCents: 1000 + 4999, payments: 2 },
    });
  });

  it("leave abandoned (pending) payments out of the success rate", async () => {
    const shopper = await signedInAs(app, { username: `shopper${unique()}` });
    const course = await createCourse(app, { priceCents: 2000 });
    for (const status of [PaymentStatus.SUCCESSFUL, PaymentStatus.PENDING, PaymentStatus.PENDING]) {
      await createPayment(app, shopper.user, course, { status });
    }
    const rate = async (search: string) =>
      (
        await admin.graphql<{ paymentSummary: { current: { successRate: number | null } } }>(
          `query($filter: AdminPaymentFilter) { paymentSummary(filter: $filter) { current { successRate } } }`,
          { filter: { search } },
        )
      ).body.data!.paymentSummary.current.successRate;
    expect(await rate(shopper.user.username)).toBe(100);
    const abandoner = await signedInAs(app, { username: `abandoner${unique()}` });
    await createPayment(app, abandoner.user, course, { status: PaymentStatus.PENDING });
    expect(await rate(abandoner.user.username)).toBeNull();
  });

  it("agree with the payments themselves for every date and status filter, after changes too", async () => {
    const em = app.orm.em.fork();
    // A partial refund and a status change move the figures the day totals keep.
    await em.nativeUpdate(Payment, { id: ids.lastWeek }, { refundedCents: 999 });
    await em.nativeUpdate(Payment, { id: ids.failed }, { status: PaymentStatus.PENDING });
    const QUERY = `query($filter: AdminPaymentFilter) {
      paymentSummary(filter: $filter) {
        current { payments successful revenueCents }
        previous { payments successful revenueCents }
      }
      payments(first: 1, filter: $filter) { totalCount }
    }`;
    for (const date of [null, "TODAY", "WEEK", "MONTH"] as const) {
      for (const status of [null, "SUCCESSFUL", "PENDING", "REFUNDED"]) {
        const period = periodOf(date && PaymentDateRange[date]);
        const sql = (from: Date, to: Date) =>
          em.getConnection().execute(
            `select count(*)::int as payments,
               (count(*) filter (where status = 'successful'))::int as successful,
               coalesce(sum(amount_cents - refunded_cents) filter (where status = 'successful'), 0)::float8 as "revenueCents"
             from payments where created_at >= ? and created_at < ? and (?::text is null or status = ?)`,
            [from, to, status?.toLowerCase() ?? null, status?.toLowerCase() ?? null],
          );
        const [expected] = await sql(period?.from ?? new Date(0), new Date(Date.now() + DAY));
        const [before] = period ? await sql(period.previousFrom, period.previousTo) : [null];
        const { body } = await admin.graphql<{
          paymentSummary: { current: Record<string, number>; previous: Record<string, number> };
          payments: { totalCount: number };
        }>(QUERY, { filter: { date, status } });
        expect([date, status, body.data?.paymentSummary]).toEqual([
          date,
          status,
          { current: expected, previous: before },
        ]);
        expect(body.data?.payments.totalCount).toBe(expected.payments);
      }
    }
  });

  it("hold revenue beyond a 32-bit integer", async () => {
    const course = await createCourse(app, { title: `Big Ticket ${tag}` });
    const { user } = await signedInAs(app);
    for (let i = 0; i < 2; i++) {
      await createPayment(app, user, course, { amountCents: 2_000_000_000 });
    }
    const { body } = await admin.graphql(
      `query($filter: AdminPaymentFilter) { paymentSummary(filter: $filter) { current { revenueCents } } }`,
      { filter: { search: `Big Ticket ${tag}` } },
    );
    expect(body.data).toEqual({ paymentSummary: { current: { revenueCents: 4_000_000_000 } } });
  });

  it("compare today so far with yesterday up to the same time, and a week with the week before", () => {
    const now = new Date("2026-11-23T15:30:00.000Z");
    expect(periodOf(PaymentDateRange.TODAY, now)).toEqual({
      from: new Date("2026-11-23T00:00:00.000Z"),
      previousFrom: new Date("2026-11-22T00:00:00.000Z"),
      previousTo: new Date("2026-11-22T15:30:00.000Z"),
    });
    expect(periodOf(PaymentDateRange.WEEK, now)).toEqual({
      from: new Date("2026-11-16T15:30:00.000Z"),
      previousFrom: new Date("2026-11-09T15:30:00.000Z"),
      previousTo: new Date("2026-11-16T15:30:00.000Z"),
    });
    expect(periodOf(PaymentDateRange.ALL, now)).toBeNull();
  });
});

describe("receipts", () => {
  const RECEIPT = `query($id: Int!) { receipt(paymentId: $id) {
    receiptNumber customerName courseTitle amountCents paymentMethod downloadUrl } }`;

  it("give administrators and the payer the receipt of a successful payment", async () => {
    for (const client of [admin, buyer.client]) {
      const answer = await client.graphql<{ receipt: Record<string, unknown> }>(RECEIPT, {
        id: ids.recent,
      });
      expect(answer.body.data!.receipt).toEqual({
        receiptNumber: `R-${String(receiptId).padStart(6, "0")}`,
        customerName: "Fay Factory",
        courseTitle: `Skip Tracing ${tag}`,
        amountCents: 4999,
        paymentMethod: "Card (demo processor)",
        downloadUrl: `/api/receipts/${receiptId}/pdf`,
      });
    }
    const rest = await admin.request(`/api/admin/receipts/${ids.recent}`);
    expect(await rest.json()).toMatchObject({ amount: 49.99, receiptNumber: expect.any(String) });
  });

  it("list a learner's own receipts, and nobody else's", async () => {
    const query = "{ myReceipts { receiptNumber paymentId downloadUrl } }";
    const mine = await buyer.client.graphql<{ myReceipts: { paymentId: number }[] }>(query);
    expect(mine.body.data!.myReceipts.map(receipt => receipt.paymentId)).toEqual(
      [ids.recent, ids.lastWeek, ids.old, ids.beforeMonth].map(Number).sort((a, b) => b - a),
    );
    const theirs = await other.client.graphql<{ myReceipts: unknown[] }>(query);
    expect(theirs.body.data!.myReceipts).toEqual([]);
  });

  it("say there is none for a failed payment or for someone else's", async () => {
    const failed = await admin.graphql(RECEIPT, { id: ids.failed });
    expect(failed.body.errors?.[0]?.message).toBe("No receipt available for this transaction");
    const foreign = await other.client.graphql(RECEIPT, { id: ids.recent });
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("download as a PDF for the payer and administrators only", async () => {
    const path = `/api/receipts/${receiptId}/pdf`;
    for (const client of [admin, buyer.client]) {
      const response = await client.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
    }
    expect((await other.client.request(path)).status).toBe(404);
    expect((await app.request(path)).status).toBe(401);
  });
});

describe("the CSV export", () => {
  it("streams every matching payment with a header, escaping spreadsheet formulas", async () => {
    const response = await admin.request(
      `/api/admin/payments/export.csv?q=buyer${tag}&status=successful`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await response.text()).trim().split("\n");
    expect(lines[0]).toBe(
      "id,transaction_id,date,username,course,amount,currency,status,provider,seats",
    );
    expect(lines.slice(1).map(line => Number(line.split(",")[0]))).toEqual(
      [ids.recent, ids.lastWeek, ids.old, ids.beforeMonth].map(Number),
    );
    const risky = lines.find(line => line.startsWith(`${ids.old},`))!;
    expect(risky).toContain(`"'=HYPERLINK(""x"") ${tag}"`);
    expect(risky.endsWith(",10.00,USD,successful,demo,")).toBe(true); // no seats: a course's payment
  });

  it("selects what the list and its REST path select for the same filter", async () => {
    const cases: [string, Record<string, unknown>][] = [
      [`q=buyer${tag}&date=week&status=successful`, { date: "WEEK", status: "SUCCESSFUL" }],
      [`q=buyer${tag}&date=month&status=all`, { date: "MONTH" }],
      [`q=buyer${tag}&date=all&status=refunded`, { status: "REFUNDED" }],
    ];
    for (const [words, filter] of cases) {
      const csv = await (await admin.request(`/api/admin/payments/export.csv?${words}`)).text();
      const exported = csv
        .trim()
        .split("\n")
        .slice(1)
        .map(line => Number(line.split(",")[0]));
      const rest = (await (await admin.request(`/api/admin/payments?${words}`)).json()) as {
        id: number;
      }[];
      const inList = await listed({ search: `buyer${tag}`, ...filter });
      expect([words, exported]).toEqual([words, inList]);
      expect([words, rest.map(row => row.id)]).toEqual([words, inList]);
    }
  });

  it("is for administrators only and refuses an unknown filter value", async () => {
    expect((await buyer.client.request("/api/admin/payments/export.csv")).status).toBe(403);
    expect((await app.request("/api/admin/payments/export.csv")).status).toBe(401);
    const bad = await admin.request("/api/admin/payments/export.csv?date=yesterday");
    expect(bad.status).toBe(400);
  });
});
