// npm start: build whatever is missing or older than its sources, then run the built portal.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { runApi } from "../api/bin/run.mjs";

const root = new URL("..", import.meta.url).pathname;
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 17)) {
  console.error(
    `[portal] Node.js 24 is required (found ${process.version}): run \`. scripts/ensure-node.sh\` first.`,
  );
  process.exit(1);
}

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map(name => newest(join(path, name))));
}

const parts = [
  {
    workspace: "web",
    // Built last (web/dist first, then the server's renderer of the public pages).
    output: "web/dist-server/server.js",
    sources: ["web/src", "web/public", "web/index.html", "web/vite.config.ts"],
  },
  { workspace: "api", output: "api/dist/main.js", sources: ["api/src"] },
];
for (const { workspace, output, sources } of parts) {
  const built = newest(join(root, output));
  if (built && sources.every(source => newest(join(root, source)) <= built)) continue;
  console.log(`[portal] Building ${workspace}...`);
  const result = spawnSync("npm", ["run", "build", "-w", workspace], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

runApi(["api/dist/main.js"], root);
