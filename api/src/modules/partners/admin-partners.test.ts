import { type TestApp, startTestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import {
  createCourse,
  createEnrollment,
  createPartner,
  createPartnerEnrollment,
  createUser,
  signedInAs,
} from "../../../test/factories.js";
import { Payment, PaymentStatus } from "../payments/payment.entity.js";
import { User } from "../users/user.entity.js";
import { AdminPartnersService } from "./admin-partners.service.js";
import { LicenseType } from "./licence.rules.js";
import { PartnerEvent, PartnerEventKind } from "./partner-event.entity.js";
import { PartnerTerm, PartnerTermKind } from "./partner-term.entity.js";
import { Partner } from "./partner.entity.js";

/**
 * The academy's Partners screen: every partner with its licence, status, term, storefront,
 * learners and this month's sales (in the academy's time zone), and one partner's page.
 */
let app: TestApp;
let academy: Client;
let live: Partner;
let setup: Partner;
let ended: Partner;

const LIST = `query($filter: AdminPartnerFilter, $first: Int, $after: String) {
  adminPartners(filter: $filter, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id legalName licenceType status termEndsAt storefrontUrl learners salesThisMonth salesThisMonthCents } }
} }`;
const ONE = `query($id: Int!) { adminPartner(partnerId: $id) {
  partner { id status timeline { kind note } admins { email } }
  summary { learners salesThisMonth }
  terms { kind endsAt withdrawnAt }
} }`;

type Row = { id: number; status: string; learners: number; salesThisMonth: number };
const rows = (data: unknown) =>
  (data as { adminPartners: { edges: { node: Row }[] } }).adminPartners.edges.map(e => e.node);
const DAY = 86_400_000;

beforeAll(async () => {
  app = await startTestApp({ demo: false });
  academy = (await signedInAs(app, { kind: "admin" })).client;
  const owner = await createUser(app);
  live = await createPartner(app, { live: true, admin: owner });
  setup = await createPartner(app, { licence: LicenseType.ROYALTY_FREE });
  ended = await createPartner(app, { licence: LicenseType.ROYALTY_FREE, live: true });
  const em = app.orm.em.fork();
  // Its term's end has passed: ENDED, whatever was stored.
  await em.nativeUpdate(Partner, ended.id, { termEndsAt: new Date(Date.now() - DAY) });
  const course = await createCourse(app, { title: "Skip Tracing", priceCents: 15_000 });
  const [buyer, refunded, registered] = await Promise.all([1, 2, 3].map(() => createUser(app)));
  await createPartnerEnrollment(app, live, buyer, course);
  await createPartnerEnrollment(app, live, refunded, course, {
    paymentStatus: PaymentStatus.REFUNDED,
    refundedCents: 15_000,
  });
  await em.nativeUpdate(User, registered.id, { registeredViaPartner: live.id });
  // The academy's own sale and another partner's are not the live partner's.
  await createEnrollment(app, buyer, await createCourse(app, { title: "Bail Law" }));
  await createPartnerEnrollment(app, ended, registered, course);
}, 60_000);
afterAll(() => app.close());

describe("the academy's Partners list", () => {
  it("lists every partner, newest first, with its learners and this month's sales", async () => {
    const { body } = await academy.graphql(LIST, {});
    expect(body.errors).toBeUndefined();
    const listed = rows(body.data).filter(row => [live.id, setup.id, ended.id].includes(row.id));
    expect(listed).toEqual([
      expect.objectContaining({ id: ended.id, status: "ENDED", learners: 1, salesThisMonth: 1 }),
      expect.objectContaining({
        id: setup.id,
        status: "AWAITING_SETUP",
        storefrontUrl: null,
        learners: 0,
        salesThisMonth: 0,
      }),
      expect.objectContaining({
        id: live.id,
        status: "LIVE",
        licenceType: "REVENUE_SHARE",
        termEndsAt: null,
        storefrontUrl: `/p/${live.slug!}`,
        learners: 3,
        salesThisMonth: 2,
        salesThisMonthCents: 30_000,
      }),
    ]);
  });

  it("filters by status (ENDED by a passed term too), licence and name, a page at a time", async () => {
    const endedOnes = await academy.graphql(LIST, { filter: { status: "ENDED" } });
    expect(rows(endedOnes.body.data).map(row => row.id)).toEqual([ended.id]);
    const liveOnes = await academy.graphql(LIST, { filter: { status: "LIVE" } });
    expect(rows(liveOnes.body.data).map(row => row.id)).toEqual([live.id]);
    const royaltyFree = await academy.graphql(LIST, { filter: { licenceType: "ROYALTY_FREE" } });
    expect(rows(royaltyFree.body.data).map(row => row.id)).toEqual([ended.id, setup.id]);
    const named = await academy.graphql(LIST, { filter: { search: live.displayName } });
    expect(rows(named.body.data).map(row => row.id)).toEqual([live.id]);
    const first = await academy.graphql(LIST, { first: 2 });
    const page = first.body.data!.adminPartners as {
      totalCount: number;
      pageInfo: { endCursor: string; hasNextPage: boolean };
    };
    expect(page).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    const next = await academy.graphql(LIST, { first: 2, after: page.pageInfo.endCursor });
    expect(rows(next.body.data).map(row => row.id)).toEqual([live.id]);
  });

  it("counts this month's sales by the academy's time zone", async () => {
    const em = app.orm.em.fork();
    const boundary = await createPartner(app, { live: true });
    const course = await createCourse(app, { priceCents: 1_000 });
    const paidAt = async (at: string) => {
      const { payment } = await createPartnerEnrollment(
        app,
        boundary,
        await createUser(app),
        course,
      );
      await em.nativeUpdate(Payment, payment!.id, { createdAt: new Date(at) });
    };
    // 23:30 on January 31st in New York (January's) and 00:30 on February 1st (February's).
    await paidAt("2027-02-01T04:30:00Z");
    await paidAt("2027-02-01T05:30:00Z");
    const month = async (zone: string) => {
      await academy.graphql("mutation($zone: String!) { updateAcademyTimeZone(timeZone: $zone) }", {
        zone,
      });
      const page = await new AdminPartnersService(app.orm.em.fork()).listPartners(
        { search: boundary.legalName },
        {},
        new Date("2027-02-15T12:00:00Z"),
      );
      return page.edges.map(edge => edge.node.salesThisMonthCents);
    };
    expect(await month("America/New_York")).toEqual([1_000]);
    expect(await month("UTC")).toEqual([2_000]);
  });

  it("answers over REST with the money in dollars", async () => {
    const response = await academy.request(
      `/api/admin/partners?status=live&licenceType=revenue-share`,
    );
    expect(response.status).toBe(200);
    const listed = (await response.json()) as Record<string, unknown>[];
    expect(listed.find(row => row.id === live.id)).toMatchObject({
      status: "live",
      salesThisMonthCents: 30_000,
      salesThisMonthAmount: 300,
    });
  });
});

describe("a partner's page for the academy", () => {
  it("shows its timeline oldest first, its administrators, figures and terms", async () => {
    const em = app.orm.em.fork();
    em.create(PartnerEvent, {
      partner: setup.id,
      kind: PartnerEventKind.FEE_PAID,
      at: new Date(Date.now() - 2 * DAY),
    });
    em.create(PartnerEvent, {
      partner: setup.id,
      kind: PartnerEventKind.SUSPENDED,
      at: new Date(),
      details: { note: "Unpaid invoice" },
    });
    em.create(PartnerEvent, {
      partner: setup.id,
      kind: PartnerEventKind.AGREEMENT_SIGNED,
      at: new Date(Date.now() - DAY),
    });
    const start = new Date(Date.now() - 3 * DAY);
    em.create(PartnerTerm, {
      partner: setup.id,
      kind: PartnerTermKind.INITIAL,
      startsAt: start,
      endsAt: new Date(start.getTime() + 1000 * DAY),
    });
    await em.flush();
    const { body } = await academy.graphql(ONE, { id: setup.id });
    expect(body.errors).toBeUndefined();
    expect(body.data!.adminPartner).toMatchObject({
      partner: {
        id: setup.id,
        status: "AWAITING_SETUP",
        timeline: [
          { kind: "FEE_PAID", note: null },
          { kind: "AGREEMENT_SIGNED", note: null },
          { kind: "SUSPENDED", note: "Unpaid invoice" },
        ],
      },
      summary: { learners: 0, salesThisMonth: 0 },
      terms: [{ kind: "INITIAL", withdrawnAt: null }],
    });
    const rest = await academy.request(`/api/admin/partners/${live.id}`);
    expect(await rest.json()).toMatchObject({
      id: live.id,
      status: "live",
      summary: { learners: 3, salesThisMonth: 2, salesThisMonthAmount: 300 },
      terms: [],
    });
  });

  it("is the academy's administrators' only, and an unknown id is NOT_FOUND", async () => {
    const stranger = (await signedInAs(app)).client;
    const refused = await stranger.graphql(LIST, {});
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const unknown = await academy.graphql(ONE, { id: 2_000_000_000 });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});

describe("the business offers list", () => {
  it("links a paid offer to the partner its fee made, and another offer to none", async () => {
    const { body } = await academy.graphql(
      `query { businessOffers(first: 100) { edges { node { id partnerId } } } }`,
    );
    expect(body.errors).toBeUndefined();
    const offers = (
      body.data!.businessOffers as { edges: { node: { id: number; partnerId: number | null } }[] }
    ).edges.map(edge => edge.node);
    const em = app.orm.em.fork();
    const made = await em.findOneOrFail(Partner, live.id, { populate: ["businessOffer"] });
    expect(offers).toContainEqual({ id: made.businessOffer.id, partnerId: live.id });
    const one = await academy.graphql(
      `query($id: Int!) { adminBusinessOffer(id: $id) { partnerId } }`,
      {
        id: made.businessOffer.id,
      },
    );
    expect(one.body.data).toEqual({ adminBusinessOffer: { partnerId: live.id } });
  });
});

describe("the payments list", () => {
  const PAYMENTS = `query($filter: AdminPaymentFilter) {
    payments(first: 100, filter: $filter) { totalCount edges { node { id partnerId partnerName } } }
    paymentSummary(filter: $filter) { current { payments } }
  }`;
  type Listed = {
    payments: {
      totalCount: number;
      edges: { node: { partnerId: number | null; partnerName: string | null } }[];
    };
  };

  it("tells partner sales apart: the source filter, the partner's name, and the CSV alike", async () => {
    const partner = await academy.graphql(PAYMENTS, { filter: { source: "PARTNER" } });
    expect(partner.body.errors).toBeUndefined();
    const sales = (partner.body.data as Listed).payments.edges.map(edge => edge.node);
    expect(sales.length).toBeGreaterThan(0);
    expect(sales.every(sale => sale.partnerId !== null)).toBe(true);
    expect(sales).toContainEqual({
      id: expect.any(Number),
      partnerId: live.id,
      partnerName: live.displayName,
    });
    const own = await academy.graphql(PAYMENTS, { filter: { source: "ACADEMY" } });
    const ownSales = (own.body.data as Listed).payments.edges.map(edge => edge.node);
    expect(ownSales.length).toBeGreaterThan(0);
    expect(ownSales.every(sale => sale.partnerId === null && sale.partnerName === null)).toBe(true);
    expect(
      (own.body.data as { paymentSummary: { current: { payments: number } } }).paymentSummary
        .current.payments,
    ).toBe(ownSales.length);
    const rest = await academy.request("/api/admin/payments?source=partner");
    expect(((await rest.json()) as unknown[]).length).toBe(sales.length);
    const csv = await academy.request("/api/admin/payments/export.csv?source=academy");
    const lines = (await csv.text()).trim().split("\n");
    expect(lines.length - 1).toBe(ownSales.length);
  });
});

describe("the admin dashboard", () => {
  it("tells how much of the revenue is partner sales, net of refunds", async () => {
    const { body } = await academy.graphql(`query {
      adminDashboard { totalRevenueCents partnerRevenueCents partnerRevenueThisMonthCents }
      payments(first: 100, filter: { source: PARTNER }) { edges { node { amountCents refundedCents status } } }
    }`);
    expect(body.errors).toBeUndefined();
    const data = body.data as {
      adminDashboard: Record<string, number>;
      payments: {
        edges: { node: { amountCents: number; refundedCents: number; status: string } }[];
      };
    };
    const net = data.payments.edges
      .map(edge => edge.node)
      .filter(sale => sale.status === "SUCCESSFUL" || sale.status === "REFUNDED")
      .reduce((sum, sale) => sum + sale.amountCents - sale.refundedCents, 0);
    expect(net).toBeGreaterThan(0);
    expect(data.adminDashboard.partnerRevenueCents).toBe(net);
    expect(data.adminDashboard.totalRevenueCents).toBeGreaterThan(net);
    expect(data.adminDashboard.partnerRevenueThisMonthCents).toBeGreaterThan(0);
  });
});
