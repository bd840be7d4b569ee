import type { JobDefinition } from "../../jobs/queue.js";
import type { JobDeps } from "../../jobs/deps.js";
import { StatementCloseService } from "./statement-close.service.js";

export const CLOSE_STATEMENTS_JOB = "settlements.close";

/**
 * Closes every partner's finished months (the academy's time zone) as of `now`: the clock is an
 * argument so tests move time. Answers how many statements were made.
 */
export function closeMonth(deps: JobDeps, now = new Date()): Promise<number> {
  return new StatementCloseService(deps.orm.em.fork(), deps).closeFinishedMonths(now);
}

/**
 * Hourly, a few minutes past: a month is closed in the first hour after it ends in the academy's
 * time zone (whatever that zone's offset), and a run that failed or waited for a fee is made up
 * by the next one.
 */
export const closeStatementsJob: JobDefinition<object, JobDeps> = {
  name: CLOSE_STATEMENTS_JOB,
  retryLimit: 3,
  retryDelay: 300,
  cron: "5 * * * *",
  run: async (_data, deps) => {
    await closeMonth(deps);
  },
};
