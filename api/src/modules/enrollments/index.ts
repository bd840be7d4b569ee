import type { AppModule } from "../module.js";
import { Enrollment } from "./enrollment.entity.js";

export const enrollmentsModule: AppModule = { name: "enrollments", entities: [Enrollment] };
