import type { AppModule } from "../../app-module.js";
import { AddressClearance } from "./address-clearance.entity.js";
import { AUDIT_CSV_PATH, securityHttp } from "./security.http.js";
import { SecurityResolver } from "./security.resolver.js";
import { securityRoutes } from "./security.rest.js";

/** The Security Dashboard: cards, token management, intrusion detection and the audit log. */
export const securityModule: AppModule = {
  name: "security",
  entities: [AddressClearance],
  resolvers: [SecurityResolver],
  rest: { routes: securityRoutes, operations: new URL("./security.rest.graphql", import.meta.url) },
  http: {
    routes: [
      {
        method: "GET",
        path: AUDIT_CSV_PATH,
        answers: "text/csv",
        query: {
          type: "An audit event type (AuditEventType); every type when omitted.",
          q: "The actor's username, exactly.",
          from: "The first day, YYYY-MM-DD (UTC), included.",
          to: "The last day, YYYY-MM-DD (UTC), included.",
        },
      },
    ],
    register: securityHttp,
  },
};
