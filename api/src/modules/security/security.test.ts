import { type TestApp, readJson, startTestApp } from "../../../test/app.js";
import { Client } from "../../../test/client.js";
import { createUser, signIn, signedInAs } from "../../../test/factories.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import { IP_FAILURE_LIMIT, LOCKOUT } from "../auth/lockout.service.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ demo: false });
});
afterAll(() => app.close());

const BASE = "/api/admin/security-management";
const superAdmin = () => signedInAs(app, { kind: "superAdmin" });
const sql = <T = unknown>(text: string, params: unknown[] = []) =>
  app.orm.em.getConnection().execute<T[]>(text, params);
const me = (client: Client) => client.request("/api/auth/user");
const post = (client: Client, path: string) => client.request(path, { method: "POST", json: {} });
const auditRows = (type: AuditEventType, subjectId?: number) =>
  app.orm.em.fork().find(AuditEvent, { type, ...(subjectId ? { subject: subjectId } : {}) });

interface Card {
  key: string;
  value: number;
  thisWeek: number;
  previousWeek: number;
}
async function cards(client: Client): Promise<Map<string, Card>> {
  const { body } = await client.graphql<{ securityDashboard: { cards: Card[] } }>(
    "{ securityDashboard { cards { key value thisWeek previousWeek } } }",
  );
  return new Map(body.data!.securityDashboard.cards.map(card => [card.key, card]));
}

/** Failed attempts from an address, `minutesAgo` in the past, as the login history keeps them. */
const failures = (ip: string, n: number, minutesAgo: number, reason = "password") =>
  sql(
    `insert into login_attempts (username, success, reason, ip_address, created_at)
     select 'nobody', false, ?, ?, now() - make_interval(mins => ?) from generate_series(1, ?)`,
    [reason, ip, minutesAgo, n],
  );

describe("the security cards", () => {
  it("count what the audit log, the login history and the sessions hold, week on week", async () => {
    const { client } = await superAdmin();
    const before = await cards(client);
    const victim = await createUser(app);
    const days = (d: number) => `now() - interval '${d} days'`;
    await sql(
      `insert into audit_events (type, subject_id, created_at) values
        ('account.locked', ?, ${days(1)}), ('session.refresh_reused', ?, ${days(2)}),
        ('account.locked', ?, ${days(9)}), ('login.succeeded', ?, ${days(10)})`,
      [victim.id, victim.id, victim.id, victim.id],
    );
    // One address blocked now, one blocked three days ago, one refused per account last week.
    await failures("198.18.0.1", IP_FAILURE_LIMIT, 1);
    await failures("198.18.0.2", IP_FAILURE_LIMIT, 3 * 24 * 60);
    await sql(
      `insert into login_attempts (user_id, username, success, reason, ip_address, created_at)
       values (?, 'x', false, 'address-limited', '198.18.0.3', now() - interval '8 days')`,
      [victim.id],
    );
    await sql(
      `insert into refresh_tokens (id, user_id, family_id, token_hash, token_version, expires_at, revoked_at)
       values (gen_random_uuid(), ?, gen_random_uuid(), md5(random()::text), 0, now() + interval '1 day', ${days(8)})`,
      [victim.id],
    );
    // A session live a week ago (made 10 days ago, ended 3 days ago): in last week's figure only.
    await sql(
      `insert into refresh_tokens (id, user_id, family_id, token_hash, token_version, expires_at, revoked_at, created_at)
       values (gen_random_uuid(), ?, gen_random_uuid(), md5(random()::text), 0, now() + interval '1 day', ${days(3)}, ${days(10)})`,
      [victim.id],
    );
    const after = await cards(client);
    const delta = (key: string, field: keyof Card) =>
      (after.get(key)![field] as number) - (before.get(key)![field] as number);
    expect({
      incidents: [
        delta("securityIncidents", "thisWeek"),
        delta("securityIncidents", "previousWeek"),
      ],
      blocked: [
        delta("blockedIps", "value"),
        delta("blockedIps", "thisWeek"),
        delta("blockedIps", "previousWeek"),
      ],
      revoked: [delta("tokenRevocations", "thisWeek"), delta("tokenRevocations", "previousWeek")],
      sessions: [
        delta("activeSessions", "value"),
        delta("activeSessions", "thisWeek"),
        delta("activeSessions", "previousWeek"),
      ],
    }).toEqual({
      incidents: [4, 2], // lock + reuse + 2 blocked addresses; lock + the refused pair
      // Blocked now, and the same figure now and a week ago: the card's change compares like with like.
      blocked: [1, 1, 0],
      revoked: [1, 1],
      sessions: [0, 0, 1],
    });
    for (const card of after.values()) {
      if (card.key === "activeSessions" || card.key === "blockedIps") {
        expect(card.thisWeek).toBe(card.value);
      }
    }
    // The super admin's own session is live.
    expect(after.get("activeSessions")!.value).toBeGreaterThanOrEqual(1);
  });

  it("lists the protections from the loaded configuration", async () => {
    const { client } = await superAdmin();
    const { body } = await client.graphql<{
      securityDashboard: { status: { name: string; label: string; detail: string }[] };
    }>("{ securityDashboard { status { name label detail } } }");
    const status = new Map(body.data!.securityDashboard.status.map(s => [s.name, s]));
    expect(status.get("Login lockout")!.detail).toContain(`${LOCKOUT.failures} failed sign-ins`);
    expect(status.get("Mail")!.label).toBe("Held"); // the test app has no SMTP_URL
    expect(status.get("Session cookies")!.label).toBe("Not secure"); // not production
    expect(status.get("Rate limiting")!.detail).toMatch(/register 20 per 60 min/);
    expect(JSON.stringify(body)).not.toMatch(/t{32}|s{32}/); // no secret
  });
});

