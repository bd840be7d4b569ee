import type { JobDefinition } from "../../jobs/queue.js";
import type { JobDeps } from "../../jobs/deps.js";

export const OIDC_SWEEP_JOB = "oidc.sweep";

/**
 * Every quarter hour, deletes what the sign-in provider kept past its lifetime (codes, tokens,
 * sessions, interactions): an expired row answers nothing the provider would accept anyway.
 */
export const oidcSweepJob: JobDefinition<object, JobDeps> = {
  name: OIDC_SWEEP_JOB,
  retryLimit: 0,
  retryDelay: 60,
  cron: "*/15 * * * *",
  async run(_data, { orm }) {
    await orm.em
      .fork()
      .getConnection()
      .execute("delete from oidc_payloads where expires_at < now()", [], "run");
  },
};
