import { Counter } from "prom-client";
import { COMPLETION_UNAVAILABLE } from "./moodle-gateway.js";

/**
 * Completion checks Moodle answered with a configuration fault instead of a status, by reason
 * (CompletionUnavailable): on the app's registry at /metrics (http/metrics.ts adds it).
 */
export const completionUnavailableTotal = new Counter({
  name: "lms_completion_unavailable_total",
  help: "Completion checks Moodle could not answer for a configuration fault (completion off, the role cannot view, groups, course access, no criteria), by reason",
  labelNames: ["reason"],
  registers: [],
});
for (const reason of COMPLETION_UNAVAILABLE) completionUnavailableTotal.inc({ reason }, 0);
