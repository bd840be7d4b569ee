import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// The kernel (graphql/ rest/ http/ db/ jobs/) takes the module list as an argument: it imports
// no domain. Only the entry points (main.ts, worker.ts, cli/ with the schema emitter, the test
// app) compose the modules (and seed/, which they call). The committed migrations are data about
// the domain: excepted.
const src = resolve(dirname(fileURLToPath(import.meta.url)), "../src");
const KERNEL = ["graphql", "rest", "http", "db", "jobs"];
const EXCEPTED = ["db/migrations/"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

const importsOf = (file: string) =>
  [...readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map(
    ([, specifier]) => specifier,
  );

describe("the kernel", () => {
  it("imports nothing from api/src/modules", () => {
    const offending = KERNEL.flatMap(folder => sourceFiles(join(src, folder)))
      .filter(file => !EXCEPTED.some(prefix => relative(src, file).startsWith(prefix)))
      .flatMap(file =>
        importsOf(file)
          .filter(specifier => specifier.startsWith("."))
          .filter(specifier =>
            relative(src, resolve(dirname(file), specifier)).startsWith("modules/"),
          )
          .map(specifier => `${relative(src, file)} -> ${specifier}`),
      );
    expect(offending).toEqual([]);
  });
});
