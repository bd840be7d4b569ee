import { type TestApp, readJson, startTestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import { signedInAs } from "../../../test/factories.js";
import { type VerificationGroup, found, verifyGroup } from "../../../test/steps/verification.js";

let app: TestApp;
let admin: Client;
let learner: Client;

beforeAll(async () => {
  app = await startTestApp({ demo: true });
  admin = (await signedInAs(app, { kind: "admin" })).client;
  learner = (await signedInAs(app)).client;
});
afterAll(() => app.close());

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  app.orm.em.fork().execute<T[]>(text, params);

const verify = (group: VerificationGroup, fresh = true) => verifyGroup(admin, group, fresh);

describe("on the demo data", () => {
  it("finds nothing: every group is verified", async () => {
    for (const group of ["enrollments", "payments", "courses", "security"] as const) {
      const result = await verify(group);
      expect({ group, anomalies: result.anomalies }).toEqual({ group, anomalies: [] });
      expect(result.verified).toBe(true);
      expect(result.checked).toBeGreaterThan(0);
    }
    const { body } = await admin.graphql<{ verificationOverview: { verified: boolean } }>(
      "{ verificationOverview(fresh: true) { verified message } }",
    );
    expect(body.data!.verificationOverview.verified).toBe(true);
  });

  it("answers the spec's REST shapes", async () => {
    const all = await readJson(await admin.request("/api/admin/verification/all?fresh=true"));
    expect(all).toMatchObject({ verified: true, message: expect.any(String), anomalies: [] });
    for (const part of ["enrollments", "payments", "courses"]) {
      expect(all[part]).toMatchObject({ verified: true, message: expect.any(String) });
      expect(Array.isArray((all[part] as { data: unknown[] }).data)).toBe(true);
    }
    const enrollments = (all.enrollments as { data: Record<string, unknown>[] }).data;
    expect(enrollments[0]).toMatchObject({ username: "student", paymentAmount: 499 });
    for (const path of ["enrollments", "payments", "courses", "security-audit"]) {
      const response = await admin.request(`/api/admin/verification/${path}`);
      expect(response.status).toBe(200);
      const body = await readJson(response);
      expect(body).toMatchObject({ verified: true, message: expect.any(String), anomalies: [] });
      expect(Array.isArray(body.data)).toBe(true);
    }
  });

  it("refuses a learner (403) and an anonymous caller (401)", async () => {
    const { body } = await learner.graphql("{ securityAudit { verified } }");
    expect(body.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await learner.request("/api/admin/verification/all")).status).toBe(403);
    expect((await learner.request("/api/admin/verification/export.csv")).status).toBe(403);
    expect((await app.request("/api/admin/verification/enrollments")).status).toBe(401);
  });
});

