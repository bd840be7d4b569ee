import { type TestApp, startTestApp } from "../../../test/app.js";
import { createCourse, createLegalDocument, signedInAs, unique } from "../../../test/factories.js";
import {
  CREATE,
  GRANT,
  SEND,
  agencyManager,
  grantSeats,
  seatedAgent,
} from "../../../test/steps/agency.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { LegalDocumentType } from "../legal/legal-document.entity.js";

/** Agencies set up, their seats granted, the administrators' list and the events' checks. */
let app: TestApp;
let agreementId: number;

beforeAll(async () => {
  app = await startTestApp({ demo: false });
  agreementId = (await createLegalDocument(app, LegalDocumentType.ENROLLMENT_AGREEMENT)).id;
});
afterAll(() => app.close());

describe("setting an agency up", () => {
  it("makes the caller its manager, audited", async () => {
    const { user, agencyId, body } = await agencyManager(app, "Lone Star Bail Recovery");
    expect(body.errors).toBeUndefined();
    expect(body.data!.createAgency).toMatchObject({
      name: "Lone Star Bail Recovery",
      billingEmail: expect.stringMatching(/^billing-.*@example\.com$/),
      seats: [],
      members: [
        {
          firstName: user.firstName,
          email: user.email.toLowerCase(),
          role: "MANAGER",
          status: "JOINED",
          courseTitle: null,
        },
      ],
    });
    const audit = await app.orm.em
      .fork()
      .findOneOrFail(AuditEvent, { type: AuditEventType.AgencyCreated, subject: user.id });
    expect(audit.details).toEqual({ agencyId, name: "Lone Star Bail Recovery" });
  });

  it("refuses a second agency for the same manager, and a bad name or address", async () => {
    const { client } = await agencyManager(app);
    const again = await client.graphql(CREATE, {
      input: { name: "Second Agency", billingEmail: "b@example.com" },
    });
    expect(again.body.errors?.[0]).toMatchObject({
      message: "You already manage an agency",
      extensions: { code: "CONFLICT" },
    });
    const { client: other } = await signedInAs(app);
    const bad = await other.graphql(CREATE, { input: { name: "<b>x</b>", billingEmail: "nope" } });
    expect(bad.body.errors?.[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: {
        name: "Agency name must be one line of plain text without < or >",
        billingEmail: "Please enter a valid email",
      },
    });
    const { data } = (await other.graphql<{ myAgency: null }>("{ myAgency { id } }")).body;
    expect(data).toEqual({ myAgency: null });
  });
});

describe("seats", () => {
  it("an administrator's grants add up, and only administrators grant", async () => {
    const { client, agencyId } = await agencyManager(app);
    const course = await createCourse(app, { title: "Skip Tracing Basics" });
    await grantSeats(app, agencyId, course.id, 3);
    const { body } = await grantSeats(app, agencyId, course.id, 2);
    expect(body.data!.adminGrantAgencySeats.seats).toEqual([
      expect.objectContaining({
        courseId: course.id,
        courseTitle: "Skip Tracing Basics",
        seats: 5,
        used: 0,
      }),
    ]);
    const refused = await client.graphql(GRANT, { agency: agencyId, course: course.id, seats: 9 });
    expect(refused.body.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const bad = await grantSeats(app, agencyId, course.id, 0);
    expect(bad.body.errors?.[0].message).toBe("Seats must be a whole number from 1 to 10000");
    const total = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ seats: number }[]>("select seats from agency_seats where agency_id = ?", [
        agencyId,
      ]);
    expect(total).toEqual([{ seats: 5 }]);
  });
});

describe("event verification", () => {
  const VERIFY = `query { enrollmentVerification(fresh: true) { anomalies { key reason } } }`;
  const anomalies = async () => {
    const { client } = await signedInAs(app, { kind: "admin" });
    const { body } = await client.graphql<{
      enrollmentVerification: { anomalies: { key: string; reason: string }[] };
    }>(VERIFY);
    return body.data!.enrollmentVerification.anomalies;
  };

  it("takes an enrollment on a seat as backed by it, and finds seats used beyond those bought", async () => {
    const boss = await agencyManager(app, "Over Booked Bail");
    const course = await createCourse(app);
    await grantSeats(app, boss.agencyId, course.id, 1);
    const { user, enrollmentId } = await seatedAgent(app, boss.client, course.id, agreementId);
    expect((await anomalies()).map(a => a.key)).not.toContain(
      `enrollment.no-payment:${enrollmentId}`,
    );

    const [seats] = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>(
        "update agency_seats set seats = 0 where agency_id = ? returning id",
        [boss.agencyId],
      );
    expect(await anomalies()).toContainEqual({
      key: `agency.seats-over:${seats.id}`,
      reason: `Agency Over Booked Bail (#${boss.agencyId}) has 1 agent on 0 seats of ${course.title}.`,
    });

    // The agent's signature gone: the seat's enrollment is flagged, naming the agency.
    await app.orm.em
      .fork()
      .getConnection()
      .execute("delete from user_agreements where user_id = ?", [user.id]);
    const unsigned = (await anomalies()).find(
      a => a.key === `enrollment.no-agreement:${enrollmentId}`,
    );
    expect(unsigned?.reason).toMatch(
      new RegExp(
        `^Enrollment #${enrollmentId} of .* \\(a seat of agency Over Booked Bail\\) has no signed`,
      ),
    );
  });
});

describe("the administrators' list of agencies", () => {
  const LIST = `query($filter: AgencyFilter, $sort: AgencySort) {
    adminAgencies(first: 50, filter: $filter, sort: $sort) {
      edges { node { id name managerName managerEmail seats used members } } totalCount } }`;
  type Row = {
    id: number;
    name: string;
    managerEmail: string;
    seats: number;
    used: number;
    members: number;
  };
  const list = async (variables: Record<string, unknown>) => {
    const { client } = await signedInAs(app, { kind: "admin" });
    const { body } = await client.graphql<{
      adminAgencies: { edges: { node: Row }[]; totalCount: number };
    }>(LIST, variables);
    return body.data!.adminAgencies;
  };

  it("finds an agency by its manager, with its seats and members counted", async () => {
    const boss = await agencyManager(app, `Listed Recovery ${unique()}`);
    const course = await createCourse(app);
    await grantSeats(app, boss.agencyId, course.id, 4);
    await boss.client.graphql(SEND, {
      course: course.id,
      csv: `first_name,last_name,email\nLi,Sted,listed-${unique()}@example.com`,
    });
    const found = await list({ filter: { search: boss.user.email } });
    expect(found.totalCount).toBe(1);
    expect(found.edges[0].node).toMatchObject({
      id: boss.agencyId,
      managerEmail: boss.user.email.toLowerCase(),
      seats: 4,
      used: 1,
      members: 2,
    });
    const later = await list({
      filter: { search: boss.user.email, createdFrom: new Date(Date.now() + 60_000).toISOString() },
    });
    expect(later.totalCount).toBe(0);
  });

  it("sorts by name, and only administrators read it", async () => {
    const names = [`Zulu ${unique()}`, `Alpha ${unique()}`];
    for (const name of names) await agencyManager(app, name);
    const sorted = await list({ sort: { field: "NAME", direction: "ASC" } });
    const shown = sorted.edges.map(edge => edge.node.name);
    expect(shown.indexOf(names[1])).toBeLessThan(shown.indexOf(names[0]));
    const { client } = await signedInAs(app);
    const { body } = await client.graphql(LIST, {});
    expect(body.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });
});
