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

// Payments is the ledger and the gateway: each kind of purchase (a module's `purchases`: the
// checkout's course, business-offers' licence fee, agencies' seats) fulfils what a payment buys
// and gives it back on a refund or a lost dispute, so payments imports no domain module. It may
// use what every module uses: the payer (users), the audit trail (audit), notifications
// (systems), the site's settings and install id (settings), rate limits, the permission rows'
// helpers; and the course a payment names (its relation), the entity file only. (The offer a
// licence fee names is related from the offer's side: business-offers/business-offer.entity.ts.)
const PAYMENTS_MAY_USE = [
  "users/",
  "audit/",
  "systems/",
  "settings/",
  "rate-limits/",
  "permissions.ts",
  "courses/course.entity.ts",
];

describe("payments", () => {
  it("imports no domain module", () => {
    const offending = sourceFiles(join(src, "modules/payments")).flatMap(file =>
      importsOf(file)
        .filter(specifier => specifier.startsWith("."))
        .map(specifier => relative(join(src, "modules"), resolve(dirname(file), specifier)))
        .filter(target => !target.startsWith("..") && !target.startsWith("payments/"))
        .map(target => target.replace(/\.js$/, ".ts"))
        .filter(target => !PAYMENTS_MAY_USE.some(allowed => target.startsWith(allowed)))
        .map(target => `${relative(src, file)} -> ${target}`),
    );
    expect(offending).toEqual([]);
  });
});

// No file imports itself back through others (farm-studio's "circles", issue 53): a circle makes
// the order modules load in matter, and no part of it can be read or moved alone.
describe("the source files", () => {
  it("import one another without a circle", () => {
    const files = sourceFiles(src);
    const edges = new Map(
      files.map(file => [
        file,
        importsOf(file)
          .filter(specifier => specifier.startsWith("."))
          .map(specifier => resolve(dirname(file), specifier).replace(/\.js$/, ".ts")),
      ]),
    );
    const circles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "open") {
        circles.push(
          [...path.slice(path.indexOf(file)), file].map(f => relative(src, f)).join(" -> "),
        );
        return;
      }
      state.set(file, "open");
      for (const next of edges.get(file) ?? []) visit(next, [...path, file]);
      state.set(file, "done");
    };
    for (const file of files) visit(file, []);
    expect(circles).toEqual([]);
  });
});
