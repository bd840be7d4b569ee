import "reflect-metadata";
import { ConfigError, loadConfig } from "./config.js";
import { openDatabase } from "./db/database.js";
import { openOrm } from "./db/orm.js";
import { prepareDatabase } from "./db/prepare.js";
import { createSchema } from "./graphql/schema.js";
import { buildApp } from "./http/app.js";

const log = (line: string) => console.log(`[portal] ${line}`);

async function main() {
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase(config, log);
  const orm = await openOrm(database.url);
  const { applied, seededDemo } = await prepareDatabase(orm, database.url, {
    demo: !config.isProduction,
  });
  if (applied.length) log(`Applied migrations: ${applied.join(", ")}`);
  if (seededDemo) log("Seeded the demo accounts and catalogue");

  const app = await buildApp({ config, orm, schema: await createSchema() });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: shutting down`);
    await app.close().catch(() => {});
    await orm.close().catch(() => {});
    await database.stop().catch(() => {});
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  log(`Ready in ${Date.now() - started} ms on http://localhost:${config.port} (${config.env})`);
}

main().catch(error => {
  if (error instanceof ConfigError) {
    console.error(`[portal] ${error.message}`);
  } else {
    console.error("[portal] Failed to start:", error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
