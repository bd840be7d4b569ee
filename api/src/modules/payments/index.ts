import type { AppModule } from "../module.js";
import { Payment } from "./payment.entity.js";
import { Receipt } from "./receipt.entity.js";

export const paymentsModule: AppModule = { name: "payments", entities: [Payment, Receipt] };
