import { setTimeout as sleep } from "node:timers/promises";
import type { Orm } from "../src/db/orm.js";

/**
 * Until the queue (pg-boss, schema `pgboss`) holds no job named `name` whose data contains `data`
 * waiting, to be retried or running: whatever those jobs would do has been done. A test that checks
 * that something happened once (not twice) waits for this, not for a while.
 */
export async function jobsSettled(orm: Orm, name: string, data: object = {}, timeoutMs = 20_000) {
  const connection = orm.em.getConnection();
  const end = Date.now() + timeoutMs;
  for (;;) {
    const [{ count }] = await connection.execute<{ count: number }[]>(
      `select count(*)::int as count from pgboss.job
       where name = ? and data @> ?::jsonb and state in ('created', 'retry', 'active')`,
      [name, JSON.stringify(data)],
    );
    if (count === 0) return;
    if (Date.now() > end) throw new Error(`${count} ${name} jobs still waiting or running`);
    await sleep(50);
  }
}
