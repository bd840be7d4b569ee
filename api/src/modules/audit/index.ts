import type { AppModule } from "../../app-module.js";
import { AuditEvent } from "./audit-event.entity.js";

export const auditModule: AppModule = { name: "audit", entities: [AuditEvent] };
