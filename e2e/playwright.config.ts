import { defineConfig, devices } from "@playwright/test";

// run.mjs starts the two installs on free ports with fresh data (`npm test -w e2e` runs it).
const { E2E_PORT, E2E_DATA_DIR, E2E_PG_PORT, E2E_LMS_URL, E2E_LMS_TOKEN } = process.env;
const { E2E_DEMO_LMS_PORT, E2E_DEMO_LMS_PG_PORT } = process.env;
if (
  !E2E_PORT ||
  !E2E_DATA_DIR ||
  !E2E_PG_PORT ||
  !E2E_LMS_URL ||
  !E2E_LMS_TOKEN ||
  !E2E_DEMO_LMS_PORT ||
  !E2E_DEMO_LMS_PG_PORT
) {
  throw new Error(
    "Run the browser tests with `npm test -w e2e` (e2e/run.mjs sets their ports and data dir)",
  );
}
const baseURL = `http://127.0.0.1:${E2E_PORT}`;
/** The install without Moodle: its learners use the demo learning system (demo-lms.spec.ts). */
const demoLmsURL = `http://127.0.0.1:${E2E_DEMO_LMS_PORT}`;

/** The specs run against the install without Moodle. */
const DEMO_LMS_SPECS = /(demo-lms|agency|partners)\.spec\.ts$/;

/**
 * Debian's headless shell of Chromium (Playwright cannot download its own browser here): the same
 * engine without the full browser's UI layer; a page load cost half the CPU of Debian's `chromium`
 * (2.1 against 4.3 CPU-s for /courses, 12 loads each, a new context per load).
 */
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      // Nothing here looks at pixels: compositing in software cost ~8% of each page load's CPU.
      "--disable-gpu-compositing",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  // Two: a third on two cores was measured (gate of 2026-11-28 18:52) and lost: the browser phase
  // took 304 s against 298 s, early-input's cases nearly twice as long each. Two more workers for
  // early-input alone (a project of its own) lost too: 321 s, its cases twice as long (gate of
  // 2026-11-28 21:03).
  workers: 2,
  // A failed test runs once more, with its trace recorded (below); it still fails the gate, which
  // counts a test that passed only on its retry as failed (scripts/test.mjs).
  retries: 1,
  reporter: [["list"]],
  // Two browsers and the portal share CI's two cores: a page's first load can take seconds there.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // Only the retry of a failed test records its trace (the DOM snapshots of each step, without
    // the screencast, which doubled each page load's CPU): recording every test's trace to keep a
    // failed one's cost the whole suite 15% more time (253 s against 300 s alone, both cores busy).
    trace: { mode: "on-first-retry", screenshots: false },
    screenshot: "only-on-failure",
  },
  projects: [
    // The install without Moodle: the demo learning system's own test, and the agency's (its
    // agent completes the course there).
    { name: "chromium", use: chromium, testIgnore: DEMO_LMS_SPECS },
    { name: "demo-lms", use: { ...chromium, baseURL: demoLmsURL }, testMatch: DEMO_LMS_SPECS },
  ],
});
