import pg from "pg";
import { migrate, type Orm } from "../db/orm.js";
import { type SeedOptions, seed } from "./seed.js";

// Replicas starting together take turns: one migrates and seeds, the others then find it done.
const PREPARE_LOCK = 7_263_001;

export async function prepareDatabase(orm: Orm, url: string, options: SeedOptions) {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [PREPARE_LOCK]);
    const applied = await migrate(orm);
    const seeded = await seed(orm.em.fork(), options);
    return { applied, seededDemo: seeded.demo };
  } finally {
    await lock.end();
  }
}
