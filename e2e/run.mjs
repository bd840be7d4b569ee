// Runs the browser tests against the built product on free ports with a fresh embedded database,
// and a fake Moodle (the API tests' fake, speaking Moodle's web-service protocol) as its LMS.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const { MoodleFake, MOODLE_TOKEN } = await import("../api/test/fakes/moodle.ts");
const moodle = await new MoodleFake().start();

const dataDir = mkdtempSync(join(tmpdir(), "ga-e2e-"));
const env = {
  ...process.env,
  E2E_PORT: String(await freePort()),
  E2E_DATA_DIR: dataDir,
  E2E_PG_PORT: String(await freePort()),
  E2E_LMS_URL: moodle.baseUrl,
  E2E_LMS_TOKEN: MOODLE_TOKEN,
  // A second install without Moodle, whose learners use the demo learning system.
  E2E_DEMO_LMS_PORT: String(await freePort()),
  E2E_DEMO_LMS_PG_PORT: String(await freePort()),
};
const child = spawn("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env,
});
child.on("exit", async code => {
  await moodle.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 1);
});
