import { type TestApp, startTestApp } from "../../../test/app.js";
import { createCourse, createUser, signedInAs } from "../../../test/factories.js";
import {
  ACCEPT,
  SEND,
  agencyManager,
  grantSeats,
  invitationToken as tokenOf,
} from "../../../test/steps/agency.js";
import { AgencyMember } from "./agency-member.entity.js";
import { Agency } from "./agency.entity.js";

/** A manager's invitations: what a list would do, and an invitation sent again. */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ demo: false });
});
afterAll(() => app.close());

const PREVIEW = `query($course: Int!, $csv: String!) {
  previewAgencyInvitations(courseId: $course, csv: $csv) { line firstName lastName email outcome reason } }`;
const invitationToken = (email: string) => tokenOf(app, email);

describe("previewing an invitation list", () => {
  it("says row by row what would be sent, and writes nothing", async () => {
    const { user, client, agencyId } = await agencyManager(app);
    const course = await createCourse(app);
    await grantSeats(app, agencyId, course.id, 3);
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
      [2, "INVITE", null],
      [3, "MEMBER", "Already a member"],
      [4, "ERROR", "Please enter a valid email"],
      [5, "ERROR", "Duplicate of line 2"],
      [7, "ERROR", "Last name must be one line of plain text without < or >"],
      [8, "ERROR", "First name must not start with = + - or @"],
      [9, "INVITE", null],
      [10, "INVITE", null],
      [11, "ERROR", "No seats left"],
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
    const { client, agencyId } = await agencyManager(app);
    const course = await createCourse(app);
    await grantSeats(app, agencyId, course.id, 1);
    const { body } = await client.graphql(PREVIEW, { course: course.id, csv });
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
  });

  it("refuses a 10 MB list before reading it", async () => {
    const { client } = await agencyManager(app);
    const csv = `first_name,last_name,email\n${"A,B,c@example.com\n".repeat(600_000)}`;
    const response = await client.request("/graphql", {
      json: { query: PREVIEW, variables: { course: 1, csv } },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      errors: [{ message: "Request body is too large", extensions: { code: "PAYLOAD_TOO_LARGE" } }],
    });
  });

  it("reports a row with more columns than the list's, and refuses a header with others", async () => {
    const { client, agencyId } = await agencyManager(app);
    const course = await createCourse(app);
    await grantSeats(app, agencyId, course.id, 5);
    const rows = await client.graphql<{
      previewAgencyInvitations: { line: number; outcome: string; reason: string | null }[];
    }>(PREVIEW, {
      course: course.id,
      csv: [
        "first_name,last_name,email",
        "Ana,Ortiz,ana@example.com,555-0100",
        "Bo,Lee,bo@example.com,,",
      ].join("\n"),
    });
    expect(
      rows.body.data?.previewAgencyInvitations.map(r => [r.line, r.outcome, r.reason]),
    ).toEqual([
      [2, "ERROR", "This row has 4 columns: a list has 3 (first_name,last_name,email)"],
      [3, "INVITE", null],
    ]);
    const header = await client.graphql(PREVIEW, {
      course: course.id,
      csv: "first_name,last_name,email,phone\nAna,Ortiz,ana@example.com,555-0100",
    });
    expect(header.body.errors?.[0]).toMatchObject({
      message:
        "The list's first line must be first_name,last_name,email: remove the other columns (phone)",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it.each([
    ["within the list's size", 5_000],
    ["beyond the list's size", 600_000],
  ])("refuses an oversized cell (%s) as the row it is on", async (_, size) => {
    const { client, agencyId } = await agencyManager(app);
    const course = await createCourse(app);
    await grantSeats(app, agencyId, course.id, 1);
    const csv = `first_name,last_name,email\nAna,Ortiz,ana@example.com\n"${"x".repeat(size)}",Lee,bo@example.com`;
    const { body } = await client.graphql(PREVIEW, { course: course.id, csv });
    expect(body.errors?.[0]).toMatchObject({
      message: "Line 3 is too long: a row may have at most 2000 characters",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("reads a list saved as UTF-16 with its byte-order mark, or asks for UTF-8", async () => {
    const { client, agencyId } = await agencyManager(app);
    const course = await createCourse(app);
    await grantSeats(app, agencyId, course.id, 2);
    const text = "first_name,last_name,email\r\nZoë,Ortiz,zoe@example.com\r\n";
    // Read as the web app reads a file (web/src/components/people-list: by its byte-order mark).
    const decoded = await client.graphql<{ previewAgencyInvitations: { firstName: string }[] }>(
      PREVIEW,
      {
        course: course.id,
        csv: new TextDecoder("utf-16le").decode(Buffer.from(`\uFEFF${text}`, "utf16le")),
      },
    );
    expect(decoded.body.data?.previewAgencyInvitations).toMatchObject([{ firstName: "Zoë" }]);
    // Sent as text though it is not: UTF-16 bytes read as UTF-8 (with the byte-order mark) or as
    // Latin-1 (big endian, without one).
    for (const csv of [
      Buffer.from(`\uFEFF${text}`, "utf16le").toString("utf8"),
      Buffer.from(text, "utf16le").swap16().toString("latin1"),
    ]) {
      const misread = await client.graphql(PREVIEW, { course: course.id, csv });
      expect(misread.body.errors?.[0]).toMatchObject({
        message: "Invalid text in csv: it is UTF-16 text; save it as UTF-8 and try again",
        extensions: { code: "BAD_USER_INPUT" },
      });
    }
  });

  it("refuses to invite an administrator's address", async () => {
    const { client, agencyId } = await agencyManager(app);
    const course = await createCourse(app);
    await grantSeats(app, agencyId, course.id, 3);
    const admin = await createUser(app, { kind: "admin" });
    const superAdmin = await createUser(app, { kind: "superAdmin" });
    const learner = await createUser(app);
    const csv = [
      "first_name,last_name,email",
      `Ad,Min,${admin.email.toUpperCase()}`,
      `Su,Per,${superAdmin.email}`,
      `Le,Arner,${learner.email}`,
    ].join("\n");
    const { body } = await client.graphql<{
      previewAgencyInvitations: { line: number; outcome: string; reason: string | null }[];
    }>(PREVIEW, { course: course.id, csv });
    const reason = "This address belongs to an administrator, who cannot be invited";
    expect(body.data?.previewAgencyInvitations.map(r => [r.line, r.outcome, r.reason])).toEqual([
      [2, "ERROR", reason],
      [3, "ERROR", reason],
      [4, "INVITE", null],
    ]);
    const sent = await client.graphql<{
      sendAgencyInvitations: { line: number; outcome: string }[];
    }>(SEND, { course: course.id, csv });
    expect(sent.body.data?.sendAgencyInvitations.map(r => r.outcome)).toEqual([
      "ERROR",
      "ERROR",
      "INVITE",
    ]);
    const members = await app.orm.em.fork().find(AgencyMember, { agency: agencyId });
    const emails = members.map(member => member.email.toLowerCase());
    expect(emails).toContain(learner.email.toLowerCase());
    expect(emails).not.toContain(admin.email.toLowerCase());
    expect(emails).not.toContain(superAdmin.email.toLowerCase());
  });

  it("reaches only the caller's own agency, and only a course it holds seats of", async () => {
    const a = await agencyManager(app);
    const b = await agencyManager(app);
    const course = await createCourse(app);
    await grantSeats(app, b.agencyId, course.id, 5);
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

describe("sending an invitation again", () => {
  const RESEND = "mutation($id: Int!) { resendAgencyInvitation(memberId: $id) { id } }";

  it("gives a new link (the old one stops working), and only for an invitation not accepted", async () => {
    const boss = await agencyManager(app);
    const course = await createCourse(app);
    await grantSeats(app, boss.agencyId, course.id, 1);
    const agent = await signedInAs(app);
    const email = agent.user.email.toLowerCase();
    await boss.client.graphql(SEND, {
      course: course.id,
      csv: `first_name,last_name,email\nRe,Sent,${email}`,
    });
    const first = await invitationToken(email);
    const { body } = await boss.client.graphql<{
      myAgency: { members: { id: number; email: string }[] };
    }>("{ myAgency { members { id email } } }");
    const invited = body.data!.myAgency.members.find(member => member.email === email)!;
    await new Promise(resolve => setTimeout(resolve, 5)); // a new mail: its key holds the time
    expect((await boss.client.graphql(RESEND, { id: invited.id })).body.errors).toBeUndefined();
    const second = await invitationToken(email);
    expect(second).not.toBe(first);
    const old = await agent.client.graphql(ACCEPT, { token: first });
    expect(old.body.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect((await agent.client.graphql(ACCEPT, { token: second })).body.errors).toBeUndefined();
    const joined = await boss.client.graphql(RESEND, { id: invited.id });
    expect(joined.body.errors?.[0].message).toBe(
      "Only an invitation not accepted yet can be sent again",
    );
  });
});
