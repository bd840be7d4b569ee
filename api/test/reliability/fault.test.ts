import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "../../src/db/embedded.js";
import { type TestApp, startTestApp } from "../app.js";
import { freePort } from "../free-port.js";
import { FULL, LEAKS, type Outcome, readCatalogue, register, steadyLoad } from "./load.js";

/**
 * Kill the database under load: the product's own PostgreSQL (a cluster of this test's, so
 * other test files never lose theirs) is SIGKILLed while writers register accounts and readers
 * read the catalogue, then started again on the same data dir and port.
 */
const SIZES = FULL
  ? { writers: 6, readers: 2, warmMs: 4000, outageMs: 5000, afterMs: 3000 }
  : { writers: 3, readers: 1, warmMs: 1000, outageMs: 3000, afterMs: 1000 };

let dataDir: string;
let port: number;
let database: EmbeddedDatabase;
let app: TestApp;
const pidOf = () =>
  Number(readFileSync(join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "ga-reliability-pg-"));
  port = await freePort();
  database = await startEmbeddedPostgres({ dataDir, port, database: "reliability" });
  app = await startTestApp({ demo: false, database: { url: database.url, drop: async () => {} } });
});

afterAll(async () => {
  await app?.close();
  await database?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the cluster again; the killed server's backends may need a moment to exit. */
async function restart(): Promise<EmbeddedDatabase> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startEmbeddedPostgres({ dataDir, port, database: "reliability" });
    } catch (error) {
      if (attempt >= 20) throw error;
      await sleep(250);
    }
  }
}

/** The stored rows per username, straight from the database. */
async function rowsPerUsername(usernames: string[]): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ username: string; n: number }>(
      "select username, count(*)::int as n from users where username = any($1) group by username",
      [usernames],
    );
    return new Map(rows.map(row => [row.username, row.n]));
  } finally {
    await client.end();
  }
}

describe("the database killed under load", () => {
  it("answers 503 fast while it is gone, recovers by itself and keeps every acknowledged write once", async () => {
    const began = Date.now();
    const clock = () => Date.now() - began;
    const load = steadyLoad([
      ...Array.from({ length: SIZES.writers }, () => () => register(app.url, clock)),
      ...Array.from({ length: SIZES.readers }, () => () => readCatalogue(app.url, clock)),
    ]);
    await sleep(SIZES.warmMs);

    const killedAt = clock();
    process.kill(pidOf(), "SIGKILL");
    await sleep(SIZES.outageMs);
    // On a busy machine a request may outlast the outage: keep the database down until one made
    // after the kill has been answered (the outage must be seen to be judged).
    const seenInOutage = () => load.outcomes.some(o => o.startedAt > killedAt + 100);
    for (let i = 0; i < 600 && !seenInOutage(); i++) await sleep(100);
    const restartedFrom = clock();
    database = await restart();
    const restartedAt = clock();

    // Recovery: the first catalogue read that succeeds after the database is back.
    let recoveredAt: number | undefined;
    for (let i = 0; i < 300 && recoveredAt === undefined; i++) {
      const read = await readCatalogue(app.url, clock);
      if (read.status === 200) recoveredAt = read.endedAt;
      else await sleep(100);
    }
    await sleep(SIZES.afterMs);
    const outcomes = await load.stop();
    // Every connection of the app's pool came back: none leaked by a transaction that failed.
    const pool = await app.orm.em.getConnection().getNativeClient();
    expect(pool.idleCount).toBe(pool.totalCount);

    // Every request got an answer: no hang (client timeout) and no dropped socket.
    expect(outcomes.filter(o => typeof o.status !== "number")).toEqual([]);
    // Answers are the success or a clear 503; never a 500 or another failure.
    const failures = outcomes.filter(o => o.status !== 200 && o.status !== 201);
    expect(failures.filter(o => o.status !== 503)).toEqual([]);
    for (const failure of failures) {
      const body = JSON.parse(failure.body) as Record<string, unknown>;
      expect(body).toEqual({
        code: "SERVICE_UNAVAILABLE",
        message: expect.stringMatching(/temporarily unavailable/),
        requestId: expect.any(String),
      });
      for (const leak of LEAKS) expect(failure.body).not.toMatch(leak);
    }
    // The outage was seen (requests made while the database was down, before the restart
    // began, all got the 503) and
    // the product came back by itself, taking writes again.
    const duringOutage = outcomes.filter(
      o => o.startedAt > killedAt + 100 && o.endedAt < restartedFrom,
    );
    expect(duringOutage.length).toBeGreaterThan(0);
    expect(duringOutage.filter(o => o.status !== 503)).toEqual([]);
    expect(recoveredAt).toBeDefined();
    const writes = outcomes.filter(o => o.kind === "write");
    expect(writes.some(o => o.status === 201 && o.startedAt > recoveredAt!)).toBe(true);

    // Every acknowledged write is stored exactly once; none twice.
    const acknowledged = writes.filter(o => o.status === 201).map(o => o.username!);
    const rows = await rowsPerUsername(writes.map(o => o.username!));
    expect(acknowledged.filter(username => rows.get(username) !== 1)).toEqual([]);
    expect([...rows.values()].every(n => n === 1)).toBe(true);

    const count = (list: Outcome[], status: number) => list.filter(o => o.status === status).length;
    console.log(
      "RELIABILITY fault: " +
        JSON.stringify({
          requests: outcomes.length,
          outageMs: restartedAt - killedAt,
          restartMs: restartedAt - restartedFrom,
          duringOutage: { requests: duringOutage.length, status503: count(duringOutage, 503) },
          all503: failures.length,
          slowest503Ms: Math.max(0, ...failures.map(o => o.endedAt - o.startedAt)),
          recoveryAfterRestartMs: recoveredAt! - restartedAt,
          acknowledgedWrites: acknowledged.length,
          foundExactlyOnce: acknowledged.filter(username => rows.get(username) === 1).length,
          refusedWritesStored: writes.filter(o => o.status === 503 && rows.has(o.username!)).length,
        }),
    );
  }, 120_000);
});
