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
import { CertificateService } from "../certificates/certificates.service.js";
import type { Course } from "../courses/course.entity.js";
import { Enrollment, EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import { Payment, PaymentStatus } from "../payments/payment.entity.js";
import { User } from "../users/user.entity.js";
import type { Partner } from "./partner.entity.js";

/**
 * What a partner's administrators see of its learners, enrollments and sales: partner P's and
 * nothing of another partner's or of the academy's own, over GraphQL and REST alike.
 */
let app: TestApp;
let partnerA: Partner;
let partnerB: Partner;
let adminOfA: Client;
let adminOfB: Client;
let skip: Course;
let bail: Course;
let ids: Record<"both" | "registered" | "refunded" | "otherPartner" | "academy", number>;
let certificateNumber: string;

const LEARNERS = `query($id: Int!, $first: Int, $after: String, $search: String) {
  partnerLearners(partnerId: $id, first: $first, after: $after, filter: { search: $search }) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id firstName lastName email enrolledCourses registeredHere } }
} }`;
const ENROLLMENTS = `query($id: Int!, $filter: PartnerEnrollmentFilter) {
  partnerEnrollments(partnerId: $id, filter: $filter) {
    totalCount
    edges { node { learnerId courseTitle status completedAt certificateNumber certificateStatus } }
} }`;
const SALES = `query($id: Int!, $filter: PartnerSaleFilter) {
  partnerSales(partnerId: $id, filter: $filter) {
    totalCount totals { sales amountCents refundedCents netCents }
    edges { node { learnerId learnerName courseTitle amountCents refundedCents status } }
} }`;
const REFUSAL = { message: "You do not administer this partner", code: "FORBIDDEN" };

const learner = (lastName: string) => createUser(app, { firstName: "Lee", lastName });

beforeAll(async () => {
  app = await startTestApp({ demo: false });
  const a = await signedInAs(app);
  const b = await signedInAs(app);
  [adminOfA, adminOfB] = [a.client, b.client];
  partnerA = await createPartner(app, { admin: a.user });
  partnerB = await createPartner(app, { admin: b.user });
  skip = await createCourse(app, { title: "Skip Tracing", priceCents: 15_000 });
  bail = await createCourse(app, { title: "Bail Law", priceCents: 20_000 });
  const [both, registered, refunded, otherPartner, academy] = await Promise.all(
    ["Adams", "Baker", "Clark", "Davis", "Evans"].map(learner),
  );
  ids = {
    both: both.id,
    registered: registered.id,
    refunded: refunded.id,
    otherPartner: otherPartner.id,
    academy: academy.id,
  };
  // Adams bought Skip Tracing from A (completed, certified), Bail Law from the academy and
  // Ethics from B.
  const { enrollment } = await createPartnerEnrollment(app, partnerA, both, skip);
  await createEnrollment(app, both, bail);
  await createPartnerEnrollment(app, partnerB, both, await createCourse(app, { title: "Ethics" }));
  const em = app.orm.em.fork();
  await em.nativeUpdate(Enrollment, enrollment.id, {
    status: EnrollmentStatus.COMPLETED,
    completedAt: new Date(),
  });
  const certificate = await new CertificateService(app.orm.em.fork(), app).issueCertificate(
    enrollment.id,
  );
  certificateNumber = certificate!.number;
  // Baker registered at A's storefront and bought nothing; Clark's sale from A was refunded.
  await em.nativeUpdate(User, registered.id, { registeredViaPartner: partnerA.id });
  await createPartnerEnrollment(app, partnerA, refunded, bail, {
    status: EnrollmentStatus.CANCELLED,
    paymentStatus: PaymentStatus.REFUNDED,
    refundedCents: bail.priceCents,
  });
  // A checkout started at A and never paid is no sale; Davis bought from B, Evans from the academy.
  await createPartnerEnrollment(app, partnerA, academy, skip, {
    paymentStatus: PaymentStatus.PENDING,
  }).then(({ enrollment: unpaid }) => em.nativeDelete(Enrollment, unpaid.id));
  await createPartnerEnrollment(app, partnerB, otherPartner, skip);
  await createEnrollment(app, academy, bail);
}, 60_000);
afterAll(() => app.close());

describe("a partner's administrator", () => {
  it("sees its learners: enrolled through it or registered there, by name", async () => {
    const { body } = await adminOfA.graphql(LEARNERS, { id: partnerA.id });
    expect(body.errors).toBeUndefined();
    const page = body.data!.partnerLearners as { edges: { node: object }[]; totalCount: number };
    expect(page.totalCount).toBe(3);
    expect(page.edges.map(edge => edge.node)).toEqual([
      expect.objectContaining({ id: ids.both, lastName: "Adams", enrolledCourses: 1 }),
      expect.objectContaining({ id: ids.registered, enrolledCourses: 0, registeredHere: true }),
      expect.objectContaining({ id: ids.refunded, enrolledCourses: 0, registeredHere: false }),
    ]);
  });

  it("pages and searches its learners", async () => {
    const first = await adminOfA.graphql(LEARNERS, { id: partnerA.id, first: 2 });
    const { endCursor, hasNextPage } = (
      first.body.data!.partnerLearners as { pageInfo: { endCursor: string; hasNextPage: boolean } }
    ).pageInfo;
    expect(hasNextPage).toBe(true);
    const next = await adminOfA.graphql(LEARNERS, { id: partnerA.id, first: 2, after: endCursor });
    expect(next.body.data!.partnerLearners).toMatchObject({
      pageInfo: { hasNextPage: false },
      edges: [{ node: { id: ids.refunded } }],
    });
    const found = await adminOfA.graphql(LEARNERS, { id: partnerA.id, search: "lee bak" });
    expect(found.body.data!.partnerLearners).toMatchObject({
      totalCount: 1,
      edges: [{ node: { id: ids.registered } }],
    });
  });

  it("sees only its own enrollment of a learner who also bought from the academy", async () => {
    const { body } = await adminOfA.graphql(ENROLLMENTS, { id: partnerA.id });
    expect(body.errors).toBeUndefined();
    expect(body.data!.partnerEnrollments).toEqual({
      totalCount: 2,
      edges: [
        {
          node: {
            learnerId: ids.refunded,
            courseTitle: "Bail Law",
            status: "CANCELLED",
            completedAt: null,
            certificateNumber: null,
            certificateStatus: null,
          },
        },
        {
          node: {
            learnerId: ids.both,
            courseTitle: "Skip Tracing",
            status: "COMPLETED",
            completedAt: expect.any(String),
            certificateNumber,
            certificateStatus: "VALID",
          },
        },
      ],
    });
    const completed = await adminOfA.graphql(ENROLLMENTS, {
      id: partnerA.id,
      filter: { status: "COMPLETED", courseId: skip.id },
    });
    expect(completed.body.data!.partnerEnrollments).toMatchObject({ totalCount: 1 });
    const none = await adminOfA.graphql(ENROLLMENTS, {
      id: partnerA.id,
      filter: { courseId: bail.id, status: "ACTIVE" },
    });
    expect(none.body.data!.partnerEnrollments).toEqual({ totalCount: 0, edges: [] });
  });

  it("sees its sales with their totals, refunds included and unpaid checkouts not", async () => {
    const { body } = await adminOfA.graphql(SALES, { id: partnerA.id });
    expect(body.errors).toBeUndefined();
    expect(body.data!.partnerSales).toEqual({
      totalCount: 2,
      totals: { sales: 2, amountCents: 35_000, refundedCents: 20_000, netCents: 15_000 },
      edges: [
        {
          node: {
            learnerId: ids.refunded,
            learnerName: "Lee Clark",
            courseTitle: "Bail Law",
            amountCents: 20_000,
            refundedCents: 20_000,
            status: "REFUNDED",
          },
        },
        {
          node: {
            learnerId: ids.both,
            learnerName: "Lee Adams",
            courseTitle: "Skip Tracing",
            amountCents: 15_000,
            refundedCents: 0,
            status: "SUCCESSFUL",
          },
        },
      ],
    });
  });

  it("adds up the sales of a period and of a search", async () => {
    const em = app.orm.em.fork();
    const old = await createPartnerEnrollment(app, partnerA, await learner("Ford"), bail);
    await em.nativeUpdate(Payment, old.payment!.id, {
      createdAt: new Date(Date.now() - 40 * 86_400_000),
    });
    const month = await adminOfA.graphql(SALES, { id: partnerA.id, filter: { date: "MONTH" } });
    expect(month.body.data!.partnerSales).toMatchObject({
      totalCount: 2,
      totals: { sales: 2, netCents: 15_000 },
    });
    const all = await adminOfA.graphql(SALES, { id: partnerA.id, filter: { date: "ALL" } });
    expect(all.body.data!.partnerSales).toMatchObject({ totals: { sales: 3, netCents: 35_000 } });
    const searched = await adminOfA.graphql(SALES, {
      id: partnerA.id,
      filter: { search: "skip trac" },
    });
    expect(searched.body.data!.partnerSales).toMatchObject({
      totals: { sales: 1, amountCents: 15_000 },
    });
    await em.nativeDelete(Enrollment, old.enrollment.id);
    await em.nativeDelete(Payment, old.payment!.id);
  });

  it("reads the same over REST, money in dollars", async () => {
    const learners = await adminOfA.request(`/api/partners/${partnerA.id}/learners?q=adams`);
    expect(learners.status).toBe(200);
    expect(await learners.json()).toEqual([
      expect.objectContaining({ id: ids.both, enrolledCourses: 1 }),
    ]);
    // Adams's enrollments from the academy and from B are not A's.
    const all = await adminOfA.request(`/api/partners/${partnerA.id}/enrollments`);
    expect(
      ((await all.json()) as { learnerId: number; courseTitle: string }[]).map(
        ({ learnerId, courseTitle }) => [learnerId, courseTitle],
      ),
    ).toEqual([
      [ids.refunded, "Bail Law"],
      [ids.both, "Skip Tracing"],
    ]);
    const enrollments = await adminOfA.request(
      `/api/partners/${partnerA.id}/enrollments?status=completed&courseId=${skip.id}`,
    );
    expect(await enrollments.json()).toEqual([
      expect.objectContaining({ learnerId: ids.both, status: "completed", certificateNumber }),
    ]);
    const sales = await adminOfA.request(`/api/partners/${partnerA.id}/sales?date=month&first=1`);
    expect(sales.headers.get("x-total-count")).toBe("2");
    expect(sales.headers.get("link")).toMatch(/rel="next"/);
    expect(await sales.json()).toEqual({
      totals: expect.objectContaining({ sales: 2, amount: 350, refunded: 200, net: 150 }),
      sales: [expect.objectContaining({ learnerId: ids.refunded, amount: 200, refunded: 200 })],
    });
  });

  it("is refused another partner's lists over GraphQL and REST, as for an unknown id", async () => {
    for (const [client, partnerId] of [
      [adminOfB, partnerA.id],
      [adminOfA, partnerB.id],
      [adminOfA, 999_999_999],
    ] as const) {
      for (const [query, list] of [
        [LEARNERS, "learners"],
        [ENROLLMENTS, "enrollments"],
        [SALES, "sales"],
      ]) {
        const { body } = await client.graphql(query, { id: partnerId });
        expect(body.data).toBeNull();
        expect(body.errors?.[0]).toMatchObject({
          message: REFUSAL.message,
          extensions: { code: REFUSAL.code },
        });
        const response = await client.request(`/api/partners/${partnerId}/${list}`);
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject(REFUSAL);
      }
    }
  });

  it("and partner B's administrator sees B's own learners and enrollments only", async () => {
    const { body } = await adminOfB.graphql(LEARNERS, { id: partnerB.id });
    expect(body.data!.partnerLearners).toMatchObject({
      totalCount: 2,
      edges: [
        { node: { id: ids.both, enrolledCourses: 1 } },
        { node: { id: ids.otherPartner, enrolledCourses: 1 } },
      ],
    });
    const enrollments = await adminOfB.graphql(ENROLLMENTS, { id: partnerB.id });
    expect(enrollments.body.data!.partnerEnrollments).toMatchObject({
      edges: [{ node: { learnerId: ids.otherPartner } }, { node: { courseTitle: "Ethics" } }],
    });
  });
});

describe("the academy's administrators", () => {
  it("read any partner's lists", async () => {
    const { client } = await signedInAs(app, { kind: "admin" });
    const { body } = await client.graphql(SALES, { id: partnerB.id });
    expect(body.data!.partnerSales).toMatchObject({ totalCount: 2, totals: { sales: 2 } });
    expect((await client.request("/api/partners/999999999/learners")).status).toBe(404);
  });
});
