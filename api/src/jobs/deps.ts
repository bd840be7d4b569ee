import type { Logger } from "pino";
import type { Config } from "../config.js";
import type { Orm } from "../db/orm.js";
import type { JobQueue } from "./queue.js";

/** What a background job gets: its own entity managers come from the ORM. */
export interface JobDeps {
  orm: Orm;
  config: Config;
  /** For what a job drops on purpose (never a secret or a token). */
  logger?: Logger;
  /** The queue itself, for a job that queues the next step (set by startJobs). */
  jobs?: JobQueue<JobDeps>;
}
