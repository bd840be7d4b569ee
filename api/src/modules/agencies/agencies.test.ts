import { type TestApp, startTestApp } from "../../../test/app.js";
import { createCourse, signedInAs, unique } from "../../../test/factories.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { Agency } from "./agency.entity.js";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ demo: false });
});
afterAll(() => app.close());

const AGENCY = `{ id name billingEmail seats { courseId courseTitle seats used }
  members { firstName lastName email role status courseTitle } }`;
const CREATE = `mutation($input: AgencyInput!) { createAgency(input: $input) ${AGENCY} }`;
const GRANT = `mutation($agency: Int!, $course: Int!, $seats: Int!) {
  adminGrantAgencySeats(agencyId: $agency, courseId: $course, seats: $seats) ${AGENCY} }`;
const PREVIEW = `query($course: Int!, $csv: String!) {
  previewAgencyInvitations(courseId: $course, csv: $csv) { line firstName lastName email outcome reason } }`;

type AgencyBody = { id: number; seats: { seats: number; used: number }[] };

/** A new user who sets an agency up; the agency's id and their browser. */
async function manager(name = `Recovery ${unique()} LLC`) {
  const { user, client } = await signedInAs(app);
  const { body } = await client.graphql<{ createAgency: AgencyBody }>(CREATE, {
    input: { name, billingEmail: `Billing-${unique()}@Example.com` },
  });
  return { user, client, agencyId: body.data!.createAgency.id, body };
}

async function grant(agencyId: number, courseId: number, seats: number) {
  const { client } = await signedInAs(app, { isAdmin: true });
  return client.graphql<{ adminGrantAgencySeats: AgencyBody }>(GRANT, {
    agency: agencyId,
    course: courseId,
    seats,
  });
}

describe("setting an agency up", () => {
  it("makes the caller its manager, audited", async () => {
    const { user, agencyId, body } = await manager("Lone Star Bail Recovery");
    expect(body.errors).toBeUndefined();
    expect(body.data!.createAgency).toMatchObject({
      name: "Lone Star Bail Recovery",
      billingEmail: expect.stringMatching(/^billing-.*@example\.com$/),
      seats: [],
      members: [
        {
          firstName: user.firstName,
          email: user.email.toLowerCase(),
          role: "Manager",
          status: "Joined",
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
    const { client } = await manager();
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
    const { client, agencyId } = await manager();
    const course = await createCourse(app, { title: "Skip Tracing Basics" });
    await grant(agencyId, course.id, 3);
    const { body } = await grant(agencyId, course.id, 2);
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
    const bad = await grant(agencyId, course.id, 0);
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

describe("previewing an invitation list", () => {
  it("says row by row what would be sent, and writes nothing", async () => {
    const { user, client, agencyId } = await manager();
    const course = await createCourse(app);
    await grant(agencyId, course.id, 3);
    const csv = [
      "\uFEFFfirst_name,last_name,email",
      "Ana,Ortiz,ana@example.com",
      `Me,Myself,${user.email.toUpperCase()}`,
      "Bo,Lee,not-an-email",
      "Ana,Again,ANA@example.com",
      '"Cy","Multi',
      'Line",cy@example.com',
      "=cmd,Evil,evil@example.com",
      "Di,Park,di@example.com",
      "Ed,Kim,ed@example.com",
      "Fay,Wu,fay@example.com",
    ].join("\r\n");
    const before = await app.orm.em.fork().count(Agency);
    const { body } = await client.graphql<{
      previewAgencyInvitations: { line: number; email: string; outcome: string; reason: string }[];
    }>(PREVIEW, { course: course.id, csv });
    expect(body.errors).toBeUndefined();
    expect(
      body.data!.previewAgencyInvitations.map(({ line, outcome, reason }) => [
        line,
        outcome,
        reason,
      ]),
    ).toEqual([
      [2, "Invite", null],
      [3, "Member", "Already a member"],
      [4, "Error", "Please enter a valid email"],
      [5, "Error", "Duplicate of line 2"],
      [7, "Error", "Last name must be one line of plain text without < or >"],
      [8, "Error", "First name must not start with = + - or @"],
      [9, "Invite", null],
      [10, "Invite", null],
      [11, "Error", "No seats left"],
    ]);
    expect(await app.orm.em.fork().count(Agency)).toBe(before);
  });

  it.each([
    [
      "no header",
      "Ana,Ortiz,ana@example.com",
      "The list's first line must be first_name,last_name,email",
    ],
    ["only a header", "first_name,last_name,email\n", "The list has no rows below its header"],
    [
      "a quote left open",
      'first_name,last_name,email\n"Ana,Ortiz,ana@example.com',
      "The list is not valid CSV (near line 2)",
    ],
    [
      "more than 1000 rows",
      [
        "first_name,last_name,email",
        ...Array.from({ length: 1001 }, (_, i) => `A,B,a${i}@example.com`),
      ].join("\n"),
      "The list has 1001 rows: at most 1000",
    ],
    [
      "600 000 characters",
      `first_name,last_name,email\n${"A,B,c@example.com\n".repeat(33_000)}`,
      "The list is too long: at most 1000 rows",
    ],
  ])("refuses a list with %s, saying why", async (_, csv, message) => {
    const { client, agencyId } = await manager();
    const course = await createCourse(app);
    await grant(agencyId, course.id, 1);
    const { body } = await client.graphql(PREVIEW, { course: course.id, csv });
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
  });

  it("refuses a 10 MB list before reading it", async () => {
    const { client } = await manager();
    const csv = `first_name,last_name,email\n${"A,B,c@example.com\n".repeat(600_000)}`;
    const response = await client.request("/graphql", {
      json: { query: PREVIEW, variables: { course: 1, csv } },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      errors: [{ message: "Request body is too large", extensions: { code: "PAYLOAD_TOO_LARGE" } }],
    });
  });

  it("reaches only the caller's own agency, and only a course it holds seats of", async () => {
    const a = await manager();
    const b = await manager();
    const course = await createCourse(app);
    await grant(b.agencyId, course.id, 5);
    // A's manager has no seats of the course B holds: A's agency is the only one they reach.
    const { body } = await a.client.graphql(PREVIEW, {
      course: course.id,
      csv: "first_name,last_name,email\nAna,Ortiz,ana@example.com",
    });
    expect(body.errors?.[0].message).toBe("The agency has no seats of this course");
    const mine = (await a.client.graphql<{ myAgency: { id: number } }>("{ myAgency { id } }")).body;
    expect(mine.data!.myAgency.id).toBe(a.agencyId);
    const { client: learner } = await signedInAs(app);
    const none = await learner.graphql(PREVIEW, {
      course: course.id,
      csv: "first_name,last_name,email\nA,B,a@example.com",
    });
    expect(none.body.errors?.[0]).toMatchObject({
      message: "You do not manage an agency",
      extensions: { code: "NOT_FOUND" },
    });
  });
});
