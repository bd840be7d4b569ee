import type { JobDefinition } from "../../jobs/queue.js";
import type { JobDeps } from "../../jobs/deps.js";
import { LINE_FEE_JOB, type LineFeeData } from "./ledger.service.js";
import { LineFeeService } from "./line-fee.service.js";

/**
 * Fills a ledger line's fee and its split from the processor's balance transaction
 * (LineFeeService); a balance transaction not there yet is retried with backoff.
 */
export const lineFeeJob: JobDefinition<LineFeeData, JobDeps> = {
  name: LINE_FEE_JOB,
  retryLimit: 12,
  retryDelay: 30,
  run: ({ lineId }, { orm, config }) =>
    new LineFeeService(orm.em.fork(), { config }).fillFee(lineId),
};
