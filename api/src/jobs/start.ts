import type { Config } from "../config.js";
import type { Orm } from "../db/orm.js";
import { jobDefinitions } from "../modules/index.js";
import type { JobDeps } from "../modules/module.js";
import { JobQueue } from "./queue.js";
import type { QueueOptions } from "./queue.js";

/**
 * The queue of every module's jobs on the product's database; with `workers`, this process also
 * runs them (`npm start` does by default, `npm run worker` runs only them).
 */
export async function startJobs(
  databaseUrl: string,
  deps: { orm: Orm; config: Config },
  options: { workers: boolean; onError: (error: Error) => void } & QueueOptions,
): Promise<JobQueue<JobDeps>> {
  const jobs = await JobQueue.start<JobDeps>(databaseUrl, jobDefinitions, options.onError, options);
  if (options.workers) {
    await jobs.work({ ...deps, jobs }, { pollingIntervalSeconds: deps.config.jobPollingSeconds });
  }
  return jobs;
}
