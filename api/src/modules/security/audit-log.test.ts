import { type TestApp, startTestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import { createCourse, createUser, signedInAs, unique } from "../../../test/factories.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditLogService } from "./audit-log.service.js";

/** The Audit tab of the Security Dashboard: the log's pages and its CSV export. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ demo: false });
});
afterAll(() => app.close());

const superAdmin = () => signedInAs(app, { kind: "superAdmin" });
/** A super admin's force logout of a user: one audit event with an actor and a subject. */
const forceLogout = (client: Client, userId: number) =>
  client.request(`/api/admin/security-management/force-logout/${userId}`, {
    method: "POST",
    json: {},
  });
const sql = (text: string, params: unknown[] = []) =>
  app.orm.em.getConnection().execute(text, params);

describe("the audit log", () => {
  it("pages newest first and filters by type, actor and time", async () => {
    const { user, client } = await superAdmin();
    const targets = await Promise.all([1, 2, 3].map(() => signedInAs(app)));
    for (const target of targets) {
      await forceLogout(client, target.user.id);
    }
    const query = `query($after: String, $filter: AuditLogFilter) {
      auditLog(first: 2, after: $after, filter: $filter) {
        edges { node { type message actorUsername subjectUsername } }
        pageInfo { hasNextPage endCursor } totalCount } }`;
    type Page = {
      auditLog: {
        edges: { node: { subjectUsername: string; message: string } }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
        totalCount: number;
      };
    };
    const filter = { type: AuditEventType.ForceLogout, actorUsername: user.username.toUpperCase() };
    const first = await client.graphql<Page>(query, { filter });
    expect(first.body.data!.auditLog.totalCount).toBe(3);
    expect(first.body.data!.auditLog.edges.map(e => e.node.subjectUsername)).toEqual([
      targets[2].user.username,
      targets[1].user.username,
    ]);
    expect(first.body.data!.auditLog.edges[0].node.message).toBe(
      `${user.username} signed ${targets[2].user.username} out of every session`,
    );
    const second = await client.graphql<Page>(query, {
      filter,
      after: first.body.data!.auditLog.pageInfo.endCursor,
    });
    expect(second.body.data!.auditLog.edges.map(e => e.node.subjectUsername)).toEqual([
      targets[0].user.username,
    ]);
    expect(second.body.data!.auditLog.pageInfo.hasNextPage).toBe(false);
    const future = await client.graphql<Page>(query, {
      filter: { ...filter, from: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(future.body.data!.auditLog.totalCount).toBe(0);
    const signIns = await client.graphql<Page>(query, {
      filter: { type: AuditEventType.LoginSucceeded, actorUsername: user.username },
    });
    expect(signIns.body.data!.auditLog.edges.map(e => e.node.message)).toEqual([
      `${user.username} signed in`,
    ]);
    const bad = await client.graphql(query, { filter: { type: "nope" } });
    expect(bad.body.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const badCursor = await client.graphql(query, { after: "garbage" });
    expect(badCursor.body.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });
});

describe("the audit log CSV export", () => {
  const CSV = "/api/admin/audit-log/export.csv";
  const linesOf = async (response: Response) => (await response.text()).trim().split("\n");

  it("streams the Audit tab's selection with sentences, names and targets, formulas escaped", async () => {
    const { user, client } = await superAdmin();
    const target = await createUser(app);
    await forceLogout(client, target.id);
    const course = await createCourse(app, { title: `=HYPERLINK("x") ${unique()}` });
    await sql(
      `insert into audit_events (type, actor_id, ip_address, details) values (?, ?, ?, ?::jsonb)`,
      [
        AuditEventType.CourseUpdated,
        user.id,
        "=1+2",
        JSON.stringify({ courseId: course.id, title: "Old", changed: ["title"] }),
      ],
    );
    await sql(
      `insert into audit_events (type, actor_id, created_at) values (?, ?, '2020-01-01T08:00:00Z')`,
      [AuditEventType.SettingsUpdated, user.id],
    );
    const today = new Date().toISOString().slice(0, 10);

    const response = await client.request(`${CSV}?q=${user.username.toUpperCase()}&from=${today}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = await linesOf(response);
    expect(header).toBe(
      "id,time,event_type,description,actor,subject,target_type,target,ip_address",
    );
    // Newest first: the course change, the force logout, the sign-in, the account's creation.
    expect(rows.map(row => row.split(",")[2])).toEqual([
      AuditEventType.CourseUpdated,
      AuditEventType.ForceLogout,
      AuditEventType.LoginSucceeded,
      AuditEventType.UserCreated,
    ]);
    // A cell a spreadsheet would run as a formula is quoted as text: the title and the address.
    expect(rows[0].split(",").slice(2)).toEqual([
      "course.updated",
      `${user.username} updated the course 'Old'`,
      user.username,
      "",
      "course",
      `"'=HYPERLINK(""x"") ${course.title.split(" ")[1]}"`,
      "'=1+2",
    ]);
    const [id, time, , sentence, actor, subject, kind, label] = rows[1].split(",");
    expect({ sentence, actor, subject, kind, label }).toEqual({
      sentence: `${user.username} signed ${target.username} out of every session`,
      actor: user.username,
      subject: target.username,
      kind: "user",
      label: target.username,
    });
    expect(new Date(time).toISOString()).toBe(time);
    expect(Number(id)).toBeGreaterThan(0);
    // Never the raw details of an event.
    expect(rows.join("\n")).not.toContain("changed");

    const byType = await linesOf(
      await client.request(`${CSV}?q=${user.username}&type=${AuditEventType.ForceLogout}`),
    );
    expect(byType.slice(1).map(row => row.split(",")[2])).toEqual([AuditEventType.ForceLogout]);
    const thatDay = await linesOf(
      await client.request(`${CSV}?q=${user.username}&from=2020-01-01&to=2020-01-01`),
    );
    expect(thatDay.slice(1).map(row => row.split(",")[2])).toEqual([
      AuditEventType.SettingsUpdated,
    ]);
  });

  it("reads the log in keyset batches: every event once, in order, ties at one time included", async () => {
    const actor = await createUser(app);
    // One statement: five events at the very same time, which only their ids order.
    await sql(`insert into audit_events (type, actor_id) select ?, ? from generate_series(1, 5)`, [
      AuditEventType.Logout,
      actor.id,
    ]);
    const filter = { actorUsername: actor.username };
    const ids = async (batch?: number) => {
      const seen: string[] = [];
      for await (const entry of new AuditLogService(app.orm.em.fork()).all(filter, batch)) {
        seen.push(entry.id);
      }
      return seen;
    };
    const whole = await ids();
    expect(whole).toHaveLength(6); // and the account's creation
    expect(whole.slice(0, 5)).toEqual(whole.slice(0, 5).sort((a, b) => Number(b) - Number(a)));
    expect(await ids(2)).toEqual(whole);
    expect(await ids(3)).toEqual(whole);
  });

  it("is for super administrators only and refuses a filter it cannot read", async () => {
    const { client } = await superAdmin();
    expect((await app.request(CSV)).status).toBe(401);
    expect((await (await signedInAs(app)).client.request(CSV)).status).toBe(403);
    expect((await (await signedInAs(app, { kind: "admin" })).client.request(CSV)).status).toBe(403);
    for (const query of ["type=nope", "from=2026-02-30", "to=yesterday", "q=a%00b", "q=a&q=b"]) {
      const refused = await client.request(`${CSV}?${query}`);
      expect([query, refused.status]).toEqual([query, 400]);
    }
  });
});
