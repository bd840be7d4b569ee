import type { ReadinessCheck } from "../../http/readiness.js";
import { MoodleGateway } from "./moodle-gateway.js";

/** /readyz's `learningSystem`: Moodle answers the token's site info, or the demo one stands in. */
export const learningSystemReadiness: ReadinessCheck = {
  name: "learningSystem",
  async check(config) {
    if (!config.lms) return "demo";
    await new MoodleGateway(config.lms).site();
    return "reachable";
  },
};
