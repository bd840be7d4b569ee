import type { AppModule } from "../../app-module.js";
import type { PurchaseKind } from "../../graphql/context.js";
import { paymentGateway } from "../payments/payment-gateway.js";
import { BusinessOffer } from "./business-offer.entity.js";
import { BusinessOfferResolver } from "./business-offers.resolver.js";
import { businessOffersRoutes } from "./business-offers.rest.js";
import { BusinessOfferService } from "./business-offers.service.js";

/** An offer's licence fee: its payments carry the offer's id. */
const licenceFee: PurchaseKind = {
  name: "business-offer",
  claims: metadata => metadata.businessOfferId !== undefined,
  fulfil: (ctx, { id, metadata }) =>
    new BusinessOfferService(ctx.em, ctx.jobs).pay(
      paymentGateway(ctx.config, ctx.em),
      Number(metadata.businessOfferId),
      id,
      {},
    ),
};

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
