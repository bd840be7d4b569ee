import type { JobDefinition } from "../../jobs/queue.js";
import type { JobDeps } from "../../jobs/deps.js";
import {
  PASSWORD_RESET_JOB,
  type PasswordResetData,
  PasswordResetService,
} from "./password-reset.service.js";

/**
 * The link and the mail of a "Forgot password?" request, away from the request's timing; worked
 * in batches, so a flood of requests does not hold a real user's link for minutes.
 */
export const passwordResetJob: JobDefinition<PasswordResetData, JobDeps> = {
  name: PASSWORD_RESET_JOB,
  retryLimit: 3,
  retryDelay: 10,
  batchSize: 10,
  async run(data, { orm, config, jobs }) {
    if (!jobs) throw new Error("A password reset needs the queue to send its mail");
    await new PasswordResetService(orm.em.fork(), { config, jobs }).issue(data);
  },
};
