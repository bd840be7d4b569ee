import { setTimeout as sleep } from "node:timers/promises";
import type { Orm } from "../db/orm.js";
import { openOrm } from "../../test/composed.js";
import { createTestDatabase } from "../../test/database.js";
import { JobQueue } from "./queue.js";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let orm: Orm;
let queue: JobQueue<{ seen: string[] }>;
const seen: string[] = [];
let failures = 0;
let stopping = false;
/** The batch job's runs: how many ran at once at most, and each label's attempts. */
const batch = { running: 0, most: 0, attempts: new Map<string, number>() };
const BATCH = 5;

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await sleep(50);
};

beforeAll(async () => {
  database = await createTestDatabase();
  orm = await openOrm(database.url, { pool: 2 });
  queue = await JobQueue.start(
    database.url,
    [
      {
        name: "test-record",
        retryLimit: 3,
        retryDelay: 1,
        async run(data: object, deps: { seen: string[] }) {
          const { label } = data as { label: string };
          if (label === "flaky" && failures++ < 1) throw new Error("not yet");
          deps.seen.push(label);
        },
      },
      {
        name: "test-batch",
        retryLimit: 3,
        retryDelay: 1,
        batchSize: BATCH,
        async run(data: object, deps: { seen: string[] }) {
          const { label } = data as { label: string };
          const attempt = (batch.attempts.get(label) ?? 0) + 1;
          batch.attempts.set(label, attempt);
          batch.running++;
          batch.most = Math.max(batch.most, batch.running);
          await sleep(20);
          batch.running--;
          if (label === "batch-flaky" && attempt === 1) throw new Error("not yet");
          deps.seen.push(label);
        },
      },
    ],
    // An error of the queue fails the test that is running; once the queue is stopping, its
    // pool's connections ended by the database's drop are not news.
    error => {
      if (!stopping) throw error;
    },
  );
  await queue.work({ seen });
});
afterAll(async () => {
  stopping = true;
  await queue.stop();
  await orm.close();
  await database.drop();
});

describe("the job queue", () => {
  it("queues a job with the transaction it belongs to: rolled back, it never runs", async () => {
    await orm.em
      .fork()
      .transactional(async em => {
        await queue.send("test-record", { label: "rolled back" }, { em });
        throw new Error("abort");
      })
      .catch(() => undefined);
    await orm.em.fork().transactional(async em => {
      await queue.send("test-record", { label: "committed" }, { em });
    });
    await waitFor(() => seen.includes("committed"));
    expect(seen).toContain("committed");
    expect(seen).not.toContain("rolled back");
  });

  it("retries a job that failed", async () => {
    await queue.send("test-record", { label: "flaky" });
    await waitFor(() => seen.includes("flaky"));
    expect(seen).toContain("flaky");
    expect(failures).toBe(2);
  });

  it(`works a job with a batch size ${BATCH} at a time, each retried on its own`, async () => {
    const labels = [
      ...Array.from({ length: 2 * BATCH - 1 }, (_, i) => `batch-${i}`),
      "batch-flaky",
    ];
    // In one transaction: the worker finds them all at once.
    await orm.em.fork().transactional(async em => {
      for (const label of labels) await queue.send("test-batch", { label }, { em });
    });
    await waitFor(() => labels.every(label => seen.includes(label)));
    expect(labels.filter(label => !seen.includes(label))).toEqual([]);
    expect(batch.most).toBe(BATCH);
    expect(Object.fromEntries(batch.attempts)).toEqual({
      ...Object.fromEntries(labels.map(label => [label, 1])),
      "batch-flaky": 2,
    });
  });
});
