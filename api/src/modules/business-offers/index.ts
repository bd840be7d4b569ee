import type { AppModule } from "../module.js";
import { BusinessOffer } from "./business-offer.entity.js";

export const businessOffersModule: AppModule = {
  name: "business-offers",
  entities: [BusinessOffer],
};
