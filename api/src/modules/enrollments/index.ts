import type { AppModule } from "../../app-module.js";
import { Enrollment } from "./enrollment.entity.js";
import { EnrollmentResolver } from "./enrollment.resolver.js";
import { enrollmentsRoutes } from "./enrollments.rest.js";

/** Learners' enrollments and their access to the learning system. */
export const enrollmentsModule: AppModule = {
  name: "enrollments",
  entities: [Enrollment],
  resolvers: [EnrollmentResolver],
  rest: {
    routes: enrollmentsRoutes,
    operations: new URL("./enrollments.rest.graphql", import.meta.url),
  },
};
