import type { TestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import {
  type FactoryUser,
  createCourse,
  createLegalDocument,
  createPayment,
  createUser,
  signIn,
  unique,
} from "../../../test/factories.js";
import { UserAgreement, SignatureType } from "../agreements/user-agreement.entity.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { Enrollment } from "../enrollments/enrollment.entity.js";
import { LegalDocumentType } from "../legal/legal-document.entity.js";
import { Payment } from "../payments/payment.entity.js";
import { Notification } from "../systems/notification.entity.js";
import { USERNAME_RESERVED } from "../users/user.rules.js";
import { User } from "../users/user.entity.js";
import {
  adminUsersWorld,
  firstError,
  ENROLL,
  DELETE,
  CREATE,
} from "../../../test/steps/admin-users.js";

let app: TestApp;
let admin: { user: FactoryUser; client: Client };
let superAdmin: { user: FactoryUser; client: Client };

beforeAll(async () => {
  ({ app, admin, superAdmin } = await adminUsersWorld());
});
afterAll(() => app.close());

const auditsOf = (type: AuditEventType, subject: number) =>
  app.orm.em.fork().find(AuditEvent, { type, subject }, { orderBy: { id: "asc" } });

describe("enrolling a user (DECISIONS 7)", () => {
  const queued = async (enrollmentId: number) => {
    const [{ count }] = await app.orm.em
      .getConnection()
      .execute<{ count: number }[]>(
        `select count(*)::int as count from pgboss.job where name = 'lms.provision' and (data->>'enrollmentId')::int = ?`,
        [enrollmentId],
      );
    return count;
  };

  it("enrolls in the selected course, granted by the admin, and queues the LMS provisioning", async () => {
    const [, selected] = [await createCourse(app), await createCourse(app)];
    const learner = await createUser(app);
    const response = await admin.client.request("/api/admin/enrollments", {
      json: { userId: learner.id, courseId: selected.id, adminEnrolled: true },
    });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { id: number };
    expect(answer).toMatchObject({ courseId: selected.id, adminEnrolled: true });
    const enrollments = await app.orm.em.fork().find(Enrollment, { user: learner.id });
    expect(
      enrollments.map(e => [e.course.id, e.adminEnrolled, e.grantedBy?.id, e.payment]),
    ).toEqual([[selected.id, true, admin.user.id, null]]);
    expect(await queued(answer.id)).toBe(1);
    const notes = await app.orm.em.fork().find(Notification, { user: learner.id });
    expect(notes.map(n => n.message)).toEqual([`You are enrolled in ${selected.title}.`]);
    const [audit] = await auditsOf(AuditEventType.EnrollmentCreated, learner.id);
    expect(audit).toMatchObject({
      actor: expect.objectContaining({ id: admin.user.id }),
      details: { courseId: selected.id, adminEnrolled: true },
    });
  });

  it("refuses a second enrollment in the same course with 409", async () => {
    const course = await createCourse(app);
    const learner = await createUser(app);
    const input = { userId: learner.id, courseId: course.id };
    expect((await admin.client.graphql(ENROLL, { input })).body.errors).toBeUndefined();
    const again = await superAdmin.client.graphql(ENROLL, { input });
    expect(firstError(again.body.errors)).toEqual({
      message: "This user is already enrolled in this course",
      code: "CONFLICT",
    });
    expect(await app.orm.em.fork().count(Enrollment, { user: learner.id })).toBe(1);
  });

  it.each([
    ["an unknown user", () => ({ userId: 999_999_999 }), "User not found"],
    ["an unknown course", () => ({ courseId: 999_999_999 }), "Course not found"],
  ])("answers 404 for %s", async (_what, change, message) => {
    const input = { userId: (await createUser(app)).id, courseId: (await createCourse(app)).id };
    const { body } = await admin.client.graphql(ENROLL, { input: { ...input, ...change() } });
    expect(firstError(body.errors)).toEqual({ message, code: "NOT_FOUND" });
  });
});

describe("deleting a user", () => {
  async function userWithEvidence() {
    const user = await createUser(app);
    const course = await createCourse(app);
    const { payment } = await createPayment(app, user, course);
    const document = await createLegalDocument(app, LegalDocumentType.ENROLLMENT_AGREEMENT);
    const em = app.orm.em.fork();
    const agreement = em.create(UserAgreement, {
      user: user.id,
      signerName: "Fay Factory",
      signerUsername: user.username,
      document: document.id,
      course: course.id,
      documentVersion: "1.0",
      documentSha256: "0".repeat(64),
      signatureType: SignatureType.TYPED,
      signatureData: { text: "Fay Factory", style: "formal" },
    });
    await em.flush();
    return { user, payment, agreement };
  }

  it("keeps the payments and signed agreements, detached, and audits who was deleted", async () => {
    const { user, payment, agreement } = await userWithEvidence();
    const response = await superAdmin.client.request(`/api/admin/users/${user.id}`, {
      method: "DELETE",
    });
    expect(response.status).toBe(200);
    const em = app.orm.em.fork();
    expect(await em.findOne(User, user.id)).toBeNull();
    const kept = await em.findOneOrFail(Payment, payment.id);
    expect(kept.user).toBeNull();
    expect(kept.metadata).toMatchObject({ deletedUser: { id: user.id, username: user.username } });
    const signed = await em.findOneOrFail(UserAgreement, agreement.id);
    expect(signed).toMatchObject({ user: null, signerUsername: user.username });
    const audits = await em.find(AuditEvent, { type: AuditEventType.UserDeleted });
    expect(audits.find(a => a.details?.userId === user.id)).toMatchObject({
      actor: expect.objectContaining({ id: superAdmin.user.id }),
      details: { username: user.username, paymentsKept: 1, agreementsKept: 1 },
    });
  });

  it("is refused to an admin who is not a SuperAdmin", async () => {
    const { user } = await userWithEvidence();
    const response = await admin.client.request(`/api/admin/users/${user.id}`, {
      method: "DELETE",
    });
    expect(response.status).toBe(403);
    expect(await app.orm.em.fork().findOne(User, user.id)).not.toBeNull();
  });

  it("is refused for one's own account", async () => {
    const { body } = await superAdmin.client.graphql(DELETE, { id: superAdmin.user.id });
    expect(firstError(body.errors)).toEqual({
      message: "You cannot delete your own account",
      code: "FORBIDDEN",
    });
    expect(await app.orm.em.fork().findOne(User, superAdmin.user.id)).not.toBeNull();
  });
});

describe("creating a user (DECISIONS 9)", () => {
  const input = (change: Record<string, unknown> = {}) => {
    const username = `new${unique()}`;
    return {
      username,
      email: `${username}@example.com`,
      firstName: "Nora",
      lastName: "New",
      password: "Nora#2026x",
      isAdmin: false,
      status: "ACTIVE",
      ...change,
    };
  };

  it("makes an account that signs in with its password, audited as the admin's", async () => {
    const fields = input();
    const { body } = await admin.client.graphql<{ adminCreateUser: { id: number } }>(CREATE, {
      input: fields,
    });
    expect(body.data?.adminCreateUser).toMatchObject({
      username: fields.username,
      status: "ACTIVE",
      isAdmin: false,
      lastLogin: null,
      enrollmentCount: 0,
    });
    await expect(signIn(app, fields)).resolves.toBeDefined();
    const [audit] = await auditsOf(AuditEventType.UserCreated, body.data!.adminCreateUser.id);
    expect(audit.actor?.id).toBe(admin.user.id);
  });

  it.each([
    [
      "a common password",
      { password: "password123" },
      "BAD_USER_INPUT",
      "This password is too common; choose another",
    ],
    [
      "a bad username",
      { username: "a b" },
      "BAD_USER_INPUT",
      "Username may contain only letters, numbers, dots, hyphens and underscores",
    ],
    [
      "a username of the learning system's shape",
      { username: "ga-42-someone" },
      "BAD_USER_INPUT",
      USERNAME_RESERVED,
    ],
    [
      "administrator rights from an admin",
      { isAdmin: true },
      "FORBIDDEN",
      "Only SuperAdmin users can grant or remove administrator rights",
    ],
  ])("refuses %s", async (_what, change, code, message) => {
    const { body } = await admin.client.graphql(CREATE, { input: input(change) });
    expect(firstError(body.errors)).toEqual({ message, code });
  });

  it("refuses a taken username with 409", async () => {
    const taken = await createUser(app);
    const { body } = await admin.client.graphql(CREATE, {
      input: input({ username: taken.username.toUpperCase() }),
    });
    expect(firstError(body.errors)).toEqual({
      message: "That username is already registered",
      code: "CONFLICT",
    });
  });
});
