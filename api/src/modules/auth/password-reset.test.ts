import { createHash, randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { ApiToken, ApiTokenRole } from "../api-tokens/api-token.entity.js";
import { hashToken } from "../api-tokens/api-tokens.service.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { OutboxMail } from "../mail/outbox-mail.entity.js";
import { Notification } from "../systems/notification.entity.js";
import { User, UserStatus } from "../users/user.entity.js";
import { type TestApp, readJson, startTestApp } from "../../../test/app.js";
import { Client, someAddress } from "../../../test/client.js";
import {
  type FactoryUser,
  createUser,
  signIn,
  signedInAs,
  unique,
} from "../../../test/factories.js";
import { PasswordResetToken } from "./password-reset-token.entity.js";
import {
  PASSWORD_RESET_JOB,
  RESET_ACCOUNT_LIMIT,
  RESET_LINK_INVALID,
  RESET_REQUESTED,
} from "./password-reset.service.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ demo: false, workers: true });
});
afterAll(() => app.close());

const NEW_PASSWORD = "Renewed#2026";

const requestReset = (email: string, ip = someAddress()) =>
  new Client(app, "jest-client", ip).request("/api/auth/forgot-password", { json: { email } });

function resetPassword(token: string, newPassword = NEW_PASSWORD, confirmPassword = newPassword) {
  return new Client(app, "jest-client", someAddress()).request("/api/auth/reset-password", {
    json: { token, newPassword, confirmPassword },
  });
}

/** Once every queued request for this address has been handled by the worker. */
async function settled(email: string) {
  for (let i = 0; i < 300; i++) {
    const [{ waiting }] = await app.orm.em.getConnection().execute<{ waiting: number }[]>(
      `select count(*)::int as waiting from pgboss.job
        where name = ? and data->>'email' = ? and state not in ('completed', 'failed')`,
      [PASSWORD_RESET_JOB, email],
    );
    if (waiting === 0) return;
    await sleep(100);
  }
  throw new Error(`the reset requests for ${email} were not handled`);
}

/** The reset mails the outbox holds for this address, oldest first. */
async function resetMails(email: string) {
  await settled(email);
  return app.orm.em
    .fork()
    .find(OutboxMail, { recipient: email, kind: "password.reset" }, { orderBy: { id: "asc" } });
}

const linkToken = (mail: OutboxMail) =>
  /\{portal\}\/reset-password\?token=([\w-]+)/.exec(mail.textBody)?.[1] ?? "";

/** Asks for a link for this account (its address written as `typed`): the token it mails. */
async function mailedToken(email: string, typed = email) {
  expect((await requestReset(typed)).status).toBe(200);
  await settled(typed);
  return linkToken((await resetMails(email)).at(-1)!);
}

async function refusal(response: Response) {
  expect(response.status).toBe(400);
  const body = await readJson<{ code: string; message: string; fields?: unknown }>(response);
  return { code: body.code, message: body.message, fields: body.fields };
}

const LINK_REFUSED = {
  code: "BAD_USER_INPUT",
  message: RESET_LINK_INVALID,
  fields: { token: RESET_LINK_INVALID },
};