describe("with one anomaly of each kind injected", () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    // Serve the cache first, so the cache test below sees results from before the injection.
    await verify("courses");
    const [{ id: learnerId }] = await sql<{ id: number }>(
      "select id from users where username = 'learner'",
    );
    const [{ id: adminId }] = await sql<{ id: number }>(
      "select id from users where username = 'admin'",
    );
    const courses = await sql<{ id: number; title: string }>(
      "select id, title from courses where is_active order by id",
    );
    const [{ id: studentPaymentId }] = await sql<{ id: number }>(
      "select id from payments where provider_payment_id = 'demo_pi_seed_student_initial'",
    );
    ids.learner = learnerId;
    // A paid-looking enrollment with no payment, no agreement and no LMS access for two days.
    [{ id: ids.unpaid }] = await sql<{ id: number }>(
      `insert into enrollments (user_id, course_id, enrolled_at) values (?, ?, now() - interval '2 days')
       returning id`,
      [learnerId, courses[1].id],
    );
    // An administrator's grant: listed as a grant, not an anomaly.
    [{ id: ids.grant }] = await sql<{ id: number }>(
      `insert into enrollments (user_id, course_id, admin_enrolled, granted_by_id)
       values (?, ?, true, ?) returning id`,
      [learnerId, courses[2].id, adminId],
    );
    // The student's payment used again for another enrollment.
    [{ id: ids.reused }] = await sql<{ id: number }>(
      `insert into enrollments (user_id, course_id, payment_id) values (?, ?, ?) returning id`,
      [learnerId, courses[3].id, studentPaymentId],
    );
    // A succeeded payment of $1.00 with no enrollment.
    [{ id: ids.orphan }] = await sql<{ id: number }>(
      `insert into payments (provider_payment_id, provider, user_id, course_id, amount_cents, status)
       values ('demo_pi_injected_orphan', 'demo', ?, ?, 100, 'successful') returning id`,
      [learnerId, courses[4].id],
    );
    // A licence marked paid by hand, and one paid with the wrong amount.
    [{ id: ids.handPaid }] = await sql<{ id: number }>(
      `insert into business_offers (business_name, contact_name, contact_email, contact_phone,
         business_address, license_type, status)
       values ('Hand Paid Bail Co', 'Pat Doe', 'pat@example.com', '5555550100', '1 Main St',
               'royalty-free', 'paid') returning id`,
    );
    [{ id: ids.cheapOffer }] = await sql<{ id: number }>(
      `insert into business_offers (business_name, contact_name, contact_email, contact_phone,
         business_address, license_type, status, payment_id, payment_amount_cents)
       values ('Cheap Recovery LLC', 'Sam Roe', 'sam@example.com', '5555550101', '2 Main St',
               'revenue-share', 'paid', 'demo_pi_injected_cheap', 100) returning id`,
    );
    await sql(
      `insert into payments (provider_payment_id, provider, business_offer_id, amount_cents, status)
       values ('demo_pi_injected_cheap', 'demo', ?, 100, 'successful')`,
      [ids.cheapOffer],
    );
    // An active course without a price.
    [{ id: ids.freeCourse }] = await sql<{ id: number }>(
      `insert into courses (title, description, hours, price_cents, is_active)
       values ('Injected Free Course', 'No price.', 4, 0, true) returning id`,
    );
    // Ten failed sign-ins within minutes from one address against one account.
    await sql(
      `insert into login_attempts (user_id, username, success, ip_address, reason, created_at)
       select ?, 'learner', false, '203.0.113.9', 'password', now() - make_interval(secs => g * 20)
       from generate_series(1, 10) g`,
      [learnerId],
    );
    // The demo admin signs in from an address never used before.
    await sql(
      `insert into login_attempts (user_id, username, success, ip_address, created_at)
       values (?, 'admin', true, '198.51.100.200', now() - interval '1 day'),
              (?, 'admin', true, '192.0.2.44', now())`,
      [adminId, adminId],
    );
    await sql(
      `insert into audit_events (type, actor_id, subject_id, details) values
         ('user.role_changed', ?, ?, '{"isAdmin":{"from":false,"to":true}}'),
         ('session.refresh_reused', ?, ?, '{"familyId":"injected"}')`,
      [adminId, learnerId, learnerId, learnerId],
    );
    // A session used after its logout: a copy of the cookies presented after the logout.
    const victim = await signedInAs(app);
    const stolen = victim.client.clone();
    await victim.client.request("/api/auth/logout", { method: "POST", json: {} });
    const { body } = await stolen.graphql("{ me { id } }");
    expect(body.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    await stolen.request("/api/auth/refresh", { method: "POST", json: {} });
    ids.victim = victim.user.id;
  });

  it("serves the cache within 5 minutes, and fresh runs the checks again", async () => {
    const cached = await verify("courses", false);
    expect(cached.verified).toBe(true);
    const fresh = await verify("courses", true);
    expect(fresh.verified).toBe(false);
    expect(fresh.computedAt > cached.computedAt).toBe(true);
    expect((await verify("courses", false)).computedAt).toBe(fresh.computedAt);
  });

  it("finds each enrollment anomaly, and lists the grant as a grant", async () => {
    const result = await verify("enrollments");
    expect(result.verified).toBe(false);
    const unpaid = found(result, "enrollment.no-payment");
    expect(unpaid.map(a => a.key).sort()).toEqual(
      [`enrollment.no-payment:${ids.unpaid}`, `enrollment.no-payment:${ids.reused}`].sort(),
    );
    expect(unpaid.find(a => a.key.endsWith(`:${ids.unpaid}`))!.reason).toMatch(
      /has no payment and was not granted by an administrator/,
    );
    expect(found(result, "enrollment.no-agreement").map(a => a.key)).toContain(
      `enrollment.no-agreement:${ids.unpaid}`,
    );
    expect(found(result, "enrollment.no-agreement")[0].reason).toMatch(
      /has no signed 'Enrollment Agreement' \(active version .+ requires a signature\)/,
    );
    const lms = found(result, "enrollment.lms-failed");
    expect(lms.map(a => a.key)).toEqual([`enrollment.lms-failed:${ids.unpaid}`]);
    expect(lms[0].reason).toMatch(/still not provisioned after 2 days/);
    expect(result.anomalies.some(a => a.key.endsWith(`:${ids.grant}`))).toBe(false);
    expect(result.grants).toBe(1);
    expect(result.data!.find(e => e.id === ids.grant)).toMatchObject({
      adminEnrolled: true,
      grantedBy: "admin",
    });
  });

  it("finds each payment anomaly", async () => {
    const result = await verify("payments");
    expect(found(result, "payment.no-enrollment")[0].reason).toMatch(
      /demo_pi_injected_orphan of learner \(\$1\.00\) .* succeeded, but no enrollment rests on it/,
    );
    expect(found(result, "payment.amount-mismatch")[0].reason).toMatch(
      /demo_pi_injected_orphan of learner for .* was \$1\.00, not the course price at the time, \$\d+\.\d\d/,
    );
    expect(found(result, "payment.licence-amount-mismatch")[0].reason).toMatch(
      /Cheap Recovery LLC was \$1\.00, not the revenue-share fee of \$750\.00/,
    );
    expect(found(result, "payment.used-twice")[0].reason).toMatch(
      new RegExp(
        `demo_pi_seed_student_initial is used more than once: by enrollments #\\d+, #${ids.reused}`,
      ),
    );
    expect(found(result, "offer.paid-unverified").map(a => a.reason)).toEqual([
      expect.stringMatching(/Hand Paid Bail Co is paid without a verified payment/),
    ]);
    expect(result.anomalyCount).toBe(5);
  });

  it("finds the course without a price", async () => {
    const result = await verify("courses");
    expect(result.anomalies.map(a => [a.key, a.reason])).toEqual([
      [
        `course.incomplete:${ids.freeCourse}`,
        `Course #${ids.freeCourse} 'Injected Free Course' is active without a price.`,
      ],
    ]);
    expect(result.message).toMatch(/^1 course anomaly detected/);
  });

  it("finds each security anomaly", async () => {
    const result = await verify("security");
    const reasons = (code: string) => found(result, code).map(a => a.reason);
    expect(reasons("security.failed-burst-ip")).toEqual([
      expect.stringMatching(/^10 failed sign-ins within 15 minutes from address 203\.0\.113\.9/),
    ]);
    expect(reasons("security.failed-burst-account")).toEqual([
      expect.stringMatching(/^10 failed sign-ins within 15 minutes against account learner/),
    ]);
    expect(reasons("security.admin-new-ip")).toEqual([
      "Administrator admin signed in from 192.0.2.44, an address they never signed in from before.",
    ]);
    expect(reasons("security.admin-role-changed")).toEqual([
      "admin granted administrator rights to learner.",
    ]);
    expect(reasons("security.refresh-reused")).toEqual([
      expect.stringMatching(/^A rotated-out refresh token of learner was presented again/),
    ]);
    const revoked = found(result, "security.revoked-session-used");
    expect(revoked).toHaveLength(1);
    expect(revoked[0].reason).toMatch(/^A revoked session \(\w+\) of .+ was presented again/);
  });

  it("flags every anomaly once, and a resolved one stops counting", async () => {
    const FLAG =
      "mutation { flagVerificationAnomalies(groups: [COURSES]) { flagged alreadyFlagged } }";
    const first = await admin.graphql<{ flagVerificationAnomalies: Record<string, number> }>(FLAG);
    expect(first.body.data!.flagVerificationAnomalies).toEqual({ flagged: 1, alreadyFlagged: 0 });
    const again = await admin.graphql<{ flagVerificationAnomalies: Record<string, number> }>(FLAG);
    expect(again.body.data!.flagVerificationAnomalies).toEqual({ flagged: 0, alreadyFlagged: 1 });
    const key = `course.incomplete:${ids.freeCourse}`;
    expect(
      await sql("select id from verification_flags where anomaly_key = ?", [key]),
    ).toHaveLength(1);
    expect((await verify("courses", false)).anomalies[0]).toMatchObject({
      flagged: true,
      resolved: false,
    });

    const { body } = await admin.graphql(
      `mutation($key: String!) { resolveVerificationFlag(anomalyKey: $key, note: "Free taster, priced next week") { resolvedAt resolutionNote } }`,
      { key },
    );
    expect(body.errors).toBeUndefined();
    const after = await verify("courses", false);
    expect(after).toMatchObject({ verified: true, anomalyCount: 0, resolvedCount: 1 });
    expect(after.anomalies[0]).toMatchObject({ flagged: true, resolved: true });
    const audit = await sql<{ type: string }>(
      "select type from audit_events where type like 'verification.%' order by id",
    );
    expect(audit.map(row => row.type)).toEqual(["verification.flagged", "verification.resolved"]);
  });

  it("refuses to resolve an anomaly nobody flagged", async () => {
    const { body } = await admin.graphql(
      `mutation { resolveVerificationFlag(anomalyKey: "course.incomplete:999999", note: "x") { id } }`,
    );
    expect(body.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  it("exports the findings as CSV and JSON", async () => {
    const csv = await admin.request("/api/admin/verification/export.csv?group=payments");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    expect(csv.headers.get("content-disposition")).toMatch(
      /attachment; filename="verification-payments-/,
    );
    const lines = (await csv.text()).trim().split("\n");
    expect(lines[0]).toMatch(/^group,type,reason,timestamp,records/);
    expect(lines).toHaveLength(6);
    const json = await admin.request("/api/admin/verification/export.json?group=all");
    const report = await readJson<{ groups: { group: string; anomalies: unknown[] }[] }>(json);
    expect(report.groups.map(g => g.group)).toEqual([
      "enrollments",
      "payments",
      "courses",
      "security",
    ]);
  });
  it("finds the audit log chain broken where an event was altered by hand", async () => {
    const [{ id }] = await sql<{ id: string }>(
      "select min(id)::text as id from audit_events where type = 'login.succeeded'",
    );
    // Past the append-only trigger, as someone with the database's keys could.
    await sql("alter table audit_events disable trigger audit_events_append_only");
    await sql(`update audit_events set ip_address = '10.6.6.6' where id = ?`, [id]);
    await sql("alter table audit_events enable trigger audit_events_append_only");
    const chain = found(await verify("security"), "security.audit-chain");
    expect(chain.map(a => a.key)).toEqual([`security.audit-chain:${id}`]);
    expect(chain[0].reason).toMatch(new RegExp(`^Audit log chain broken at event ${id}\\b`));
  });
});
