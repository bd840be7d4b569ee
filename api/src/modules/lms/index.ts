import type { AppModule } from "../../app-module.js";
import { CourseAccessResolver } from "./course-access.resolver.js";
import { demoLmsHttp, demoLmsHttpRoutes } from "./demo-lms.http.js";
import { DemoLmsSession } from "./demo-lms-session.entity.js";
import { completionUnavailableTotal, learningSystemReadiness } from "./moodle.gateway.js";
import { provisionJob } from "./provision.job.js";
import { withdrawJob } from "./withdraw.job.js";

/** The academy's learning system (Moodle): learners put into their courses and taken out. */
export const lmsModule: AppModule = {
  name: "lms",
  resolvers: [CourseAccessResolver],
  entities: [DemoLmsSession],
  jobs: [provisionJob, withdrawJob],
  metrics: [completionUnavailableTotal],
  readiness: [learningSystemReadiness],
  http: { routes: demoLmsHttpRoutes, register: demoLmsHttp },
};
