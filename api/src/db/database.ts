import type { Config } from "../config.js";

/** The configured PostgreSQL, or the embedded one under the data dir (never on 5432). */
export async function openDatabase(config: Config, log: (line: string) => void) {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => {} };
  const port = config.embeddedPgPort;
  // Loaded only when used: production never starts (or even loads) the embedded server.
  const { startEmbeddedPostgres } = await import("./embedded.js");
  return startEmbeddedPostgres({ dataDir: config.dataDir, port, database: "guardian", log });
}
