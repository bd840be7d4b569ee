import type { EntityManager } from "@mikro-orm/postgresql";
import { AppError, badInput, notFound } from "../../errors.js";
import type { RequestMeta } from "../../graphql/context.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditService } from "../audit/audit.service.js";
import { readHost } from "./partner-host.rules.js";
import { PartnerHost } from "./partner-host.entity.js";
import { Partner } from "./partner.entity.js";

/** How long the host map is used at most before it is read again (and at once on a new site version). */
export const HOST_MAP_TTL_MS = 30_000;

/** The mapped hosts and the slug each serves, as read at a site version. */
interface HostMap {
  version: string;
  at: number;
  slugs: Map<string, string>;
}

const maps = new WeakMap<object, HostMap>();

interface Actor {
  actorId: number;
  meta: RequestMeta;
}

/**
 * Host names that serve a partner's storefront: the academy's administrators map and unmap them
 * (audited), and a page's request asks which storefront its host serves (none: the portal).
 */
export class PartnerHostService {
  constructor(private readonly em: EntityManager) {}

  /** The partner's host names, in order. */
  async hostsOf(partnerId: number): Promise<string[]> {
    const rows = await this.em.find(
      PartnerHost,
      { partner: partnerId },
      { orderBy: { host: "asc" } },
    );
    return rows.map(row => row.host);
  }

  /**
   * Serves `partnerId` at `raw` (partner-host.rules.ts; `publicUrl`'s host is refused). The same
   * mapping again changes nothing; a host another partner has is a CONFLICT.
   */
  async mapHost(
    partnerId: number,
    raw: string,
    publicUrl: string,
    actor: Actor,
  ): Promise<string[]> {
    const { host, problem } = readHost(raw, new URL(publicUrl).hostname);
    if (problem !== undefined) throw badInput(problem);
    await this.em.transactional(async tx => {
      const partner = await tx.findOne(Partner, partnerId);
      if (!partner) throw notFound("No such partner.");
      // Inserted or found in one statement: two administrators mapping at once get one row.
      const inserted = await tx
        .getConnection()
        .execute<{ partner_id: number }[]>(
          `insert into partner_hosts (host, partner_id, created_by_id) values (?, ?, ?) on conflict (host) do nothing returning partner_id`,
          [host, partnerId, actor.actorId],
          "all",
          tx.getTransactionContext(),
        );
      if (inserted.length === 0) {
        const existing = await tx.findOneOrFail(PartnerHost, { host });
        if (existing.partner.id !== partnerId) {
          throw new AppError("CONFLICT", "This host already serves another partner");
        }
        return;
      }
      this.audit(tx, AuditEventType.PartnerHostMapped, actor, { partnerId, host });
    });
    return this.hostsOf(partnerId);
  }

  /** Stops serving a partner at `raw`; a host that is not mapped (any more) changes nothing. */
  async unmapHost(raw: string, actor: Actor): Promise<boolean> {
    const host = raw.trim().toLowerCase();
    return this.em.transactional(async tx => {
      const deleted = await tx
        .getConnection()
        .execute<{ partner_id: number }[]>(
          `delete from partner_hosts where host = ? returning partner_id`,
          [host],
          "all",
          tx.getTransactionContext(),
        );
      const [row] = deleted;
      if (!row) return false;
      this.audit(tx, AuditEventType.PartnerHostUnmapped, actor, {
        partnerId: row.partner_id,
        host,
      });
      return true;
    });
  }

  /**
   * The slug of the storefront `hostname` serves (exactly a mapped host, with a slug set), or
   * null: the portal. The map is read once per site version (a mapping or a partner's write
   * raises it) and 30 s, so a page's request costs no query of its own.
   */
  async storefrontOf(hostname: string, version: string, now = Date.now()): Promise<string | null> {
    let map = maps.get(this.em.config);
    if (!map || map.version !== version || now - map.at >= HOST_MAP_TTL_MS) {
      const rows = await this.em
        .getConnection()
        .execute<{ host: string; slug: string }[]>(
          `select h.host, p.slug from partner_hosts h join partners p on p.id = h.partner_id where p.slug is not null`,
        );
      map = { version, at: now, slugs: new Map(rows.map(row => [row.host, row.slug])) };
      maps.set(this.em.config, map);
    }
    return map.slugs.get(hostname) ?? null;
  }

  private audit(
    tx: EntityManager,
    type: AuditEventType,
    { actorId, meta }: Actor,
    details: object,
  ) {
    new AuditService(tx).record({ type, actorId, ...meta, details: { ...details } });
  }
}