describe("asking for a reset link", () => {
  it("answers an unknown address exactly as a known one, and mails only the account", async () => {
    const user = await createUser(app);
    const unknown = `nobody-${user.username}@example.com`;
    const answers = [await requestReset(user.email), await requestReset(unknown)];
    expect(answers.map(response => response.status)).toEqual([200, 200]);
    const [known, other] = await Promise.all(answers.map(response => response.json()));
    expect(known).toEqual({ success: true, message: RESET_REQUESTED });
    expect(other).toEqual(known);
    expect(await resetMails(unknown)).toEqual([]);
    const [mail] = await resetMails(user.email);
    expect(mail.subject).toBe("Reset your Guardian Academy password");
    expect(mail.textBody).toContain(`(username ${user.username})`);
    expect(mail.textBody).toContain("within 30 minutes");
  });

  it("queues no job for an address without an active account, and answers the same", async () => {
    const suspended = await createUser(app, { status: UserStatus.SUSPENDED });
    const addresses = [`nobody-${unique()}@example.com`, suspended.email];
    for (const email of addresses) {
      const response = await requestReset(email);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, message: RESET_REQUESTED });
    }
    const [{ queued }] = await app.orm.em
      .getConnection()
      .execute<{ queued: number }[]>(
        `select count(*)::int as queued from pgboss.job where name = ? and data->>'email' in (?, ?)`,
        [PASSWORD_RESET_JOB, ...addresses],
      );
    expect(queued).toBe(0);
  });

  it("keeps only the SHA-256 of a 256-bit token that expires in 30 minutes", async () => {
    const user = await createUser(app);
    const token = await mailedToken(user.email, user.email.toUpperCase());
    expect(token).toMatch(/^[\w-]{43}$/);
    const [row] = await app.orm.em.fork().find(PasswordResetToken, { user: user.id });
    expect(row.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(row.usedAt).toBeNull();
    const minutes = (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(30, 1);
  });

  it("shows the link whole in the outbox of a demo install (no SMTP), where it opens", async () => {
    const user = await createUser(app);
    const token = await mailedToken(user.email);
    const { client: admin } = await signedInAs(app, { kind: "admin" });
    const { body } = await admin.graphql<{ outbox: { edges: { node: { text: string } }[] } }>(
      `query($search: String) { outbox(first: 5, filter: { search: $search }) { edges { node { text } } } }`,
      { search: user.email },
    );
    const texts = body.data!.outbox.edges.map(edge => edge.node.text).join("\n");
    const link = /(\S+\/reset-password\?token=)([\w-]+)/.exec(texts);
    expect(link?.[1]).toBe(`${app.config.publicUrl}/reset-password?token=`);
    expect(link?.[2]).toBe(token);
    expect((await resetPassword(link![2])).status).toBe(200);
  });

  it("ends the earlier link when a new one is asked for", async () => {
    const user = await createUser(app);
    const first = await mailedToken(user.email);
    const second = await mailedToken(user.email);
    expect(second).not.toBe(first);
    expect(await refusal(await resetPassword(first))).toEqual(LINK_REFUSED);
    expect((await resetPassword(second)).status).toBe(200);
  });

  it("leaves one live link when two requests for an account are worked at once", async () => {
    const user = await createUser(app);
    const answers = await Promise.all([requestReset(user.email), requestReset(user.email)]);
    expect(answers.map(response => response.status)).toEqual([200, 200]);
    expect(await resetMails(user.email)).toHaveLength(2);
    const live = await app.orm.em
      .fork()
      .count(PasswordResetToken, { user: user.id, usedAt: null, expiresAt: { $gt: new Date() } });
    expect(live).toBe(1);
  });

  it(`mails one account at most ${RESET_ACCOUNT_LIMIT.max} links an hour, whatever the address is written like`, async () => {
    const user = await createUser(app);
    const spellings = [user.email, user.email.toUpperCase(), ` ${user.email} `, user.email];
    for (const email of spellings) {
      const response = await requestReset(email);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, message: RESET_REQUESTED });
    }
    for (const email of new Set(spellings.map(s => s.trim()))) await settled(email);
    expect(await resetMails(user.email)).toHaveLength(RESET_ACCOUNT_LIMIT.max);
  });

  it("names a malformed address under its field", async () => {
    const response = await requestReset("not-an-address");
    expect(await refusal(response)).toEqual({
      code: "BAD_USER_INPUT",
      message: "Please enter a valid email",
      fields: { email: "Please enter a valid email" },
    });
  });
});

