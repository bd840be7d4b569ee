import type { JobDeps } from "./deps.js";
import { type JobDefinition, JobQueue } from "./queue.js";
import type { QueueOptions } from "./queue.js";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each job has its own data type
export type AnyJobDefinition = JobDefinition<any, JobDeps>;

/** Every kind of background work of the given modules. */
export const jobsOf = (modules: readonly { jobs?: AnyJobDefinition[] }[]) =>
  modules.flatMap(module => module.jobs ?? []);

/**
 * The queue of the given jobs on the product's database; with `workers`, this process also
 * runs them (`npm start` does by default, `npm run worker` runs only them).
 */
export async function startJobs(
  databaseUrl: string,
  definitions: AnyJobDefinition[],
  deps: Omit<JobDeps, "jobs">,
  options: { workers: boolean; onError: (error: Error) => void } & QueueOptions,
): Promise<JobQueue<JobDeps>> {
  const jobs = await JobQueue.start<JobDeps>(databaseUrl, definitions, options.onError, options);
  if (options.workers) {
    await jobs.work({ ...deps, jobs }, { pollingIntervalSeconds: deps.config.jobPollingSeconds });
  }
  return jobs;
}
