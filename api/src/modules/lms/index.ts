import type { AppModule } from "../module.js";
import { provisionJob } from "./provision.job.js";

/** The academy's learning system (Moodle): provisioning learners into their courses. */
export const lmsModule: AppModule = { name: "lms", jobs: [provisionJob] };
