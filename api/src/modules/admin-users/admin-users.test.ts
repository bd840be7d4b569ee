import { type TestApp, startTestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import {
  type FactoryUser,
  createCourse,
  createLegalDocument,
  createPayment,
  createUser,
  signIn,
  signedInAs,
  unique,
} from "../../../test/factories.js";
import { openOrm } from "../../../test/composed.js";
import { UserAgreement, SignatureType } from "../agreements/user-agreement.entity.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { Enrollment, EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import { LegalDocumentType } from "../legal/legal-document.entity.js";
import { Payment } from "../payments/payment.entity.js";
import { Notification } from "../systems/notification.entity.js";
import { USERNAME_RESERVED } from "../users/user.rules.js";
import { AdminUserListService } from "./admin-user-list.service.js";
import { AdminUserSortField } from "./admin-users.types.js";
import { SortDirection } from "../../db/keyset.js";
import { User } from "../users/user.entity.js";

let app: TestApp;
let admin: { user: FactoryUser; client: Client };
let superAdmin: { user: FactoryUser; client: Client };

beforeAll(async () => {
  app = await startTestApp({ demo: false });
  admin = await signedInAs(app, { kind: "admin" });
  superAdmin = await signedInAs(app, { kind: "superAdmin" });
});
afterAll(() => app.close());

type Errors = { message: string; extensions?: { code?: string } }[] | undefined;
const firstError = (errors: Errors) => ({
  message: errors?.[0]?.message,
  code: errors?.[0]?.extensions?.code,
});

const auditsOf = (type: AuditEventType, subject: number) =>
  app.orm.em.fork().find(AuditEvent, { type, subject }, { orderBy: { id: "asc" } });

const UPDATE = `mutation($id: Int!, $input: AdminUpdateUserInput!) {
  adminUpdateUser(id: $id, input: $input) { id email firstName lastName status isAdmin }
}`;
const RESET = `mutation($id: Int!, $input: AdminResetPasswordInput!) {
  adminResetPassword(id: $id, input: $input) { success message }
}`;
const ENROLL = `mutation($input: AdminEnrollUserInput!) {
  adminEnrollUser(input: $input) { id userId courseId adminEnrolled grantedById }
}`;
const DELETE = `mutation($id: Int!) { adminDeleteUser(id: $id) { success message } }`;
const CREATE = `mutation($input: AdminCreateUserInput!) {
  adminCreateUser(input: $input) { id username status isAdmin lastLogin enrollmentCount }
}`;

describe("editing a user (DECISIONS 5)", () => {
  it("saves the edited name, email and status, with an audit row of what changed", async () => {
    const target = await createUser(app);
    await signIn(app, target);
    const email = `edited${unique()}@example.com`;
    const response = await admin.client.request(`/api/admin/users/${target.id}`, {
      method: "PATCH",
      json: { firstName: "Eddie", lastName: "Edited", email, status: "suspended", isAdmin: false },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      email,
      status: "suspended",
      lastLogin: expect.any(String),
    });
    const listed = await admin.client.request(`/api/admin/users?q=${encodeURIComponent(email)}`);
    expect(await listed.json()).toEqual([
      expect.objectContaining({
        id: target.id,
        email,
        firstName: "Eddie",
        lastName: "Edited",
        status: "suspended",
      }),
    ]);
    const [audit] = await auditsOf(AuditEventType.UserUpdated, target.id);
    expect(audit.actor?.id).toBe(admin.user.id);
    expect(audit.details).toEqual({
      changes: {
        firstName: { from: "Fay", to: "Eddie" },
        lastName: { from: "Factory", to: "Edited" },
        email: { from: target.email, to: email },
        status: { from: "active", to: "suspended" },
      },
    });
  });

  it("refuses an email another account has (in any case) with 409 and saves nothing", async () => {
    const [target, other] = [await createUser(app), await createUser(app)];
    const response = await admin.client.request(`/api/admin/users/${target.id}`, {
      method: "PATCH",
      json: { firstName: "Changed", email: other.email.toUpperCase() },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: "That email is already registered",
      code: "CONFLICT",
      requestId: expect.any(String),
    });
    const stored = await app.orm.em.fork().findOneOrFail(User, target.id);
    expect(stored).toMatchObject({ email: target.email, firstName: "Fay" });
  });

  it.each([
    ["a bad email", { email: "not-an-email" }, "Please enter a valid email"],
    ["an empty first name", { firstName: " " }, "First name is required"],
    [
      "markup in a name",
      { lastName: "<b>x</b>" },
      "Last name must be one line of plain text without < or >",
    ],
  ])("refuses %s", async (_what, input, message) => {
    const target = await createUser(app);
    const { body } = await admin.client.graphql(UPDATE, { id: target.id, input });
    expect(firstError(body.errors)).toEqual({ message, code: "BAD_USER_INPUT" });
  });

  it("lets only a SuperAdmin grant or remove administrator rights", async () => {
    const target = await createUser(app);
    const refused = await admin.client.graphql(UPDATE, { id: target.id, input: { isAdmin: true } });
    expect(firstError(refused.body.errors)).toEqual({
      message: "Only SuperAdmin users can grant or remove administrator rights",
      code: "FORBIDDEN",
    });
    const granted = await superAdmin.client.graphql(UPDATE, {
      id: target.id,
      input: { isAdmin: true },
    });
    expect(granted.body.data).toEqual({
      adminUpdateUser: expect.objectContaining({ isAdmin: true }),
    });
    const [role] = await auditsOf(AuditEventType.AdminRoleChanged, target.id);
    expect(role.details).toEqual({ isAdmin: { from: false, to: true } });
  });

  it("keeps an admin from changing a SuperAdmin's account", async () => {
    const target = await createUser(app, { kind: "superAdmin" });
    const { body } = await admin.client.graphql(UPDATE, {
      id: target.id,
      input: { firstName: "Hijacked" },
    });
    expect(firstError(body.errors)).toEqual({
      message: "Only a super administrator can change an administrator account",
      code: "FORBIDDEN",
    });
    expect((await app.orm.em.fork().findOneOrFail(User, target.id)).firstName).toBe("Fay");
  });

  it("keeps an admin from taking over another admin: edit, suspend, reset", async () => {
    const target = await createUser(app, { kind: "admin" });
    const session = await signIn(app, target);
    const refusal = {
      message: "Only a super administrator can change an administrator account",
      code: "FORBIDDEN",
    };
    const password = { newPassword: "Taken#Over2026", confirmPassword: "Taken#Over2026" };
    for (const input of [{ firstName: "Hijacked" }, { email: `x${unique()}@example.com` }]) {
      const { body } = await admin.client.graphql(UPDATE, { id: target.id, input });
      expect(firstError(body.errors)).toEqual(refusal);
    }
    const suspend = await admin.client.request(`/api/admin/users/${target.id}`, {
      method: "PATCH",
      json: { status: "suspended" },
    });
    expect(suspend.status).toBe(403);
    expect(await suspend.json()).toMatchObject({ message: refusal.message });
    const reset = await admin.client.request(`/api/admin/users/${target.id}/reset-password`, {
      json: password,
    });
    expect(reset.status).toBe(403);
    expect(await reset.json()).toMatchObject({ message: refusal.message });

    // Nothing changed: the account signs in with its own password, its session still works.
    expect(await app.orm.em.fork().findOneOrFail(User, target.id)).toMatchObject({
      firstName: "Fay",
      status: "active",
    });
    expect((await session.request("/api/auth/user")).status).toBe(200);
    await expect(signIn(app, { ...target, password: password.newPassword })).rejects.toThrow();
    await expect(signIn(app, target)).resolves.toBeDefined();
    expect(await auditsOf(AuditEventType.PasswordReset, target.id)).toEqual([]);

    // A SuperAdmin may; and an admin still edits their own name.
    const bySuper = await superAdmin.client.graphql(UPDATE, {
      id: target.id,
      input: { firstName: "Renamed" },
    });
    expect(bySuper.body.errors).toBeUndefined();
    const own = await admin.client.graphql(UPDATE, {
      id: admin.user.id,
      input: { firstName: admin.user.firstName },
    });
    expect(own.body.errors).toBeUndefined();
  });

  it("refuses removing one's own administrator rights or suspending oneself", async () => {
    const { user, client } = await signedInAs(app, { kind: "superAdmin" });
    const demote = await client.graphql(UPDATE, { id: user.id, input: { isAdmin: false } });
    expect(firstError(demote.body.errors).message).toBe(
      "You cannot remove your own administrator rights",
    );
    const suspend = await client.graphql(UPDATE, { id: user.id, input: { status: "SUSPENDED" } });
    expect(firstError(suspend.body.errors).message).toBe(
      "You cannot change your own account's status",
    );
    expect(await app.orm.em.fork().findOneOrFail(User, user.id)).toMatchObject({
      isAdmin: true,
      status: "active",
    });
  });
});

describe("resetting a password (DECISIONS 6)", () => {
  it("sets the typed password, which then signs in, and ends the user's sessions", async () => {
    const { user, client: oldSession } = await signedInAs(app);
    expect((await oldSession.request("/api/auth/user")).status).toBe(200);
    const response = await admin.client.request(`/api/admin/users/${user.id}/reset-password`, {
      json: { newPassword: "Typed#Reset2026", confirmPassword: "Typed#Reset2026" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });
    expect((await oldSession.request("/api/auth/user")).status).toBe(401);
    await expect(signIn(app, { ...user, password: user.password })).rejects.toThrow();
    const fresh = await signIn(app, { username: user.username, password: "Typed#Reset2026" });
    expect((await fresh.request("/api/auth/user")).status).toBe(200);
    // The spec's body alone (no confirmation: that is the form's) is taken too.
    const specBody = await admin.client.request(`/api/admin/users/${user.id}/reset-password`, {
      json: { newPassword: "Spec#Body2026" },
    });
    expect(specBody.status).toBe(200);
    await signIn(app, { username: user.username, password: "Spec#Body2026" });
    const mismatch = await admin.client.request(`/api/admin/users/${user.id}/reset-password`, {
      json: { newPassword: "Spec#Body2026x", confirmPassword: "Other#Body2026" },
    });
    expect(mismatch.status).toBe(400);
    const [audit] = await auditsOf(AuditEventType.PasswordReset, user.id);
    expect(audit.actor?.id).toBe(admin.user.id);
  });

  it.each([
    ["a confirmation that differs", "Typed#Reset2026", "Typed#Reset2027", "Passwords don't match"],
    ["a short password", "Ab#1", "Ab#1", "Password must be at least 8 characters"],
    [
      "no special character",
      "NoSpecial2026",
      "NoSpecial2026",
      "Password must contain at least one special character",
    ],
    ["a common password", "P@ssw0rd", "P@ssw0rd", "This password is too common; choose another"],
  ])(
    "refuses %s and keeps the old password",
    async (_what, newPassword, confirmPassword, message) => {
      const user = await createUser(app);
      const { body } = await admin.client.graphql(RESET, {
        id: user.id,
        input: { newPassword, confirmPassword },
      });
      expect(firstError(body.errors)).toEqual({ message, code: "BAD_USER_INPUT" });
      await expect(signIn(app, user)).resolves.toBeDefined();
      expect(await auditsOf(AuditEventType.PasswordReset, user.id)).toEqual([]);
    },
  );

  it("keeps an admin from resetting a SuperAdmin's password, and anyone from their own", async () => {
    const target = await createUser(app, { kind: "superAdmin" });
    const input = { newPassword: "Typed#Reset2026", confirmPassword: "Typed#Reset2026" };
    const other = await admin.client.graphql(RESET, { id: target.id, input });
    expect(firstError(other.body.errors).code).toBe("FORBIDDEN");
    const own = await admin.client.graphql(RESET, { id: admin.user.id, input });
    expect(firstError(own.body.errors).message).toBe(
      "Use Change Password on your account page to change your own password",
    );
    await expect(signIn(app, target)).resolves.toBeDefined();
  });
});

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

describe("the users list", () => {
  const tag = unique();
  const made: FactoryUser[] = [];

  beforeAll(async () => {
    // Repeated last and first names: only the id tells some of them apart.
    const names = [
      ["Zed", "Quill"],
      ["Amy", "Quill"],
      ["Amy", "Quill"],
      ["Bob", "Archer"],
      ["Cat", "Marsh"],
      ["Bob", "Archer"],
      ["Dee", "Young"],
    ];
    for (const [firstName, lastName] of names) {
      const username = `${tag}${unique()}`;
      made.push(
        await createUser(app, {
          username,
          email: `${username}@list.example.com`,
          firstName,
          lastName,
        }),
      );
    }
  });

  const LIST = `query($first: Int, $after: String, $filter: AdminUserFilter, $sort: AdminUserSort) {
    adminUsers(first: $first, after: $after, filter: $filter, sort: $sort) {
      totalCount
      edges { node { id username email firstName lastName lastLogin enrollmentCount } }
      pageInfo { hasNextPage endCursor }
    }
  }`;
  type Node = { id: number; lastLogin: string | null; enrollmentCount: number };
  type ListData = {
    adminUsers: {
      totalCount: number;
      edges: { node: Node }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
  };

  const SORTS: Record<AdminUserSortField, (keyof User)[]> = {
    USERNAME: ["username"],
    EMAIL: ["email"],
    NAME: ["lastName", "firstName"],
    CREATED_AT: ["createdAt"],
  };

  it.each(
    Object.values(AdminUserSortField).flatMap(field =>
      [SortDirection.ASC, SortDirection.DESC].map(direction => [field, direction] as const),
    ),
  )("pages by %s %s with first/after without gaps or repeats", async (field, direction) => {
    const ids: number[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 10; pages++) {
      const answer: { body: { data?: ListData | null } } = await admin.client.graphql<ListData>(
        LIST,
        { first: 2, after, filter: { search: tag }, sort: { field, direction } },
      );
      const page: ListData["adminUsers"] = answer.body.data!.adminUsers;
      expect(page.totalCount).toBe(made.length);
      ids.push(...page.edges.map(edge => edge.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    const dir = direction === SortDirection.ASC ? "asc" : "desc";
    const orderBy = Object.fromEntries([...SORTS[field].map(key => [key, dir]), ["id", dir]]);
    const expected = await app.orm.em
      .fork()
      .find(User, { username: { $like: `${tag}%` } }, { orderBy });
    expect(ids).toEqual(expected.map(user => user.id));
  });

  it("finds users by a part of their email, username or full name, in any case", async () => {
    const search = async (text: string) => {
      const { body } = await admin.client.graphql<ListData>(LIST, {
        filter: { search: text },
        first: 100,
      });
      return body.data!.adminUsers.edges.map(edge => edge.node.id).sort((a, b) => a - b);
    };
    const [cat] = made.filter(user => user.firstName === "Cat");
    expect(await search(cat.email.slice(4).toUpperCase())).toEqual([cat.id]);
    expect(await search(cat.username.slice(2))).toEqual([cat.id]);
    const amys = made.filter(user => user.firstName === "Amy").map(user => user.id);
    expect(await search(`mY qUiLl`)).toEqual(expect.arrayContaining(amys));
    expect(await search(`${tag}%`)).toEqual([]);
  });

  it("shows the last successful sign-in and the enrollment count", async () => {
    const [user] = made;
    const course = await createCourse(app);
    await admin.client.graphql(ENROLL, { input: { userId: user.id, courseId: course.id } });
    await signIn(app, user);
    await signIn(app, { ...user, password: "Wrong#2026x" }).catch(() => undefined);
    const { body } = await admin.client.graphql<ListData>(LIST, {
      filter: { search: user.username },
    });
    const [node] = body.data!.adminUsers.edges.map(edge => edge.node);
    expect(node.enrollmentCount).toBe(1);
    const [success] = await app.orm.em
      .getConnection()
      .execute<{ at: Date }[]>(
        "select max(created_at) as at from login_attempts where user_id = ? and success",
        [user.id],
      );
    expect(new Date(node.lastLogin!).getTime()).toBe(new Date(success.at).getTime());
    const never = await admin.client.graphql<ListData>(LIST, {
      filter: { search: made[1].username },
    });
    expect(never.body.data!.adminUsers.edges[0].node.lastLogin).toBeNull();
  });

  it("counts enrollments that have not ended and lists those an admin can mark complete", async () => {
    const user = made[2];
    const [open, refunded, done] = await Promise.all([
      createCourse(app, { title: `Open ${tag}` }),
      createCourse(app),
      createCourse(app),
    ]);
    for (const course of [open, refunded, done]) {
      await admin.client.graphql(ENROLL, { input: { userId: user.id, courseId: course.id } });
    }
    const em = app.orm.em.fork();
    await em.nativeUpdate(
      Enrollment,
      { user: user.id, course: refunded.id },
      { status: EnrollmentStatus.CANCELLED },
    );
    await em.nativeUpdate(
      Enrollment,
      { user: user.id, course: done.id },
      { status: EnrollmentStatus.COMPLETED, completedAt: new Date() },
    );
    const { body } = await admin.client.graphql<{
      adminUsers: { edges: { node: Record<string, unknown> }[] };
    }>(
      `query($filter: AdminUserFilter) { adminUsers(filter: $filter) {
        edges { node { enrollmentCount openEnrollments { id courseTitle } } } } }`,
      { filter: { search: user.username } },
    );
    const openId = (await em.findOneOrFail(Enrollment, { user: user.id, course: open.id })).id;
    expect(body.data!.adminUsers.edges[0].node).toEqual({
      enrollmentCount: 2,
      openEnrollments: [{ id: openId, courseTitle: `Open ${tag}` }],
    });
  });

  it("answers REST with the nodes as an array, searched and sorted by the query string", async () => {
    const response = await admin.client.request(`/api/admin/users?q=${tag}&sort=-email&first=3`);
    expect(response.status).toBe(200);
    const users = (await response.json()) as { email: string; status: string }[];
    const emails = made
      .map(user => user.email)
      .sort()
      .reverse();
    expect(users.map(user => user.email)).toEqual(emails.slice(0, 3));
    expect(users[0].status).toBe("active");
    const bad = await admin.client.request(`/api/admin/users?sort=password`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      message: "sort must be username, email, name or createdAt, with - for descending",
      fields: { sort: "sort must be username, email, name or createdAt, with - for descending" },
    });
    // A parameter given twice is one value too many (the query string would read as a list).
    const twice = await admin.client.request(`/api/admin/users?sort=email&sort=-email`);
    expect(twice.status).toBe(400);
    expect(await twice.json()).toMatchObject({
      message: "sort must be given once",
      fields: { sort: "sort must be given once" },
    });
  });

  it("costs the same three SQL statements whatever the page size, the count included", async () => {
    const statements: string[] = [];
    const orm = await openOrm(app.databaseUrl, { pool: 1, onQuery: sql => statements.push(sql) });
    try {
      await orm.em.fork().count(User, {}); // the connection's own first statements
      const counts = [];
      for (const first of [1, 7]) {
        statements.length = 0;
        const page = await new AdminUserListService(orm.em.fork()).page({ search: tag }, null, {
          first,
        });
        expect(page.edges).toHaveLength(first);
        expect(await page.totalCount).toBe(made.length);
        counts.push(statements.length);
      }
      expect(counts).toEqual([3, 3]);
    } finally {
      await orm.close();
    }
  });
});

describe("the instructors", () => {
  it("lists each course instructor once", async () => {
    const name = `Instructor ${unique()}`;
    await createCourse(app, { instructorName: name });
    await createCourse(app, { instructorName: name });
    const response = await admin.client.request("/api/admin/users/instructors");
    const names = (await response.json()) as string[];
    expect(names.filter(n => n === name)).toEqual([name]);
  });
});
