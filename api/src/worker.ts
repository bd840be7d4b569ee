import "reflect-metadata";
import { ConfigError, loadConfig } from "./config.js";
import { openDatabase } from "./db/database.js";
import { entitiesOf, openOrm } from "./db/orm.js";
import { createLogger } from "./util/logger.js";
import { EXIT_CONFIG, exitOnUncaught } from "./http/uncaught.js";
import { jobsOf, startJobs } from "./jobs/start.js";
import { modules } from "./modules/index.js";

// `npm run worker`: the background workers alone, on the product's database, so a larger
// install can scale web processes (WORKERS=false) and workers apart.
const logger = createLogger("info");
exitOnUncaught(logger);

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config, line => logger.info(line));
  const orm = await openOrm(database.url, { entities: entitiesOf(modules) });
  const jobs = await startJobs(
    database.url,
    jobsOf(modules),
    { orm, config, logger },
    {
      workers: true,
      onError: error => logger.error({ err: error }, "background job error"),
    },
  );
  logger.info("Workers running");
  const stop = async () => {
    await jobs.stop().catch(() => {});
    await orm.close().catch(() => {});
    await database.stop().catch(() => {});
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

main().catch(error => {
  // One line per problem: every setting to mend, in one start.
  if (error instanceof ConfigError) for (const problem of error.problems) logger.fatal(problem);
  else logger.fatal({ err: error }, "Failed to start the workers");
  logger.flush();
  process.exit(error instanceof ConfigError ? EXIT_CONFIG : 1);
});
