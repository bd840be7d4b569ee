import { readFileSync } from "node:fs";
import { relative } from "node:path";
import Sequencer from "@jest/test-sequencer";

const root = new URL("..", import.meta.url).pathname;
/** The API files that took 5 s or more in a gate (test-results/timings.json), in seconds. */
const seconds = JSON.parse(readFileSync(new URL("slow-files.json", import.meta.url), "utf8"));

/**
 * Jest runs the files it has timed the longest first, so that no worker is left with a long file
 * at the end; without its cache (a fresh clone, as CI runs) it goes by file size, and the slowest
 * files (a few short files that wait on jobs, servers and processes) started last and made the
 * API phase's tail (gate of 2026-11-29 04:22: a third of both cores idle for its last 90 s). This
 * order takes jest's timings when it has them, else the gate's, else the size as before.
 */
export default class SlowFirst extends Sequencer {
  sort(tests) {
    const order = new Map(super.sort([...tests]).map((test, index) => [test, index]));
    const time = test => this.time(test) ?? seconds[relative(root, test.path)] ?? 0;
    return [...tests].sort(
      (a, b) =>
        Number(this.hasFailed(b)) - Number(this.hasFailed(a)) ||
        time(b) - time(a) ||
        order.get(a) - order.get(b),
    );
  }
}
