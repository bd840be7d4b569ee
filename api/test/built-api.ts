import { transformFile } from "@swc/core";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

const API_DIR = join(import.meta.dirname, "..");

/**
 * api/src as JavaScript, the way `npm run build` lays it out (SWC with the jest config's options),
 * once per test run: the tests that start the API as a process of its own (boot, replicas,
 * supervisor) run what production runs, and a start costs what loading the built API costs, not
 * a compile of every module. The directory (TEST_API_BUILD, named by the global setup, removed by
 * its teardown) lies beside src/ like dist/: the API finds the repository from there. The first
 * file to ask builds it; one asking at the same time builds a copy of its own and drops it.
 * Returns the path of the built `main.js`.
 */
export async function builtApi(): Promise<string> {
  const dir = process.env.TEST_API_BUILD;
  if (!dir)
    throw new Error("TEST_API_BUILD is not set: run the API tests with jest (global setup)");
  if (!existsSync(dir)) {
    const own = `${dir}.${process.pid}`;
    await build(own);
    await rename(own, dir).catch(() => rm(own, { recursive: true, force: true }));
  }
  return join(dir, "main.js");
}

async function build(target: string) {
  const src = join(API_DIR, "src");
  for (const file of await readdir(src, { recursive: true })) {
    const to = join(target, file);
    if (file.endsWith(".rest.graphql")) {
      await mkdir(dirname(to), { recursive: true });
      await copyFile(join(src, file), to);
    } else if (file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith(".d.ts")) {
      const { code } = await transformFile(join(src, file), {
        jsc: {
          parser: { syntax: "typescript", decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: "es2023",
        },
        module: { type: "es6" },
        swcrc: false,
      });
      await mkdir(dirname(to), { recursive: true });
      await writeFile(to.replace(/\.ts$/, ".js"), code);
    }
  }
}
