import { defineConfig, devices } from "@playwright/test";

// run.mjs picks free ports and a fresh data dir; `npm test -w e2e` runs it.
const { E2E_PORT, E2E_DATA_DIR, E2E_PG_PORT, E2E_LMS_URL, E2E_LMS_TOKEN } = process.env;
if (!E2E_PORT || !E2E_DATA_DIR || !E2E_PG_PORT || !E2E_LMS_URL || !E2E_LMS_TOKEN) {
  throw new Error(
    "Run the browser tests with `npm test -w e2e` (e2e/run.mjs sets their ports and data dir)",
  );
}
const port = Number(E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  // Two browsers and the portal share CI's two cores: a page's first load can take seconds there.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // A failed test's trace keeps the DOM snapshots of each step, without the screencast: recording
    // the screen doubled the CPU each page load took (two browsers on two cores).
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        // Debian's Chromium: Playwright cannot download its own browser here.
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
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
      },
    },
  ],
  webServer: {
    // The built product, as `npm start` runs it, with a fresh database of its own.
    command: "node ../api/bin/run.mjs ../api/dist/main.js",
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "test",
      PORT: String(port),
      DATA_DIR: E2E_DATA_DIR,
      EMBEDDED_PG_PORT: E2E_PG_PORT,
      // run.mjs's fake Moodle: purchases are provisioned by the background job.
      LMS_URL: E2E_LMS_URL,
      LMS_TOKEN: E2E_LMS_TOKEN,
      // Provisioning, completion checks and certificates are jobs one after another: idle workers
      // look for them every half second instead of every 2 s.
      JOB_POLLING_SECONDS: "0.5",
      // The browser is the one proxy hop, as nginx is in production: a test that needs a client
      // address of its own (per-address limits) sends X-Forwarded-For; the rest are 127.0.0.1.
      TRUST_PROXY: "1",
      // Links the product prints (the certificate's QR code) lead back to this server.
      PUBLIC_URL: baseURL,
    },
  },
});
