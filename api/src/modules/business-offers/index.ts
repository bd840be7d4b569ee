import type { AppModule } from "../../app-module.js";
import { BusinessOffer } from "./business-offer.entity.js";
import { BusinessOfferResolver } from "./business-offers.resolver.js";
import { businessOffersRoutes } from "./business-offers.rest.js";
import { licenceFee } from "./licence-fee.service.js";

/** The business licensing programme: applications, the licence fee, the admins' offers. */
export const businessOffersModule: AppModule = {
  name: "business-offers",
  entities: [BusinessOffer],
  resolvers: [BusinessOfferResolver],
  rest: {
    routes: businessOffersRoutes,
    operations: new URL("./business-offers.rest.graphql", import.meta.url),
  },
  purchases: [licenceFee],
};
