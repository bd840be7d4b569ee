// Fails when schema/schema.graphql, the generated web modules (web/src/graphql/ and each
// `*.generated.ts` beside its .graphql file) and example types, docs/openapi.json or the REST paths
// table of docs/api.md are older than their sources (the resolvers, the REST table): regenerates
// them and compares with what is on disk, leaving the files as they were.
import { execSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { API_NODE_FLAGS } from "../api/bin/run.mjs";

const root = new URL("..", import.meta.url).pathname;
const generatedFiles = () => [
  ...listFiles("web/src/graphql"),
  ...listFiles("web/src").filter(path => path.endsWith(".generated.ts")),
  ...listFiles("docs/examples/generated"),
];
const watched = ["schema/schema.graphql", "docs/openapi.json", "docs/api.md", ...generatedFiles()];

function listFiles(dir) {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry => join(dir, relative(abs, join(entry.parentPath, entry.name))));
}

const snapshot = paths =>
  new Map(
    paths.map(path => [
      path,
      existsSync(join(root, path)) ? readFileSync(join(root, path), "utf8") : null,
    ]),
  );

const before = snapshot(watched);
try {
  execSync("npm run --silent generate", { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
} catch {
  console.error("check-drift: generation failed");
  process.exit(1);
}
const after = snapshot([...new Set([...watched, ...generatedFiles()])]);
const stale = [...after].filter(([path, text]) => before.get(path) !== text).map(([path]) => path);
for (const path of after.keys()) {
  const text = before.get(path);
  if (typeof text === "string") writeFileSync(join(root, path), text);
  else rmSync(join(root, path), { force: true });
}

// The image runs dist/main.js with Node directly (no launcher process): its CMD lists the flags.
const cmd = readFileSync(join(root, "Dockerfile"), "utf8").match(/^CMD (\[.*\])$/m);
const imageFlags = cmd ? JSON.parse(cmd[1]).filter(arg => arg.startsWith("--")) : [];
if (imageFlags.join(" ") !== API_NODE_FLAGS.join(" ")) {
  console.error(
    `Dockerfile's CMD runs Node with ${imageFlags.join(" ") || "no flags"}, not API_NODE_FLAGS`,
  );
  process.exit(1);
}

if (stale.length) {
  console.error(`Stale generated files (run \`npm run generate\` and commit): ${stale.join(", ")}`);
  process.exit(1);
}
console.log("Schema, generated types and REST docs are up to date.");
