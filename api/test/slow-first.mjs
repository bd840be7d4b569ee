import { readFileSync } from "node:fs";
import { relative } from "node:path";
import Sequencer from "@jest/test-sequencer";

const root = new URL("..", import.meta.url).pathname;
/** The API files that took 5 s or more in a gate (test-results/api.json), in seconds. */
const seconds = JSON.parse(readFileSync(new URL("slow-files.json", import.meta.url), "utf8"));

/**
 * The files that took longest in a gate first, then the rest in jest's own order. Jest starts the
 * files it has timed the longest first, but without its cache (a fresh clone, as CI runs) it goes
 * by file size, and the slow files (a few short files that wait on jobs, servers and processes)
 * started last and made the API phase's tail: in the gate of 2026-11-29 07:48 `boot.test.ts`
 * started at 179 s of 212, a third of both cores idle meanwhile.
 */
export default class SlowFirst extends Sequencer {
  sort(tests) {
    const time = test => seconds[relative(root, test.path)] ?? 0;
    const order = new Map(super.sort([...tests]).map((test, index) => [test, index]));
    return [...tests].sort((a, b) => time(b) - time(a) || order.get(a) - order.get(b));
  }
}
