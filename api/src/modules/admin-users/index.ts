import type { AppModule } from "../../app-module.js";
import { AdminUsersResolver } from "./admin-users.resolver.js";
import { adminUsersRoutes } from "./admin-users.rest.js";
import { BulkEnrollmentResolver } from "./bulk-enroll.resolver.js";

/** The administrators' Users screen: the list, accounts made and changed, enrollments granted. */
export const adminUsersModule: AppModule = {
  name: "admin-users",
  resolvers: [AdminUsersResolver, BulkEnrollmentResolver],
  rest: {
    routes: adminUsersRoutes,
    operations: new URL("./admin-users.rest.graphql", import.meta.url),
  },
};
