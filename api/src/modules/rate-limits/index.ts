import type { AppModule } from "../../app-module.js";
import { RateBucket } from "./rate-bucket.entity.js";
import { RateLimit } from "./rate-limit.entity.js";

export const rateLimitsModule: AppModule = {
  name: "rate-limits",
  entities: [RateLimit, RateBucket],
};
