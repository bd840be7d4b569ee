import type { Orm } from "../../db/orm.js";
import { openOrm } from "../../../test/composed.js";
import { createTestDatabase, openTestOrm } from "../../../test/database.js";
import { AuditEventType } from "./audit-event.entity.js";
import { AuditService } from "./audit.service.js";

let orm: Orm;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ orm, close } = await openTestOrm({ demo: false }));
});
afterAll(() => close());

describe("the audit log", () => {
  // Each migration that adds event types rewrites the whole check; a branch merged after another
  // can drop the other's types, and their writes would then fail in production.
  it("accepts every event type the code can write, after all migrations", async () => {
    const [row] = await orm.em
      .getConnection()
      .execute<{ definition: string }[]>(
        "select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'audit_events_type_check'",
      );
    const allowed = [...row!.definition.matchAll(/'([^']+)'/g)].map(match => match[1]);
    expect(allowed.sort()).toEqual(Object.values(AuditEventType).sort());
  });

  const sql = (text: string, params: unknown[] = []) =>
    orm.em.getConnection().execute(text, params);
  /** Writes `n` audit rows, each in a transaction of its own, all at once. */
  const writeConcurrently = (n: number) =>
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        orm.em.fork().transactional(async em => {
          new AuditService(em).record({ type: AuditEventType.SettingsUpdated, details: { i } });
        }),
      ),
    );
  /** Runs `text` as the database owner would, with the append-only guard switched off. */
  const tamper = async (text: string, params: unknown[] = []) => {
    await sql("alter table audit_events disable trigger audit_events_append_only");
    try {
      await sql(text, params);
    } finally {
      await sql("alter table audit_events enable trigger audit_events_append_only");
    }
  };

  it("chains rows written by concurrent transactions", async () => {
    await writeConcurrently(20);
    const check = await new AuditService(orm.em.fork()).verifyChain();
    expect(check).toEqual({ intact: true, checked: expect.any(Number), firstBroken: null });
    expect(check.checked).toBeGreaterThanOrEqual(20);
  });

  it("refuses to change, delete or empty rows", async () => {
    for (const text of [
      "update audit_events set ip_address = '203.0.113.9'",
      "delete from audit_events",
      "truncate audit_events",
    ]) {
      await expect(sql(text)).rejects.toThrow("The audit log is append-only");
    }
  });

  it("finds a row edited by SQL, and a row deleted, at the first broken link", async () => {
    await writeConcurrently(3);
    const rows = await orm.em
      .getConnection()
      .execute<{ id: string }[]>("select id::text as id from audit_events order by id");
    const ids = rows.map(row => row.id);
    const [edited, removed] = [ids.at(-3)!, ids.at(-2)!];

    const setIp = (ip: string | null) =>
      tamper("update audit_events set ip_address = ? where id = ?", [ip, edited]);
    await setIp("203.0.113.66");
    expect((await new AuditService(orm.em.fork()).verifyChain()).firstBroken?.id).toBe(edited);
    await setIp(null);
    expect((await new AuditService(orm.em.fork()).verifyChain()).intact).toBe(true);

    await tamper("delete from audit_events where id = ?", [removed]);
    const check = await new AuditService(orm.em.fork()).verifyChain();
    expect(check.intact).toBe(false);
    expect(check.firstBroken?.id).toBe(ids.at(-1));
  });
});

describe("the audit chain migration", () => {
  it("chains the rows an earlier install already had", async () => {
    const database = await createTestDatabase();
    const older = await openOrm(database.url, { pool: 1 });
    try {
      await older.migrator.up({ to: "Migration20261123203500_payment_day_totals" });
      await older.em
        .getConnection()
        .execute(
          `insert into audit_events (type, actor_id, details) values ('logout', null, null), ('logout', null, '{"a": 1}'), ('logout', null, null)`,
        );
      await older.migrator.up();
      expect(await new AuditService(older.em.fork()).verifyChain()).toEqual({
        intact: true,
        checked: 3,
        firstBroken: null,
      });
    } finally {
      await older.close();
      await database.drop();
    }
  });
});