describe("setting a new password with the link", () => {
  it("replaces the password once: the old one and a second use are refused", async () => {
    const user = await createUser(app);
    const token = await mailedToken(user.email);
    const response = await resetPassword(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: "Your password has been changed. Please log in with your new password.",
    });
    expect((await new Client(app).login(user.username, user.password)).status).toBe(401);
    expect((await new Client(app).login(user.username, NEW_PASSWORD)).status).toBe(200);
    expect(await refusal(await resetPassword(token, "Another#2026"))).toEqual(LINK_REFUSED);
    expect((await new Client(app).login(user.username, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses an expired link and an unknown one with the same message", async () => {
    const user = await createUser(app);
    const token = await mailedToken(user.email);
    await app.orm.em
      .fork()
      .nativeUpdate(
        PasswordResetToken,
        { tokenHash: hashToken(token) },
        { expiresAt: new Date(Date.now() - 1000) },
      );
    expect(await refusal(await resetPassword(token))).toEqual(LINK_REFUSED);
    const unknown = randomBytes(32).toString("base64url");
    expect(await refusal(await resetPassword(unknown))).toEqual(LINK_REFUSED);
    expect((await new Client(app).login(user.username, user.password)).status).toBe(200);
  });

  it("names each field the registration rules refuse, and the link still works after", async () => {
    const user = await createUser(app);
    const token = await mailedToken(user.email);
    expect(await refusal(await resetPassword(token, "short", "other"))).toEqual({
      code: "BAD_USER_INPUT",
      message: "Password must be at least 8 characters",
      fields: {
        newPassword: "Password must be at least 8 characters",
        confirmPassword: "Passwords don't match",
      },
    });
    const { body } = await new Client(app, "jest-client", someAddress()).graphql(
      `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { success } }`,
      { input: { token, newPassword: "password1", confirmPassword: "password1" } },
    );
    expect(body.errors?.[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { newPassword: "This password is too common; choose another" },
    });
    expect((await resetPassword(token)).status).toBe(200);
  });

  it("ends every session and API token of the account, told and audited", async () => {
    const user = await createUser(app, { kind: "admin" });
    const signedIn = await signIn(app, user);
    const apiToken = `gat_${randomBytes(32).toString("base64url")}`;
    const em = app.orm.em.fork();
    em.create(ApiToken, {
      user: em.getReference(User, user.id),
      name: "script",
      tokenHash: hashToken(apiToken),
      prefix: apiToken.slice(0, 8),
      role: ApiTokenRole.ADMIN,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await em.flush();
    const bearer = () =>
      app.request("/api/auth/user", {
        headers: { authorization: `Bearer ${apiToken}`, "x-forwarded-for": someAddress() },
      });
    expect((await signedIn.request("/api/auth/user")).status).toBe(200);
    expect((await bearer()).status).toBe(200);

    const ip = someAddress();
    const token = await mailedToken(user.email);
    const response = await new Client(app, "reset-agent", ip).request("/api/auth/reset-password", {
      json: { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(response.status).toBe(200);
    expect((await signedIn.request("/api/auth/user")).status).toBe(401);
    expect((await bearer()).status).toBe(401);

    const fork = app.orm.em.fork();
    const audits = await fork.find(AuditEvent, {
      type: AuditEventType.PasswordResetByEmail,
      subject: user.id,
    });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      ipAddress: ip,
      userAgent: "reset-agent",
      details: { apiTokensRevoked: 1 },
    });
    const notes = await fork.find(Notification, { user: user.id });
    expect(notes.map(note => note.message)).toContain(
      "Your password was reset with a link sent to your email. If this was not you, contact us at once.",
    );
    const notice = await fork.findOneOrFail(OutboxMail, {
      recipient: user.email,
      kind: "password.changed",
    });
    expect(notice.textBody).toContain("every session of the account was signed out");
    expect(notice.textBody).toContain("its 1 API token revoked");
  });
});

describe("a later password change ends every outstanding link", () => {
  it.each([
    [
      "the owner changes their password",
      async (user: FactoryUser) => {
        const client = await signIn(app, user);
        return client.graphql(
          `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { success } }`,
          {
            input: {
              currentPassword: user.password,
              newPassword: "Changed#2026x",
              confirmPassword: "Changed#2026x",
            },
          },
        );
      },
    ],
    [
      "an administrator resets it",
      async (user: FactoryUser) => {
        const { client: admin } = await signedInAs(app, { kind: "admin" });
        return admin.graphql(
          `mutation($id: Int!) { adminResetPassword(id: $id, input: { newPassword: "Reset#2026x", confirmPassword: "Reset#2026x" }) { success } }`,
          { id: user.id },
        );
      },
    ],
    [
      "an administrator forces the account to log out",
      async (user: FactoryUser) => {
        const { client: admin } = await signedInAs(app, { kind: "superAdmin" });
        return admin.graphql(`mutation($id: Int!) { forceLogoutUser(userId: $id) { success } }`, {
          id: user.id,
        });
      },
    ],
  ])("when %s", async (_what, change) => {
    const user = await createUser(app);
    const mailed = await mailedToken(user.email);
    const { body } = await change(user);
    expect(body.errors).toBeUndefined();
    expect(await refusal(await resetPassword(mailed))).toEqual(LINK_REFUSED);
    // A link asked for after the change works.
    expect((await resetPassword(await mailedToken(user.email))).status).toBe(200);
  });
});

// Last: its twenty queued requests keep the worker busy for a while.
describe("the limit per client address", () => {
  it("refuses a 21st request from one address within the hour, and no other address", async () => {
    // Outside someAddress()'s range: no other request of this file comes from it.
    const ip = "203.0.113.21";
    for (let n = 1; n <= 20; n++) {
      expect((await requestReset(`nobody${n}@example.com`, ip)).status).toBe(200);
    }
    const refused = await requestReset("nobody21@example.com", ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const { status, body } = await new Client(app, "jest-client", ip).graphql(
      'mutation { requestPasswordReset(email: "nobody22@example.com") { message } }',
    );
    expect(status).toBe(429);
    expect(body.errors?.[0].extensions?.code).toBe("TOO_MANY_REQUESTS");
    expect((await requestReset("nobody21@example.com")).status).toBe(200);
  });
});