describe("token management", () => {
  it("shows a user's token version, sessions and login history, no secrets", async () => {
    const { client } = await superAdmin();
    const target = await createUser(app);
    await new Client(app, "Target Browser/1.0", "203.0.113.9").login(target.username, "Wrong#1x");
    await signIn(app, target, { userAgent: "Target Browser/1.0" });
    const response = await client.request(`${BASE}/user-token-info?userId=${target.id}`);
    expect(response.status).toBe(200);
    const info = await readJson<{
      success: boolean;
      user: Record<string, unknown>;
      securityInfo: { activeSessions: number; loginHistory: Record<string, unknown>[] };
    }>(response);
    expect(info.success).toBe(true);
    expect(info.user).toMatchObject({
      id: target.id,
      username: target.username,
      tokenVersion: 0,
      lastPasswordChanged: null,
      adminStatus: "Regular User",
    });
    expect(info.securityInfo.activeSessions).toBe(1);
    expect(info.securityInfo.loginHistory.map(h => [h.success, h.userAgent])).toEqual([
      [true, "Target Browser/1.0"],
      [false, "Target Browser/1.0"],
    ]);
    // Each entry has the admin spec's `timestamp` (section 4): when the attempt was made.
    for (const entry of info.securityInfo.loginHistory) {
      expect(entry.timestamp).toEqual(expect.any(String));
      expect(Date.now() - Date.parse(entry.timestamp as string)).toBeLessThan(10 * 60_000);
    }
    expect(JSON.stringify(info)).not.toMatch(/password_?hash|argon2|token_?hash/i);
  });

  it("force logout ends the target's sessions at once: access token and refresh refused", async () => {
    const { user: actor, client } = await superAdmin();
    const target = await createUser(app);
    const browser = await signIn(app, target);
    const stolenCopy = browser.clone();
    expect((await me(browser)).status).toBe(200);
    const response = await post(client, `${BASE}/force-logout/${target.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      success: true,
      message: "User has been successfully forced to log out.",
    });
    // The access token is still within its 10 minutes: it is refused all the same.
    expect((await me(stolenCopy)).status).toBe(401);
    expect((await post(stolenCopy, "/api/auth/refresh")).status).not.toBe(200);
    expect((await me(stolenCopy)).status).toBe(401);
    const [row] = await auditRows(AuditEventType.ForceLogout, target.id);
    expect(row.actor?.id).toBe(actor.id);
    expect(row.details).toEqual({ sessions: 1 });
    // The actor is still signed in.
    expect((await me(client)).status).toBe(200);
  });

  it("force logout all spares the actor and answers how many users were signed out", async () => {
    const { client } = await superAdmin();
    const others = await Promise.all([1, 2, 3].map(() => signedInAs(app)));
    const [{ n: live }] = await sql<{ n: number }>(
      `select count(distinct user_id)::int as n from refresh_tokens
       where revoked_at is null and rotated_at is null and expires_at > now()`,
    );
    const response = await post(client, `${BASE}/force-logout-all`);
    expect(response.status).toBe(200);
    const body = await readJson<{ affectedCount: number; message: string }>(response);
    expect(body.affectedCount).toBe(live - 1);
    expect(body.message).toBe(`Successfully forced logout for ${live - 1} users.`);
    for (const other of others) expect((await me(other.client)).status).toBe(401);
    expect((await me(client)).status).toBe(200);
    const [event] = (await auditRows(AuditEventType.ForceLogoutAll)).slice(-1);
    expect(event.details).toEqual({ affectedCount: live - 1 });
  });

  it("undoes the force logout when its audit row cannot be written (one transaction)", async () => {
    const { client } = await superAdmin();
    const target = await signedInAs(app);
    await sql(`create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit refused'; end $$`);
    await sql(`create trigger refuse_force_logout before insert on audit_events for each row
      when (new.type = 'session.force_logout' and new.subject_id = ${target.user.id})
      execute function refuse_audit()`);
    try {
      const response = await post(client, `${BASE}/force-logout/${target.user.id}`);
      expect(response.status).toBe(500);
    } finally {
      await sql("drop trigger refuse_force_logout on audit_events");
      await sql("drop function refuse_audit()");
    }
    expect((await me(target.client)).status).toBe(200);
    const [{ token_version }] = await sql<{ token_version: number }>(
      "select token_version from users where id = ?",
      [target.user.id],
    );
    expect(token_version).toBe(0);
  });

  it.each([
    ["a word", `${BASE}/user-token-info?userId=abc`, "GET", 400],
    ["zero", `${BASE}/user-token-info?userId=0`, "GET", 400],
    ["no id", `${BASE}/user-token-info`, "GET", 400],
    ["an unknown user", `${BASE}/user-token-info?userId=99999999`, "GET", 404],
    ["a negative id", `${BASE}/force-logout/-1`, "POST", 400],
    ["a huge id", `${BASE}/force-logout/99999999999999999999`, "POST", 400],
    ["an unknown user", `${BASE}/force-logout/99999999`, "POST", 404],
  ])("answers %s (%s) with a clear %s/%s, never a 500", async (_what, path, method, status) => {
    const { client } = await superAdmin();
    const response = method === "GET" ? await client.request(path) : await post(client, path);
    expect(response.status).toBe(status);
    expect(typeof (await readJson<{ message: string }>(response)).message).toBe("string");
  });

  it("refuses a negative id over GraphQL and a force logout of oneself, writing nothing", async () => {
    const { user, client } = await superAdmin();
    const negative = await client.graphql("{ userTokenInfo(userId: -5) { success } }");
    expect(negative.body.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const self = await post(client, `${BASE}/force-logout/${user.id}`);
    expect(self.status).toBe(400);
    expect(await auditRows(AuditEventType.ForceLogout, user.id)).toEqual([]);
    expect((await me(client)).status).toBe(200);
  });

  it.each(["learner", "admin"] as const)("refuses a %s with 403 on every path", async kind => {
    const { client } = await signedInAs(app, { kind });
    const target = await signedInAs(app);
    for (const response of [
      await client.request(`${BASE}/user-token-info?userId=${target.user.id}`),
      await post(client, `${BASE}/force-logout/${target.user.id}`),
      await post(client, `${BASE}/force-logout-all`),
    ]) {
      expect(response.status).toBe(403);
    }
    expect((await me(target.client)).status).toBe(200);
    const { body } = await client.graphql(
      'mutation { unblockAddress(ipAddress: "198.18.9.9") { success } }',
    );
    expect(body.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });
});

describe("intrusion detection", () => {
  it("lists a blocked address until a super admin unblocks it; then it may sign in again", async () => {
    const { user: actor, client } = await superAdmin();
    const ip = "198.18.5.5";
    const someone = await createUser(app);
    await failures(ip, IP_FAILURE_LIMIT, 2);
    const attacker = new Client(app, "attacker", ip);
    expect((await attacker.login(someone.username, someone.password)).status).toBe(429);
    const report = async () =>
      (
        await client.graphql<{ intrusionReport: { blockedAddresses: { ipAddress: string }[] } }>(
          "{ intrusionReport { blockedAddresses { ipAddress failures } } }",
        )
      ).body.data!.intrusionReport.blockedAddresses.map(b => b.ipAddress);
    expect(await report()).toContain(ip);
    const { body } = await client.graphql(
      `mutation { unblockAddress(ipAddress: "${ip}") { success message } }`,
    );
    expect(body.data).toEqual({
      unblockAddress: { success: true, message: `The address ${ip} has been unblocked.` },
    });
    expect(await report()).not.toContain(ip);
    expect((await attacker.login(someone.username, someone.password)).status).toBe(200);
    const [event] = await app.orm.em.fork().find(AuditEvent, {
      type: AuditEventType.AddressUnblocked,
      actor: actor.id,
    });
    expect(event.details).toEqual({ ipAddress: ip });
  });

  it("refuses an address that is not one", async () => {
    const { client } = await superAdmin();
    const { body } = await client.graphql(
      'mutation { unblockAddress(ipAddress: "evil; drop") { success } }',
    );
    expect(body.errors?.[0]).toMatchObject({
      message: "Invalid IP address",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("unlocks a locked account: the right password works and its count starts afresh", async () => {
    const { client } = await superAdmin();
    const target = await createUser(app);
    for (let i = 0; i < LOCKOUT.failures; i++) {
      await new Client(app, "jest", `198.18.6.${(i % 2) + 1}`).login(
        target.username,
        "Wrong#2026x",
      );
    }
    expect((await new Client(app).login(target.username, target.password)).status).toBe(429);
    const locked = await client.graphql<{
      intrusionReport: { lockedAccounts: { userId: number }[] };
    }>("{ intrusionReport { lockedAccounts { userId username lockedUntil } } }");
    expect(locked.body.data!.intrusionReport.lockedAccounts.map(a => a.userId)).toContain(
      target.id,
    );
    const { body } = await client.graphql(
      `mutation { unlockAccount(userId: ${target.id}) { success message } }`,
    );
    expect(body.data).toEqual({
      unlockAccount: { success: true, message: "The account has been unlocked." },
    });
    // One more wrong password does not lock it again at once.
    expect(
      (await new Client(app, "jest", "198.18.6.9").login(target.username, "Wrong#2026x")).status,
    ).toBe(401);
    expect((await new Client(app).login(target.username, target.password)).status).toBe(200);
    expect(await auditRows(AuditEventType.AccountUnlocked, target.id)).toHaveLength(1);
  });
});
