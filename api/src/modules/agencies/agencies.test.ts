import { type TestApp, startTestApp } from "../../../test/app.js";
import { Client, someAddress } from "../../../test/client.js";
import {
  createCourse,
  createLegalDocument,
  createUser,
  signedInAs,
  unique,
} from "../../../test/factories.js";
import { signTyped } from "../../../test/steps/checkout.js";
import {
  ACCEPT,
  ENROLL,
  SEND,
  invitationToken as tokenOf,
  seatedAgent,
} from "../../../test/steps/agency.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { issueCertificate } from "../certificates/certificates.service.js";
import { CourseCategory } from "../courses/course.entity.js";
import { Enrollment } from "../enrollments/enrollment.entity.js";
import { LegalDocumentType } from "../legal/legal-document.entity.js";
import { OutboxMail } from "../mail/outbox-mail.entity.js";
import { AgencyMember } from "./agency-member.entity.js";
import { Agency } from "./agency.entity.js";

let app: TestApp;
let agreementId: number;

beforeAll(async () => {
  app = await startTestApp({ demo: false });
  agreementId = (await createLegalDocument(app, LegalDocumentType.ENROLLMENT_AGREEMENT)).id;
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
  const { client } = await signedInAs(app, { kind: "admin" });
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

  it("reports a row with more columns than the list's, and refuses a header with others", async () => {
    const { client, agencyId } = await manager();
    const course = await createCourse(app);
    await grant(agencyId, course.id, 5);
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
    const { client, agencyId } = await manager();
    const course = await createCourse(app);
    await grant(agencyId, course.id, 1);
    const csv = `first_name,last_name,email\nAna,Ortiz,ana@example.com\n"${"x".repeat(size)}",Lee,bo@example.com`;
    const { body } = await client.graphql(PREVIEW, { course: course.id, csv });
    expect(body.errors?.[0]).toMatchObject({
      message: "Line 3 is too long: a row may have at most 2000 characters",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("reads a list saved as UTF-16 with its byte-order mark, or asks for UTF-8", async () => {
    const { client, agencyId } = await manager();
    const course = await createCourse(app);
    await grant(agencyId, course.id, 2);
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
    const { client, agencyId } = await manager();
    const course = await createCourse(app);
    await grant(agencyId, course.id, 3);
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

const SEATS = "{ myAgencySeats { agencyName courseId courseTitle enrolled } }";
const PREVIEW_INVITATION = `query($token: String!) {
  agencyInvitation(token: $token) { agencyName courseId courseTitle email firstName lastName expiresAt } }`;
const invitationToken = (email: string) => tokenOf(app, email);

describe("inviting, joining and enrolling on a seat", () => {
  it("takes an invited agent from the mail's link to an enrollment, after their own agreement", async () => {
    const boss = await manager("Gulf Coast Recovery");
    const course = await createCourse(app, { title: "Fugitive Recovery Basics" });
    await grant(boss.agencyId, course.id, 2);
    const agent = await signedInAs(app);
    const csv = `first_name,last_name,email\nAl,Agent,${agent.user.email}\nBea,Other,bea-${unique()}@example.com`;
    const sent = await boss.client.graphql<{ sendAgencyInvitations: { outcome: string }[] }>(SEND, {
      course: course.id,
      csv,
    });
    expect(sent.body.data!.sendAgencyInvitations.map(row => row.outcome)).toEqual([
      "INVITE",
      "INVITE",
    ]);
    // Sent again: nobody is invited twice.
    const again = await boss.client.graphql<{ sendAgencyInvitations: { outcome: string }[] }>(
      SEND,
      {
        course: course.id,
        csv,
      },
    );
    expect(again.body.data!.sendAgencyInvitations.map(row => row.outcome)).toEqual([
      "MEMBER",
      "MEMBER",
    ]);
    const mails = await app.orm.em
      .fork()
      .count(OutboxMail, { kind: "agency.invitation", recipient: agent.user.email.toLowerCase() });
    expect(mails).toBe(1);

    const token = await invitationToken(agent.user.email.toLowerCase());
    // Someone else's account cannot use it.
    const stranger = await signedInAs(app);
    const refused = await stranger.client.graphql(ACCEPT, { token });
    expect(refused.body.errors?.[0].message).toBe(
      "This invitation was sent to another email address: sign in with that address's account",
    );
    const joined = await agent.client.graphql(ACCEPT, { token });
    expect(joined.body.data).toEqual({
      acceptAgencyInvitation: {
        agencyName: "Gulf Coast Recovery",
        courseId: course.id,
        courseTitle: "Fugitive Recovery Basics",
      },
    });
    const reused = await agent.client.graphql(ACCEPT, { token });
    expect(reused.body.errors?.[0].message).toBe(
      "This invitation link is not valid: it was used, revoked or has expired",
    );

    // The seat is theirs; the course opens only after their own signature.
    const seats = await agent.client.graphql(SEATS);
    expect(seats.body.data).toEqual({
      myAgencySeats: [
        {
          agencyName: "Gulf Coast Recovery",
          courseId: course.id,
          courseTitle: "Fugitive Recovery Basics",
          enrolled: false,
        },
      ],
    });
    const unsigned = await agent.client.graphql(ENROLL, { course: course.id });
    expect(unsigned.body.errors?.[0].message).toBe(
      "Sign the enrollment agreement for this course first",
    );
    await signTyped(agent.client, agreementId, course.id);
    const enrolled = await agent.client.graphql<{ enrollOnAgencySeat: number }>(ENROLL, {
      course: course.id,
    });
    const enrollmentId = enrolled.body.data!.enrollOnAgencySeat;
    const enrollment = await app.orm.em.fork().findOneOrFail(Enrollment, enrollmentId);
    expect([enrollment.user.id, enrollment.course.id, enrollment.payment ?? null]).toEqual([
      agent.user.id,
      course.id,
      null,
    ]);
    const twice = await agent.client.graphql<{ enrollOnAgencySeat: number }>(ENROLL, {
      course: course.id,
    });
    expect(twice.body.data!.enrollOnAgencySeat).toBe(enrollmentId);
    expect(
      (await agent.client.graphql<{ myAgencySeats: { enrolled: boolean }[] }>(SEATS)).body.data!
        .myAgencySeats[0].enrolled,
    ).toBe(true);

    // The manager sees them joined; the other invitation waits, and both take a seat.
    const view = await boss.client.graphql<{
      myAgency: { seats: { used: number }[]; members: { email: string; status: string }[] };
    }>(`{ myAgency ${AGENCY} }`);
    expect(view.body.data!.myAgency.seats[0].used).toBe(2);
    expect(view.body.data!.myAgency.members.map(member => member.status)).toEqual([
      "JOINED",
      "JOINED",
      "INVITED",
    ]);
  });

  it("shows anyone holding the link its agency, course and invited address, until it is used", async () => {
    const boss = await manager("Bayou Bail Agents");
    const course = await createCourse(app, { title: "Skip Tracing Essentials" });
    await grant(boss.agencyId, course.id, 1);
    const email = `Newcomer-${unique()}@Example.com`;
    await boss.client.graphql(SEND, {
      course: course.id,
      csv: `first_name,last_name,email\nNia,Newcomer,${email}`,
    });
    const token = await invitationToken(email.toLowerCase());
    const anonymous = new Client(app, "jest-client", someAddress());
    const { body } = await anonymous.graphql(PREVIEW_INVITATION, { token });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      agencyInvitation: {
        agencyName: "Bayou Bail Agents",
        courseId: course.id,
        courseTitle: "Skip Tracing Essentials",
        email: email.toLowerCase(),
        firstName: "Nia",
        lastName: "Newcomer",
        expiresAt: expect.any(String),
      },
    });
    const expires = new Date(
      (body.data as { agencyInvitation: { expiresAt: string } }).agencyInvitation.expiresAt,
    );
    expect(expires.getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);

    // A wrong link, and the link once used, show nothing.
    const wrong = await anonymous.graphql(PREVIEW_INVITATION, { token: "not-a-real-token" });
    expect(wrong.body.data).toBeNull();
    expect(wrong.body.errors?.[0]).toMatchObject({
      message: "This invitation link is not valid: it was used, revoked or has expired",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const agent = await signedInAs(app, { email });
    expect((await agent.client.graphql(ACCEPT, { token })).body.errors).toBeUndefined();
    const used = await anonymous.graphql(PREVIEW_INVITATION, { token });
    expect(used.body.errors?.[0].message).toBe(
      "This invitation link is not valid: it was used, revoked or has expired",
    );
  });

  it("shows the link whole in the outbox of a demo install (no SMTP), for the agent to open", async () => {
    const boss = await manager();
    const course = await createCourse(app);
    await grant(boss.agencyId, course.id, 1);
    const email = `hidden-${unique()}@example.com`;
    await boss.client.graphql(SEND, {
      course: course.id,
      csv: `first_name,last_name,email\nHi,Dden,${email}`,
    });
    const { client: admin } = await signedInAs(app, { kind: "admin" });
    const { body } = await admin.graphql<{ outbox: { edges: { node: { text: string } }[] } }>(
      `query($q: String) { outbox(first: 1, filter: { search: $q }) { edges { node { text } } } }`,
      { q: email },
    );
    const text = body.data!.outbox.edges[0].node.text;
    expect(text).toContain(`/agency/join?token=${await invitationToken(email)}`);
    expect(text).not.toContain("[hidden]");
  });

  it("an expired link no longer works", async () => {
    const boss = await manager();
    const course = await createCourse(app);
    await grant(boss.agencyId, course.id, 1);
    const agent = await signedInAs(app);
    await boss.client.graphql(SEND, {
      course: course.id,
      csv: `first_name,last_name,email\nEx,Pired,${agent.user.email}`,
    });
    const token = await invitationToken(agent.user.email.toLowerCase());
    await app.orm.em
      .fork()
      .getConnection()
      .execute(
        "update agency_members set expires_at = now() - interval '1 second' where email = ?",
        [agent.user.email.toLowerCase()],
      );
    const { body } = await agent.client.graphql(ACCEPT, { token });
    expect(body.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
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
    const boss = await manager("Over Booked Bail");
    const course = await createCourse(app);
    await grant(boss.agencyId, course.id, 1);
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

describe("the manager's view of the agents", () => {
  const MEMBERS = `{ myAgency { seats { used } members { id email status stage certificateNumber
    renewalDeadline ceHoursEarned ceHoursRequired } } }`;
  type Member = {
    id: number;
    email: string;
    status: string;
    stage: string | null;
    certificateNumber: string | null;
    renewalDeadline: string | null;
  };
  const members = async (client: Awaited<ReturnType<typeof manager>>["client"]) => {
    const { body } = await client.graphql<{
      myAgency: { seats: { used: number }[]; members: Member[] };
    }>(MEMBERS);
    if (!body.data?.myAgency) throw new Error(JSON.stringify(body));
    return body.data.myAgency;
  };

  it("follows each agent from invitation to certificate and renewal deadline", async () => {
    const boss = await manager();
    const course = await createCourse(app, { category: CourseCategory.INITIAL_CERTIFICATION });
    await grant(boss.agencyId, course.id, 1);
    const agent = await signedInAs(app);
    const email = agent.user.email.toLowerCase();
    await boss.client.graphql(SEND, {
      course: course.id,
      csv: `first_name,last_name,email\nAl,Cert,${email}`,
    });
    const stage = async () => (await members(boss.client)).members.find(m => m.email === email)!;
    expect((await stage()).stage).toBe("INVITED");
    await agent.client.graphql(ACCEPT, { token: await invitationToken(email) });
    expect((await stage()).stage).toBe("AGREEMENT_PENDING");
    await signTyped(agent.client, agreementId, course.id);
    const { body } = await agent.client.graphql<{ enrollOnAgencySeat: number }>(ENROLL, {
      course: course.id,
    });
    const enrollmentId = body.data!.enrollOnAgencySeat;
    expect((await stage()).stage).toBe("ENROLLED");

    const { client: admin } = await signedInAs(app, { kind: "admin" });
    await admin.graphql(
      `mutation($id: Int!) { markEnrollmentComplete(enrollmentId: $id, note: "Finished in class") { id } }`,
      { id: enrollmentId },
    );
    const certificate = await issueCertificate(app.orm.em.fork(), app.config, enrollmentId);
    expect(await stage()).toMatchObject({
      stage: "COMPLETED",
      certificateNumber: certificate!.number,
      renewalDeadline: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it("revokes an invitation (its link stops working, the seat returns) and removes nobody else's", async () => {
    const boss = await manager();
    const other = await manager();
    const course = await createCourse(app);
    await grant(boss.agencyId, course.id, 1);
    const agent = await signedInAs(app);
    const email = agent.user.email.toLowerCase();
    await boss.client.graphql(SEND, {
      course: course.id,
      csv: `first_name,last_name,email\nRe,Voked,${email}`,
    });
    const invited = (await members(boss.client)).members.find(m => m.email === email)!;
    const REMOVE = "mutation($id: Int!) { removeAgencyMember(memberId: $id) { id } }";
    const foreign = await other.client.graphql(REMOVE, { id: invited.id });
    expect(foreign.body.errors?.[0].message).toBe("Member not found");
    await boss.client.graphql(REMOVE, { id: invited.id });
    const after = await members(boss.client);
    expect(after.seats[0].used).toBe(0);
    expect(after.members.find(m => m.email === email)).toMatchObject({
      status: "REMOVED",
      stage: null,
    });
    const { body } = await agent.client.graphql(ACCEPT, { token: await invitationToken(email) });
    expect(body.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const self = (await members(boss.client)).members.find(m => m.status === "JOINED")!;
    const refused = await boss.client.graphql(REMOVE, { id: self.id });
    expect(refused.body.errors?.[0].message).toBe("A manager cannot be removed");
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
    const boss = await manager(`Listed Recovery ${unique()}`);
    const course = await createCourse(app);
    await grant(boss.agencyId, course.id, 4);
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
    for (const name of names) await manager(name);
    const sorted = await list({ sort: { field: "NAME", direction: "ASC" } });
    const shown = sorted.edges.map(edge => edge.node.name);
    expect(shown.indexOf(names[1])).toBeLessThan(shown.indexOf(names[0]));
    const { client } = await signedInAs(app);
    const { body } = await client.graphql(LIST, {});
    expect(body.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });
});

describe("sending an invitation again", () => {
  const RESEND = "mutation($id: Int!) { resendAgencyInvitation(memberId: $id) { id } }";

  it("gives a new link (the old one stops working), and only for an invitation not accepted", async () => {
    const boss = await manager();
    const course = await createCourse(app);
    await grant(boss.agencyId, course.id, 1);
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
