import type { EntityManager } from "@mikro-orm/postgresql";
import { User } from "../users/user.entity.js";
import { AuditEvent, type AuditEventType } from "./audit-event.entity.js";

export interface AuditChainCheck {
  /** Every row's hash is its own and every row links to the one before it. */
  intact: boolean;
  /** Rows checked. */
  checked: number;
  /** The first row whose hash or link does not hold: it, or the row before it, was altered. */
  firstBroken: { id: string; createdAt: Date } | null;
}

export interface AuditInput {
  type: AuditEventType;
  actorId?: number | null;
  subjectId?: number | null;
  ipAddress?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown>;
}

/** The audit log: events recorded with the changes they tell of, and the hash chain checked. */
export class AuditService {
  constructor(private readonly em: EntityManager) {}

  /** Adds an audit event to the caller's unit of work (its `em`): it commits with the change. */
  record(input: AuditInput): AuditEvent {
    const { actorId, subjectId, type, ipAddress, userAgent, details } = input;
    return this.em.create(AuditEvent, {
      type,
      actor: actorId ? this.em.getReference(User, actorId) : null,
      subject: subjectId ? this.em.getReference(User, subjectId) : null,
      ipAddress,
      userAgent,
      details,
    });
  }

  /**
   * Recomputes the audit log's hash chain (see Migration20261123230000_audit_chain) in the
   * database: each row's hash from its previous hash and its own fields, and each row's link to
   * the row before. A row edited, inserted or deleted by hand breaks the chain there. One
   * statement.
   */
  async verifyChain(): Promise<AuditChainCheck> {
    const [row] = await this.em
      .getConnection()
      .execute<{ checked: string; broken_id: string | null; broken_at: Date | null }[]>(
        `with chain as (
         select id, created_at,
                hash is not null
                and hash = audit_event_hash(prev_hash, id, type, actor_id, subject_id, ip_address,
                                            user_agent, details, created_at)
                and prev_hash is not distinct from lag(hash) over (order by id) as holds
           from audit_events)
       select count(*)::text as checked,
              (select id::text from chain where not holds order by id limit 1) as broken_id,
              (select created_at from chain where not holds order by id limit 1) as broken_at
         from chain`,
      );
    const firstBroken = row?.broken_id
      ? { id: row.broken_id, createdAt: new Date(row.broken_at!) }
      : null;
    return { intact: !firstBroken, checked: Number(row?.checked ?? 0), firstBroken };
  }
}
