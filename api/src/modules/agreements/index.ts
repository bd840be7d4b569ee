import type { AppModule } from "../../app-module.js";
import { AgreementResolver } from "./agreement.resolver.js";
import { agreementsHttp } from "./agreements.http.js";
import { agreementsRoutes } from "./agreements.rest.js";
import { UserAgreement } from "./user-agreement.entity.js";

/** The signed enrollment agreements, their evidence and their PDF. */
export const agreementsModule: AppModule = {
  name: "agreements",
  entities: [UserAgreement],
  resolvers: [AgreementResolver],
  rest: {
    routes: agreementsRoutes,
    operations: new URL("./agreements.rest.graphql", import.meta.url),
  },
  http: {
    routes: [{ method: "GET", path: "/api/user-agreements/:id/pdf", answers: "application/pdf" }],
    register: agreementsHttp,
  },
};
