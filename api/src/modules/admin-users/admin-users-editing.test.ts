import type { TestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import {
  type FactoryUser,
  createUser,
  signIn,
  signedInAs,
  unique,
} from "../../../test/factories.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { User } from "../users/user.entity.js";
import { adminUsersWorld, firstError, UPDATE, RESET } from "../../../test/steps/admin-users.js";

let app: TestApp;
let admin: { user: FactoryUser; client: Client };
let superAdmin: { user: FactoryUser; client: Client };

beforeAll(async () => {
  ({ app, admin, superAdmin } = await adminUsersWorld());
});
afterAll(() => app.close());

const auditsOf = (type: AuditEventType, subject: number) =>
  app.orm.em.fork().find(AuditEvent, { type, subject }, { orderBy: { id: "asc" } });

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
