import { existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { buildApi } from "../bin/build.mjs";

/**
 * api/src as JavaScript, as `npm run build` makes it (bin/build.mjs), once per test run: the tests that start the API as a process of its own (boot, replicas,
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
    await buildApi(own);
    await rename(own, dir).catch(() => rm(own, { recursive: true, force: true }));
  }
  return join(dir, "main.js");
}
