import type { AppModule } from "../../app-module.js";
import { TrustedAddress } from "./trusted-address.entity.js";
import { VerificationCacheEntry, VerificationFlag } from "./verification-flag.entity.js";
import { verificationHttp } from "./verification.http.js";
import { VerificationResolver } from "./verification.resolver.js";
import { verificationRoutes } from "./verification.rest.js";

/** The exports' one parameter: which checks' findings. */
const query = {
  group: "all (the default), overview, enrollments, payments, courses, security or security-audit.",
};

/** Event verification: integrity checks of enrollments, payments, courses and security. */
export const verificationModule: AppModule = {
  name: "verification",
  entities: [VerificationFlag, VerificationCacheEntry, TrustedAddress],
  resolvers: [VerificationResolver],
  rest: {
    routes: verificationRoutes,
    operations: new URL("./verification.rest.graphql", import.meta.url),
  },
  http: {
    routes: [
      { method: "GET", path: "/api/admin/verification/export.csv", answers: "text/csv", query },
      {
        method: "GET",
        path: "/api/admin/verification/export.json",
        answers: "application/json",
        query,
      },
    ],
    register: verificationHttp,
  },
};
