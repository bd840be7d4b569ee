// Lighthouse on the built product (mobile preset unless LIGHTHOUSE_PRESET=desktop, Debian's
// Chromium) for PAGES: the median of LIGHTHOUSE_RUNS (default 5) runs per page of the performance
// score, LCP, TBT, CLS and the bytes transferred. Alone: `node scripts/lighthouse.mjs` or `npm run bench -- --only=lighthouse`.
// Its baseline, in the same run: a static page with one heading and one paragraph (no CSS, no
// JavaScript, no image) served by the same portal with the same headers, the best any of our
// pages can score here.
// It builds under the shared build lock, then measures a copy of web/dist and api/dist, so a
// build by someone else in the tree cannot change the product mid-measurement.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sessionCookie } from "./bench-lib.mjs";
import { startPortal } from "./portal.mjs";

const root = new URL("..", import.meta.url).pathname;
// Home, catalogue, course detail, and the learner's dashboard (signed in as the demo learner).
// LIGHTHOUSE_PAGES=/dashboard (comma-separated) measures only those, with the baseline.
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(",") ?? [
  "/",
  "/courses",
  "/course/1",
  "/dashboard",
];
const SIGNED_IN = new Set(["/dashboard"]);
const CHROME_FLAGS = ["--headless=new", "--no-sandbox"];

// LIGHTHOUSE_PRESET=desktop for Lighthouse's desktop preset (no CPU slowdown, fast network).
const DESKTOP = process.env.LIGHTHOUSE_PRESET === "desktop";
let version = "";
let benchmarkIndex = 0;
const BASELINE = "/lighthouse-baseline.html";
const BASELINE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="description" content="Baseline"><title>Baseline</title></head>' +
  "<body><main><h1>Guardian Academy</h1><p>Professional bail enforcement training, courses " +
  "and certification for recovery professionals.</p></main></body></html>";
const median = values => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Builds (unless told not to) and copies the product out of the tree under the build lock. */
function snapshotProduct({ build }) {
  // Inside node_modules: the copy resolves its packages from the tree, as api/dist does.
  const copy = mkdtempSync(join(root, "node_modules", ".ga-lighthouse-"));
  const steps = [
    build ? "npm run build" : "true",
    `mkdir -p '${copy}/web/src' '${copy}/api'`,
    // WEB_DIST: another build of the web app to measure instead of the tree's.
    `cp -r '${process.env.WEB_DIST || "web/dist"}' '${copy}/web/dist'`,
    // The server's renderer of the public pages, beside the web build it belongs to.
    `cp -r '${process.env.WEB_DIST || "web/dist"}/../dist-server' '${copy}/web/dist-server'`,
    `cp -r web/src/graphql '${copy}/web/src/graphql'`, // the persisted documents' manifest
    `cp -r api/dist '${copy}/api/dist'`,
    `cp api/package.json '${copy}/api/package.json'`, // the build's version (guardian_build_info)
  ].join(" && ");
  const result = spawnSync("flock", ["/tmp/ga-build.lock", "sh", "-c", steps], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error("building or copying the product failed");
  return copy;
}

/** The demo learner's session cookie (CONTRACT.md's demo account). */
const signIn = base => sessionCookie(base, { username: "learner", password: "Learner#2026" });

async function audit(url, headers) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        extraHeaders: headers,
        // LIGHTHOUSE_THROTTLING=devtools: the slow network and CPU applied by Chromium itself
        // (its CPU throttling, 4× in the mobile preset) instead of simulated from an unthrottled load.
        ...(process.env.LIGHTHOUSE_THROTTLING && {
          throttlingMethod: process.env.LIGHTHOUSE_THROTTLING,
        }),
      },
      DESKTOP ? desktopConfig : undefined,
    );
    const { categories, audits, runtimeError, lighthouseVersion, environment } = result.lhr;
    benchmarkIndex = environment.benchmarkIndex;
    if (categories.performance.score === null) {
      throw new Error(`Lighthouse on ${url}: ${runtimeError?.message ?? "no performance score"}`);
    }
    version = lighthouseVersion;
    // LIGHTHOUSE_DETAILS=1: where the time went, per run (script bootup, requests' end times).
    if (process.env.LIGHTHOUSE_DETAILS) {
      const items = id => audits[id]?.details?.items ?? [];
      console.log(`\n${url}: score ${categories.performance.score}`);
      for (const { url: script, total, scripting } of items("bootup-time").slice(0, 8))
        console.log(
          `  bootup ${String(script).slice(-60)} total ${total?.toFixed(0)} scripting ${scripting?.toFixed(0)}`,
        );
      for (const { url: request, networkEndTime, transferSize } of items("network-requests"))
        console.log(
          `  request ${String(request).slice(-60)} ends ${networkEndTime?.toFixed(0)} ms ${transferSize} B`,
        );
      for (const { startTime, duration, url: task } of items("long-tasks"))
        console.log(
          `  long task at ${startTime?.toFixed(0)} ms, ${duration?.toFixed(0)} ms ${String(task).slice(-40)}`,
        );
      console.log(
        `  LCP element: ${JSON.stringify(items("largest-contentful-paint-element")[0]?.items?.[0]?.node?.snippet ?? "")}`,
      );
    }
    return {
      score: categories.performance.score,
      lcp: audits["largest-contentful-paint"].numericValue,
      tbt: audits["total-blocking-time"].numericValue,
      cls: audits["cumulative-layout-shift"].numericValue,
      bytes: audits["total-byte-weight"].numericValue,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * One audit; one that recorded no trace (Chromium's NO_NAVSTART, now and then on this machine)
 * measured nothing and is run again, twice at most.
 */
async function auditAgain(url, headers) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, headers);
    } catch (error) {
      if (attempt === 3 || !String(error.message).includes("NO_NAVSTART")) throw error;
      console.log(`Lighthouse on ${url}: no trace recorded (NO_NAVSTART), again`);
    }
  }
}

