import type { AppModule } from "../module.js";
import { UserAgreement } from "./user-agreement.entity.js";

export const agreementsModule: AppModule = { name: "agreements", entities: [UserAgreement] };
