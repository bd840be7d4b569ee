// npm run size: the JavaScript each public route loads, from Vite's build manifest: the entry,
// the route's lazy chunk, and every chunk they import statically. Raw, gzipped, and as the server
// sends it (the Brotli file beside each asset); exits 1 when the home route's gzipped size is over
// the budget. Builds web/ first under the shared build lock (reading the
// result under it too); `--no-build` reads the web/dist that is there (or WEB_DIST).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const root = new URL("..", import.meta.url).pathname;
const BUDGET_KB = 200;

// Each public route and the page module its lazy route loads (null: in the entry chunk).
const ROUTES = {
  "/": null,
  "/courses": "src/features/courses/pages/courses-page.tsx",
  "/course/1": "src/features/courses/pages/course-detail-page.tsx",
  "/about": "src/features/about/pages/about-page.tsx",
  "/contact": "src/features/contact/pages/contact-page.tsx",
  "/faq": "src/features/faq/pages/faq-page.tsx",
  "/legal/terms": "src/features/legal/pages/legal-page.tsx",
  "/login": "src/features/auth/pages/login-page.tsx",
  "/forgot-password": "src/features/auth/pages/forgot-password-page.tsx",
  "/reset-password": "src/features/auth/pages/reset-password-page.tsx",
  "/verify/GA-2026-000123": "src/features/certificates/pages/verify-page.tsx",
  // A signed-in learner's page, rendered in the browser (issue 50 item 5).
  "/dashboard": "src/features/dashboard/pages/dashboard-page.tsx",
};

if (!process.argv.includes("--no-build")) {
  const command = "npm run build -w web >/dev/null && node scripts/size.mjs --no-build";
  const result = spawnSync("flock", ["/tmp/ga-build.lock", "sh", "-c", command], {
    cwd: root,
    stdio: "inherit",
  });
  process.exit(result.status ?? 1);
}

const dist = process.env.WEB_DIST || join(root, "web", "dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
const entry = "index.html"; // the app (the other entry, src/app/wake.ts, is its loader)

/** The chunk files of a manifest key and of everything it imports statically. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest: update ROUTES in size.mjs`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const content = readFileSync(join(dist, file));
    const brotli = join(dist, `${file}.br`); // written by the build for assets over 1 KB
    const sent = existsSync(brotli) ? readFileSync(brotli).length : content.length;
    sizes.set(file, { raw: content.length, gzip: gzipSync(content).length, sent });
  }
  return sizes.get(file);
}

const kb = bytes => (bytes / 1024).toFixed(1).padStart(8);
console.log("route           chunks   raw KB  gzip KB  sent KB (br)");
let home;
for (const [route, page] of Object.entries(ROUTES)) {
  const files = closure(entry);
  if (page) closure(page, files);
  const total = [...files].map(sizeOf).reduce((a, b) => ({
    raw: a.raw + b.raw,
    gzip: a.gzip + b.gzip,
    sent: a.sent + b.sent,
  }));
  home ??= total;
  console.log(
    `${route.padEnd(14)} ${String(files.size).padStart(7)} ${kb(total.raw)} ${kb(total.gzip)} ${kb(total.sent)}`,
  );
}
console.log("\nlargest chunks:");
for (const [file, { raw, gzip }] of [...sizes].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, 6)) {
  console.log(`  ${file.padEnd(44)} ${kb(raw)} ${kb(gzip)}`);
}
// A visitor's server-rendered page loads only the app's loader before the first sign of intent.
const wake = sizeOf("wake.js");
console.log(
  `\nBefore a visitor's first sign of intent, a server-rendered page loads only wake.js: ${kb(wake.gzip).trim()} KB gzipped.`,
);
if (home.gzip > BUDGET_KB * 1024) {
  console.error(
    `\nThe home page loads ${kb(home.gzip).trim()} KB of gzipped JavaScript: over the ${BUDGET_KB} KB budget.`,
  );
  process.exit(1);
}
console.log(`\nThe home page is within the ${BUDGET_KB} KB budget (gzipped JavaScript).`);