export async function lighthouseBench({
  runs = Number(process.env.LIGHTHOUSE_RUNS || 5),
  build = true,
} = {}) {
  console.log(`Lighthouse: ${build ? "building and " : ""}copying the product...`);
  const copy = snapshotProduct({ build });
  writeFileSync(join(copy, "web", "dist", BASELINE), BASELINE_HTML);
  const portal = await startPortal(copy, { WEB_DIST: join(copy, "web", "dist") });
  const rows = [];
  try {
    const cookie = await signIn(portal.url);
    const targets = [BASELINE, ...PAGES].map(page => ({ page, url: portal.url + page }));
    // Round by round over every target, so that a slower minute hits each of them alike.
    const results = targets.map(() => []);
    for (let i = 0; i < runs; i++) {
      for (const [t, { page, url }] of targets.entries()) {
        results[t].push(await auditAgain(url, SIGNED_IN.has(page) ? { cookie } : undefined));
      }
    }
    for (const [t, { page }] of targets.entries()) {
      const pick = key => median(results[t].map(r => r[key]));
      rows.push({ page, ...Object.fromEntries(Object.keys(results[t][0]).map(k => [k, pick(k)])) });
    }
  } finally {
    await portal.stop();
    rmSync(copy, { recursive: true, force: true });
  }
  console.log(
    `\nLighthouse ${version} ${DESKTOP ? "desktop" : "mobile"} preset, median of ${runs} runs, ` +
      `this machine's benchmarkIndex ${Math.round(benchmarkIndex)}`,
  );
  console.log(
    `${"page".padEnd(BASELINE.length)}   perf    LCP ms   TBT ms     CLS   KiB transferred`,
  );
  for (const { page, score, lcp, tbt, cls, bytes } of rows) {
    console.log(
      `${page.padEnd(BASELINE.length)} ${score.toFixed(2).padStart(6)} ${lcp.toFixed(0).padStart(9)} ${tbt
        .toFixed(0)
        .padStart(8)} ${cls.toFixed(3).padStart(7)} ${(bytes / 1024).toFixed(0).padStart(17)}`,
    );
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await lighthouseBench({ build: !process.argv.includes("--no-build") });
}
