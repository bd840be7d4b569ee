import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { oneLineProblem } from "@guardian/rules";
import { badInput, notFound } from "../../errors.js";
import type { RequestMeta } from "../../graphql/context.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditService } from "../audit/audit.service.js";
import { PartnerEvent, PartnerEventKind } from "./partner-event.entity.js";
import { PartnerTermService } from "./partner-term.service.js";
import { Partner, PartnerStatus } from "./partner.entity.js";

/** A suspension's reason: one line, 1 to 500 characters, shown to the partner's administrators. */
export const MAX_REASON = 500;

function reasonOf(value: string): string {
  const text = value.trim();
  if (!text) throw badInput("Reason is required");
  if ([...text].length > MAX_REASON) {
    throw badInput(`Reason must be at most ${MAX_REASON} characters`);
  }
  const problem = oneLineProblem("Reason", text);
  if (problem) throw badInput(problem);
  return text;
}

/**
 * The academy's administrators suspend a partner (its storefront stops selling; the reason is
 * shown on its page) and resume it (it returns to where it was). Each change is on the partner's
 * timeline and in the audit log, in one transaction; the same call again changes nothing.
 */
export class PartnerSuspensionService {
  constructor(private readonly em: EntityManager) {}

  async suspendPartner(
    partnerId: number,
    reason: string,
    actor: { actorId: number; meta: RequestMeta },
  ): Promise<Partner> {
    const text = reasonOf(reason);
    return this.em.transactional(async tx => {
      const partner = await this.locked(tx, partnerId);
      if (partner.status === PartnerStatus.SUSPENDED && partner.suspendedReason === text) {
        return partner;
      }
      const from = partner.status;
      partner.status = PartnerStatus.SUSPENDED;
      partner.suspendedReason = text;
      this.record(tx, partner, PartnerEventKind.SUSPENDED, actor, { from, reason: text });
      return partner;
    });
  }

  async resumePartner(
    partnerId: number,
    actor: { actorId: number; meta: RequestMeta },
  ): Promise<Partner> {
    return this.em.transactional(async tx => {
      const partner = await this.locked(tx, partnerId);
      if (partner.status !== PartnerStatus.SUSPENDED) return partner;
      // Back to where it was; a term that ended meanwhile is ended by the term job (and read as
      // ended at once: partnerStatusAt).
      partner.status = await new PartnerTermService(tx).runningStatus(partner);
      partner.suspendedReason = null;
      this.record(tx, partner, PartnerEventKind.RESUMED, actor, { to: partner.status });
      return partner;
    });
  }

  private async locked(tx: EntityManager, partnerId: number): Promise<Partner> {
    const partner = await tx.findOne(Partner, partnerId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!partner) throw notFound("No such partner.");
    return partner;
  }

  private record(
    tx: EntityManager,
    partner: Partner,
    kind: PartnerEventKind.SUSPENDED | PartnerEventKind.RESUMED,
    { actorId, meta }: { actorId: number; meta: RequestMeta },
    details: Record<string, string>,
  ) {
    tx.create(PartnerEvent, {
      partner,
      kind,
      actor: actorId,
      details: details.reason ? { note: details.reason } : null,
    });
    new AuditService(tx).record({
      type:
        kind === PartnerEventKind.SUSPENDED
          ? AuditEventType.PartnerSuspended
          : AuditEventType.PartnerResumed,
      actorId,
      ...meta,
      details: { partnerId: partner.id, offerId: partner.businessOffer.id, ...details },
    });
  }
}
