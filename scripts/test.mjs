// npm test: API tests, web tests (at a lower priority) and the build side by side (each one's output
// printed whole when it ends), then the browser tests against the build, their servers started
// during the API tests (the tests beside the jest suites timed out in places on two cores); prints
// the ten slowest test files and ends with one "N passed, N failed" line over all of them.
// `npm test -- --check` also runs `npm run check`: its drift step first (it rewrites generated
// files while it compares), then lint and type checks beside the browser tests at nice 19 (they
// wait on nothing and no timeout waits on them); a failed check counts as one failure. Nice ranks
// processes within one session only: Linux shares CPU between sessions first (sched_autogroup),
// and the browsers and the browser tests' servers run in sessions of their own
// (docs/performance.md, "The gate").
import { spawn } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join, relative } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), "ga-test-results-"));
const withCheck = process.argv.includes("--check");

/** Runs `COMMAND ARGS`; with `quiet`, its output is held and printed in one piece at its end. */
function run(name, [command, ...args], { env = {}, quiet = false, nice = 0 } = {}) {
  const started = Date.now();
  if (nice) [command, args] = ["nice", ["-n", String(nice), command, ...args]];
  return new Promise(resolve => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    const chunks = [];
    child.stdout?.on("data", chunk => chunks.push(chunk));
    child.stderr?.on("data", chunk => chunks.push(chunk));
    child.on("close", (code, signal) => {
      const status = code ?? 1;
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (quiet) process.stdout.write(Buffer.concat(chunks));
      console.log(`\n== ${name}: exit ${status}${signal ? ` (${signal})` : ""} in ${seconds} s\n`);
      resolve(status);
    });
  });
}

const jestJson = name => join(out, `${name}.json`);
const jest = (workspace, flags = [], nice = 0) =>
  run(
    `${workspace} tests`,
    [
      "npm",
      "test",
      "-w",
      workspace,
      "--",
      "--json",
      `--outputFile=${jestJson(workspace)}`,
      ...flags,
    ],
    { quiet: true, nice },
  ).then(status => ({ name: workspace, status, file: jestJson(workspace), kind: "jest" }));
// Jest's default on two cores is one worker (in band); two ran each suite in less time (API 17%
// less for 12% more CPU; web 173 s instead of 292 s alone, for 5% less CPU).
const workers = `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`;
// The API files wait on servers, processes and polls (provisioning, replicas, boot): one thread
// more than cores fills those waits (alone on two cores: 166 s -> 134 s wall, the same CPU).
const apiWorkers = `--maxWorkers=${availableParallelism() + 1}`;

const drift = withCheck ? await run("check: drift", ["node", "scripts/check-drift.mjs"]) : 0;
// The web tests at a lower CPU priority than the API's: the API suite is the longer one, and its
// files wait on servers, jobs and processes that a busy CPU makes later; the web tests fill its
// waits.
const webRun = jest("web", [workers], 10);
const apiRun = jest("api", [apiWorkers]);
const [built] = await Promise.all([
  run("build", ["npm", "run", "build"], { quiet: true }),
  // Not before the web tests end: an idle install polls its job queues twice a second.
  webRun,
]);
// The browser tests' two installs start once the build and the web tests are done, beside the API
// suite's tail (each takes about 15 s to be ready); the tests themselves wait for the API suite's
// end (e2e/run.mjs waits for the file `go`): beside it, both ran slower than one after the other.
const go = join(out, "go");
const e2eFile = join(out, "e2e.json");
const browser =
  built === 0 &&
  run("browser tests", ["npm", "test", "-w", "e2e", "--", "--reporter=list,json"], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile, E2E_START_AFTER: go },
  });
const api = await apiRun;
writeFileSync(go, "");
// Lint and type checks beside the browser tests, not the jest suites: the jest suites keep both
// cores busy, while the browser tests leave them idle in places (their phone runs are Chromium's
// CPU throttling, which waits). Beside the jest suites they lengthened that phase by about a
// minute (gate of 2026-11-28: api tests 228 s with them).
const checks = Promise.all([
  withCheck ? run("check: lint", ["npm", "run", "lint"], { quiet: true, nice: 19 }) : 0,
  withCheck ? run("check: types", ["npm", "run", "typecheck"], { quiet: true, nice: 19 }) : 0,
]);
const suites = [api];
if (browser) suites.push({ name: "e2e", status: await browser, file: e2eFile, kind: "playwright" });
suites.push(await webRun);
const [lint, typecheck] = await checks;
const checked = drift === 0 && lint === 0 && typecheck === 0;

/** Each test file's time in seconds: jest's start to end, Playwright's test durations summed. */
function fileTimes(suite, report) {
  if (suite.kind === "jest")
    return report.testResults.map(result => ({
      file: relative(root, result.name),
      seconds: (result.endTime - result.startTime) / 1000,
    }));
  const times = new Map();
  const visit = (node, file) => {
    for (const spec of node.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          times.set(file, (times.get(file) ?? 0) + result.duration / 1000);
    for (const child of node.suites ?? []) visit(child, file);
  };
  for (const fileSuite of report.suites ?? []) visit(fileSuite, `e2e/tests/${fileSuite.file}`);
  return [...times].map(([file, seconds]) => ({ file, seconds }));
}

let passed = 0;
let failed = 0;
const timings = [];
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
  timings.push(...fileTimes(suite, report));
}
if (built !== 0) failed += 1;
if (!checked) failed += 1;
// The reports themselves (each file's start and end, each browser test's worker) for a look at
// how the run was packed.
mkdirSync(join(root, "test-results"), { recursive: true });
for (const suite of suites)
  if (existsSync(suite.file))
    copyFileSync(suite.file, join(root, "test-results", `${suite.name}.json`));
rmSync(out, { recursive: true, force: true });

timings.sort((a, b) => b.seconds - a.seconds);
writeFileSync(join(root, "test-results/timings.json"), `${JSON.stringify(timings, null, 2)}\n`);
console.log("\nThe ten slowest test files (all in test-results/timings.json):");
for (const { file, seconds } of timings.slice(0, 10))
  console.log(`${seconds.toFixed(1).padStart(7)} s  ${file}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && suites.every(s => s.status === 0) ? 0 : 1);
