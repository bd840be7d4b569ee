// npm test: API tests, web tests, then a build and the browser tests; ends with one
// "N passed, N failed" line over all of them.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), "ga-test-results-"));
const run = (args, env = {}) =>
  spawnSync("npm", args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } }).status;

const suites = [];
const jestJson = name => join(out, `${name}.json`);
for (const workspace of ["api", "web"]) {
  const status = run([
    "test",
    "-w",
    workspace,
    "--",
    "--json",
    `--outputFile=${jestJson(workspace)}`,
  ]);
  suites.push({ name: workspace, status, file: jestJson(workspace), kind: "jest" });
}
const built = run(["run", "build"]);
if (built === 0) {
  const file = join(out, "e2e.json");
  const status = run(["test", "-w", "e2e", "--", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  suites.push({ name: "e2e", status, file, kind: "playwright" });
}

let passed = 0;
let failed = 0;
for (const suite of suites) {
  if (!existsSync(suite.file)) {
    failed += 1;
    console.error(`${suite.name}: no results (exit ${suite.status})`);
    continue;
  }
  const report = JSON.parse(readFileSync(suite.file, "utf8"));
  if (suite.kind === "jest") {
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  } else {
    passed += report.stats.expected;
    failed += report.stats.unexpected + report.stats.flaky;
  }
  if (suite.status !== 0 && failed === 0) failed += 1;
}
if (built !== 0) failed += 1;
rmSync(out, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && suites.every(s => s.status === 0) ? 0 : 1);
