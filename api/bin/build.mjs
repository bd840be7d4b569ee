// Builds api/src into JavaScript (`npm run build -w api`: into api/dist): SWC, one file for each
// TypeScript file (tests and declarations left out) with its source map, and the modules'
// `*.rest.graphql` operations copied beside them. Types are checked by `npm run typecheck`, not
// here. The tests that start the API as a process build their own copy with the same function
// (test/built-api.ts), and jest transforms with the same SWC options.
import { transformFile } from "@swc/core";
import { copyFile, mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const API_DIR = join(import.meta.dirname, "..");

/** Legacy decorators with their metadata (type-graphql, MikroORM), native ESM. */
export const SWC_OPTIONS = {
  jsc: {
    parser: { syntax: "typescript", decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: "es2023",
  },
  module: { type: "es6" },
};

/** api/src as JavaScript in `target` (emptied first), laid out as src is. */
export async function buildApi(target) {
  const src = join(API_DIR, "src");
  await rm(target, { recursive: true, force: true });
  for (const file of await readdir(src, { recursive: true })) {
    const from = join(src, file);
    const to = join(target, file);
    if (file.endsWith(".rest.graphql")) {
      await mkdir(dirname(to), { recursive: true });
      await copyFile(from, to);
    } else if (file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith(".d.ts")) {
      const js = to.replace(/\.ts$/, ".js");
      const { code, map } = await transformFile(from, {
        ...SWC_OPTIONS,
        swcrc: false,
        sourceMaps: true,
        inlineSourcesContent: false,
        sourceFileName: relative(dirname(js), from),
      });
      await mkdir(dirname(to), { recursive: true });
      await writeFile(js, `${code}\n//# sourceMappingURL=${basename(js)}.map\n`);
      await writeFile(`${js}.map`, map);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildApi(join(API_DIR, "dist"));
}
