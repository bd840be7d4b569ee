import type { EntityManager } from "@mikro-orm/postgresql";
import { User } from "../users/user.entity.js";
import { AuditEvent, type AuditEventType } from "./audit-event.entity.js";

export interface AuditInput {
  type: AuditEventType;
  actorId?: number | null;
  subjectId?: number | null;
  ipAddress?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown>;
}

/** Adds an audit event to the caller's unit of work: it commits with the change it records. */
export function recordAudit(em: EntityManager, input: AuditInput): AuditEvent {
  const { actorId, subjectId, type, ipAddress, userAgent, details } = input;
  return em.create(AuditEvent, {
    type,
    actor: actorId ? em.getReference(User, actorId) : null,
    subject: subjectId ? em.getReference(User, subjectId) : null,
    ipAddress,
    userAgent,
    details,
  });
}
