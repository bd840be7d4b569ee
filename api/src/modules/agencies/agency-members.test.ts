import { type TestApp, startTestApp } from "../../../test/app.js";
import { Client, someAddress } from "../../../test/client.js";
import { createCourse, createLegalDocument, signedInAs, unique } from "../../../test/factories.js";
import { signTyped } from "../../../test/steps/checkout.js";
import {
  ACCEPT,
  AGENCY,
  ENROLL,
  SEND,
  agencyManager,
  grantSeats,
  invitationToken as tokenOf,
} from "../../../test/steps/agency.js";
import { CertificateService } from "../certificates/certificates.service.js";
import { CourseCategory } from "../courses/course.entity.js";
import { Enrollment } from "../enrollments/enrollment.entity.js";
import { LegalDocumentType } from "../legal/legal-document.entity.js";
import { OutboxMail } from "../mail/outbox-mail.entity.js";

/** An agent's way from the invitation's link to a seat's enrollment, as their manager sees it. */
let app: TestApp;
let agreementId: number;

beforeAll(async () => {
  app = await startTestApp({ demo: false });
  agreementId = (await createLegalDocument(app, LegalDocumentType.ENROLLMENT_AGREEMENT)).id;
});
afterAll(() => app.close());

const SEATS = "{ myAgencySeats { agencyName courseId courseTitle enrolled } }";
const PREVIEW_INVITATION = `query($token: String!) {
  agencyInvitation(token: $token) { agencyName courseId courseTitle email firstName lastName expiresAt } }`;
const invitationToken = (email: string) => tokenOf(app, email);

describe("inviting, joining and enrolling on a seat", () => {
  it("takes an invited agent from the mail's link to an enrollment, after their own agreement", async () => {
    const boss = await agencyManager(app, "Gulf Coast Recovery");
    const course = await createCourse(app, { title: "Fugitive Recovery Basics" });
    await grantSeats(app, boss.agencyId, course.id, 2);
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
    const boss = await agencyManager(app, "Bayou Bail Agents");
    const course = await createCourse(app, { title: "Skip Tracing Essentials" });
    await grantSeats(app, boss.agencyId, course.id, 1);
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
    const boss = await agencyManager(app);
    const course = await createCourse(app);
    await grantSeats(app, boss.agencyId, course.id, 1);
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
    const boss = await agencyManager(app);
    const course = await createCourse(app);
    await grantSeats(app, boss.agencyId, course.id, 1);
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
  const members = async (client: Client) => {
    const { body } = await client.graphql<{
      myAgency: { seats: { used: number }[]; members: Member[] };
    }>(MEMBERS);
    if (!body.data?.myAgency) throw new Error(JSON.stringify(body));
    return body.data.myAgency;
  };

  it("follows each agent from invitation to certificate and renewal deadline", async () => {
    const boss = await agencyManager(app);
    const course = await createCourse(app, { category: CourseCategory.INITIAL_CERTIFICATION });
    await grantSeats(app, boss.agencyId, course.id, 1);
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
    const certificate = await new CertificateService(app.orm.em.fork(), app).issueCertificate(
      enrollmentId,
    );
    expect(await stage()).toMatchObject({
      stage: "COMPLETED",
      certificateNumber: certificate!.number,
      renewalDeadline: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it("revokes an invitation (its link stops working, the seat returns) and removes nobody else's", async () => {
    const boss = await agencyManager(app);
    const other = await agencyManager(app);
    const course = await createCourse(app);
    await grantSeats(app, boss.agencyId, course.id, 1);
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
