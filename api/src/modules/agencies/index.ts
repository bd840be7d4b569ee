import type { AppModule } from "../../app-module.js";
import { Agency } from "./agency.entity.js";
import { AgencyMember } from "./agency-member.entity.js";
import { AgencySeats } from "./agency-seats.entity.js";
import { AgencySeatPurchase } from "./agency-seat-purchase.entity.js";
import { AgencyResolver } from "./agency.resolver.js";
import { agencyRoutes } from "./agency.rest.js";
import { seatPurchase } from "./seat-purchase.service.js";

/** Employers' accounts: agencies, their managers and agents, and the seats they hold (issue 36). */
export const agenciesModule: AppModule = {
  name: "agencies",
  entities: [Agency, AgencyMember, AgencySeats, AgencySeatPurchase],
  resolvers: [AgencyResolver],
  rest: {
    routes: agencyRoutes,
    operations: new URL("./agency.rest.graphql", import.meta.url),
  },
  purchases: [seatPurchase],
};
