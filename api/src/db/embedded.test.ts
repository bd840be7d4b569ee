import pg from "pg";
import { freePort } from "../../test/free-port.js";
import { tempDirs } from "../../test/steps/backup.js";
import { startEmbeddedPostgres } from "./embedded.js";

const tempDir = tempDirs();

describe("the embedded PostgreSQL", () => {
  it("stops without cutting the connections of a pool that has just ended", async () => {
    const database = await startEmbeddedPostgres({
      dataDir: tempDir("embedded-stop"),
      port: await freePort(),
      database: "guardian",
      settings: ["fsync=off"],
    });
    const pool = new pg.Pool({ connectionString: database.url, max: 4 });
    const errors: string[] = [];
    pool.on("error", error =>
      errors.push(`${(error as { code?: string }).code}: ${error.message}`),
    );
    await Promise.all([1, 2, 3, 4].map(() => pool.query("select pg_sleep(0.05)")));
    // The pool's end resolves before its connections have closed; a fast shutdown at once cut
    // them (57P01, "terminating connection due to administrator command"), as the portal's
    // shutdown did after its job queue's and ORM's pools ended.
    await pool.end();
    await database.stop();
    await new Promise(resolve => setTimeout(resolve, 200));
    expect(errors).toEqual([]);
  });
});
