import type { AppModule } from "../../app-module.js";
import { AdminResolver } from "./admin.resolver.js";
import { adminRoutes } from "./admin.rest.js";

/** The admin dashboard (figures, series, recent activity) and the admin fix. */
export const adminModule: AppModule = {
  name: "admin",
  resolvers: [AdminResolver],
  rest: { routes: adminRoutes, operations: new URL("./admin.rest.graphql", import.meta.url) },
};
