import type { AppModule } from "../../app-module.js";
import { VerificationCacheEntry, VerificationFlag } from "./verification-flag.entity.js";
import { verificationHttp } from "./verification.http.js";
import { verificationPermissions } from "./verification.permissions.js";
import { VerificationResolver } from "./verification.resolver.js";
import { verificationRoutes } from "./verification.rest.js";

/** Event verification: integrity checks of enrollments, payments, courses and security. */
export const verificationModule: AppModule = {
  name: "verification",
  entities: [VerificationFlag, VerificationCacheEntry],
  resolvers: [VerificationResolver],
  rest: {
    routes: verificationRoutes,
    operations: new URL("./verification.rest.graphql", import.meta.url),
  },
  permissions: verificationPermissions,
  http: {
    routes: [
      { method: "GET", path: "/api/admin/verification/export.csv", answers: "text/csv" },
      { method: "GET", path: "/api/admin/verification/export.json", answers: "application/json" },
    ],
    register: verificationHttp,
  },
};
