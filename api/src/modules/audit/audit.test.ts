import type { Orm } from "../../db/orm.js";
import { openTestOrm } from "../../../test/database.js";
import { AuditEventType } from "./audit-event.entity.js";

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
});
