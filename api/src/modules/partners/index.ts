import type { AppModule } from "../../app-module.js";
import { PartnerAdmin } from "./partner-admin.entity.js";
import { PartnerEvent } from "./partner-event.entity.js";
import { Partner } from "./partner.entity.js";
import { PartnerResolver } from "./partners.resolver.js";
import { partnerRoutes } from "./partners.rest.js";

/**
 * Licensed partners (issue 54): businesses that offer the academy's courses under their own
 * brand, their administrators and their timeline. docs/partners.md.
 */
export const partnersModule: AppModule = {
  name: "partners",
  entities: [Partner, PartnerAdmin, PartnerEvent],
  resolvers: [PartnerResolver],
  rest: {
    routes: partnerRoutes,
    operations: new URL("./partners.rest.graphql", import.meta.url),
  },
};
