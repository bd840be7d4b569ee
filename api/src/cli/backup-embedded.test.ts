import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { startTestApp } from "../../test/app.js";
import { freePort } from "../../test/free-port.js";
import { OWN_KEYS, cli, installEnv, tempDirs, withClient } from "../../test/steps/backup.js";
import { countRows, type Manifest } from "../db/backup.js";
import { startEmbeddedPostgres } from "../db/embedded.js";

const tempDir = tempDirs();

describe("an embedded install", () => {
  it("backs up its running PostgreSQL with its keys, and restores both into a new data dir", async () => {
    const dataDir = tempDir("embedded");
    const port = await freePort();
    const running = await startEmbeddedPostgres({
      dataDir,
      port,
      database: "guardian",
      settings: ["fsync=off"],
    });
    const portal = await startTestApp({
      demo: false,
      database: { url: running.url, drop: async () => {} },
      env: { DATA_DIR: dataDir, ...OWN_KEYS },
    });
    try {
      const env = installEnv("", dataDir);
      delete env.DATABASE_URL;
      const backupDir = join(tempDir("backups"), "embedded");
      const backup = await cli("backup", ["--out", backupDir], {
        ...env,
        EMBEDDED_PG_PORT: String(port),
      });
      expect(backup).toMatchObject({ code: 0, stderr: "" });
      expect(backup.stdout).toContain("Using the PostgreSQL already running for this data dir");
      const manifest = JSON.parse(
        readFileSync(join(backupDir, "manifest.json"), "utf8"),
      ) as Manifest;
      expect(manifest.keys.sort()).toEqual(
        readdirSync(dataDir)
          .filter(name => name !== "pg")
          .sort(),
      );

      const newDataDir = tempDir("embedded-restored");
      const newPort = await freePort();
      const restore = await cli("restore", [backupDir], {
        ...env,
        DATA_DIR: newDataDir,
        EMBEDDED_PG_PORT: String(newPort),
      });
      expect(restore).toMatchObject({ code: 0, stderr: "" });
      for (const name of manifest.keys)
        expect(readFileSync(join(newDataDir, name))).toEqual(readFileSync(join(dataDir, name)));
      const restored = await startEmbeddedPostgres({
        dataDir: newDataDir,
        port: newPort,
        database: "guardian",
      });
      try {
        expect(await withClient(restored.url, client => countRows(client))).toEqual(
          manifest.tables,
        );
      } finally {
        await restored.stop();
      }
    } finally {
      await portal.close();
      await running.stop();
    }
  }, 240_000);
});
