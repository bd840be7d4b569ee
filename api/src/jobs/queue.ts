import type { EntityManager } from "@mikro-orm/postgresql";
import { PgBoss, type KyselyTransactionLike, fromKysely } from "pg-boss";

/**
 * A kind of background work. Jobs run at least once, so `run` must be idempotent; a thrown error
 * is retried with exponential backoff from `retryDelay` seconds, `retryLimit` times.
 */
export interface JobDefinition<T extends object = object, D = unknown> {
  name: string;
  retryLimit: number;
  retryDelay: number;
  /** Also runs on this schedule (a cron expression, UTC), once per occurrence across processes. */
  cron?: string;
  /**
   * Jobs a worker takes at once and runs side by side (default 1); while it finds a full batch it
   * takes the next at once rather than after the polling interval. Each job still succeeds or is
   * retried on its own. For work that waits (mail, lookups) and must keep up with a flood.
   */
  batchSize?: number;
  run(data: T, deps: D): Promise<void>;
  /**
   * Runs once a job has failed its last retry (pg-boss moves it to the dead-letter queue
   * `<name>.gave-up`, which this works); itself retried like `run` when it throws.
   */
  gaveUp?(data: T, deps: D): Promise<void>;
}

/** The dead-letter queue of a job that has a `gaveUp` step. */
export const gaveUpQueue = (name: string) => `${name}.gave-up`;

export interface SendOptions {
  /** An entity manager inside a transaction: the job is queued in it, with the writes it follows. */
  em?: EntityManager;
  /** At most one such job (this key) is queued per `singletonSeconds`; more are dropped. */
  singletonKey?: string;
  singletonSeconds?: number;
}

/**
 * A running job's worker proves it is alive this often; a job whose worker went silent (a crash, a
 * killed process) goes back to the queue instead of waiting out the 15-minute expiry. A worker
 * that stops normally hands its running jobs back at once (they are retried).
 */
const HEARTBEAT_SECONDS = 10;

interface QueueSettings {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  heartbeatSeconds: number;
}

export interface QueueOptions {
  /** How often this process looks for jobs whose worker went silent (seconds). */
  superviseIntervalSeconds?: number;
  /** How long a stop waits for running jobs before handing them back (ms). */
  stopTimeoutMs?: number;
}

/**
 * The project's one place for background work: pg-boss on the same PostgreSQL (schema `pgboss`),
 * so jobs are durable, survive a restart, and several processes share them.
 */
export class JobQueue<D = unknown> {
  private constructor(
    private readonly boss: PgBoss,
    private readonly jobs: JobDefinition<object, D>[],
    private readonly stopTimeoutMs: number,
  ) {}

  static async start<D>(
    databaseUrl: string,
    jobs: JobDefinition<object, D>[],
    onError: (error: Error) => void,
    { superviseIntervalSeconds = 15, stopTimeoutMs = 10_000 }: QueueOptions = {},
  ): Promise<JobQueue<D>> {
    const boss = new PgBoss({
      connectionString: databaseUrl,
      schema: "pgboss",
      max: 4,
      superviseIntervalSeconds,
    });
    boss.on("error", onError);
    await boss.start();
    const queue = async (name: string, options: QueueSettings, deadLetter?: string) => {
      // An existing queue keeps its options on create: bring them up to date.
      await boss.createQueue(name, { ...options, ...(deadLetter ? { deadLetter } : {}) });
      await boss.updateQueue(name, { ...options, deadLetter: deadLetter ?? null });
    };
    for (const job of jobs) {
      const options = {
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelay,
        retryBackoff: true,
        heartbeatSeconds: HEARTBEAT_SECONDS,
      };
      // The dead-letter queue first: pg-boss wants it to exist when a queue names it.
      if (job.gaveUp) await queue(gaveUpQueue(job.name), options);
      await queue(job.name, options, job.gaveUp ? gaveUpQueue(job.name) : undefined);
      if (job.cron) await boss.schedule(job.name, job.cron);
    }
    return new JobQueue(boss, jobs, stopTimeoutMs);
  }

  async send(name: string, data: object, options: SendOptions = {}): Promise<string | null> {
    const transaction = options.em?.getTransactionContext<KyselyTransactionLike & object>();
    const { singletonKey, singletonSeconds } = options;
    return this.boss.send(name, data, {
      ...(transaction ? { db: fromKysely(transaction) } : {}),
      ...(singletonKey ? { singletonKey, singletonSeconds } : {}),
    });
  }

  /** Starts this process's workers for every kind of job, each looking for jobs this often. */
  async work(deps: D, { pollingIntervalSeconds = 2 }: { pollingIntervalSeconds?: number } = {}) {
    for (const job of this.jobs) {
      if ((job.batchSize ?? 1) > 1) {
        await this.boss.work(
          job.name,
          {
            pollingIntervalSeconds,
            batchSize: job.batchSize,
            burstWhenBatchFull: true,
            perJobResults: true,
          },
          async items => {
            const outcomes = await Promise.allSettled(
              items.map(item => job.run(item.data as object, deps)),
            );
            return items.map((item, i) => {
              const outcome = outcomes[i];
              if (outcome.status === "fulfilled") return { id: item.id, status: "completed" };
              const error = outcome.reason as Error;
              // What the job threw: its name and message (never a stack).
              return {
                id: item.id,
                status: "failed",
                output: { name: error?.name, message: error?.message ?? String(error) },
              };
            });
          },
        );
      } else {
        await this.boss.work(job.name, { pollingIntervalSeconds }, async ([item]) =>
          job.run(item.data as object, deps),
        );
      }
      const { gaveUp } = job;
      if (gaveUp) {
        await this.boss.work(gaveUpQueue(job.name), { pollingIntervalSeconds }, async ([item]) =>
          gaveUp.call(job, item.data as object, deps),
        );
      }
    }
  }

  /** Every queue with its job counts, as pg-boss's monitor last counted them. */
  queues() {
    return this.boss.getQueues();
  }

  stop(): Promise<void> {
    return this.boss.stop({ graceful: true, timeout: this.stopTimeoutMs });
  }
}
