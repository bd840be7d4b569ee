import type { FilterQuery } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  type Page,
  SortDirection,
  containing,
  keysetPage,
  mapPage,
  searchTerm,
} from "../../db/keyset.js";
import type { PageArgs } from "../../graphql/connection.js";
import type { Viewer } from "../../graphql/roles.js";
import { SettingsService } from "../settings/settings.service.js";
import { periodBounds, periodOf } from "../../util/months.js";
import type { AdminPartnerFilter } from "./admin-partners.inputs.js";
import type { AdminPartnerObject, AdminPartnerRowObject } from "./admin-partners.types.js";
import { PartnerTerm } from "./partner-term.entity.js";
import { Partner, PartnerStatus } from "./partner.entity.js";
import { PartnerService } from "./partners.service.js";
import { partnerStatusAt } from "./storefront.rules.js";

/** A status as stored, read as partnerStatusAt reads it: a running term whose end passed is ENDED. */
function byStatus(status: PartnerStatus, now: Date): FilterQuery<Partner> {
  const passed = { termEndsAt: { $lte: now }, status: { $ne: PartnerStatus.SUSPENDED } };
  if (status === PartnerStatus.ENDED) return { $or: [{ status }, passed] };
  if (status === PartnerStatus.SUSPENDED) return { status };
  return { status, $or: [{ termEndsAt: null }, { termEndsAt: { $gt: now } }] };
}

interface Figures {
  partner_id: number;
  learners: number;
  sales: number;
  cents: number;
}

/**
 * The academy's view of its partners (docs/partners.md, "The academy's view"): the list with each
 * partner's learners and this month's sales, and one partner with its terms. Administrators only
 * (the resolver's role); a page costs a constant number of statements.
 */
export class AdminPartnersService {
  constructor(private readonly em: EntityManager) {}

  /** Partners, newest first, a keyset page at a time. */
  async listPartners(
    filter: AdminPartnerFilter | null | undefined,
    page: PageArgs,
    now = new Date(),
  ): Promise<Page<AdminPartnerRowObject>> {
    const where: FilterQuery<Partner>[] = [];
    if (filter?.status) where.push(byStatus(filter.status, now));
    if (filter?.licenceType) where.push({ licenceType: filter.licenceType });
    const search = searchTerm(filter?.search, { plainText: true });
    if (search) {
      const like = { $ilike: containing(search) };
      where.push({ $or: [{ legalName: like }, { displayName: like }] });
    }
    const result = await keysetPage(this.em, Partner, {
      where,
      sort: {
        name: "admin-partners",
        keys: [{ property: "createdAt", type: "date" }],
        direction: SortDirection.DESC,
      },
      page,
    });
    const figures = await this.figuresOf(
      result.edges.map(edge => edge.node.id),
      now,
    );
    return mapPage(result, partner => rowOf(partner, figures.get(partner.id), now));
  }

  /** One partner: its page's reading (timeline, administrators), its figures and its terms. */
  async viewPartner(
    viewer: Viewer,
    partnerId: number,
    now = new Date(),
  ): Promise<AdminPartnerObject> {
    const view = await new PartnerService(this.em).view(viewer, partnerId);
    const partner = await this.em.findOneOrFail(Partner, partnerId);
    const terms = await this.em.find(
      PartnerTerm,
      { partner: partnerId },
      { orderBy: { startsAt: "asc", id: "asc" } },
    );
    const figures = await this.figuresOf([partnerId], now);
    return {
      partner: view,
      summary: rowOf(partner, figures.get(partnerId), now),
      terms: terms.map(term => ({
        kind: term.kind,
        startsAt: term.startsAt,
        endsAt: term.endsAt,
        withdrawnAt: term.withdrawnAt ?? null,
      })),
    };
  }

  /**
   * Each partner's learners and this month's sales (paid, maybe refunded since), the month's
   * bounds in the academy's time zone as statements close them. Two statements, whatever the page.
   */
  private async figuresOf(ids: number[], now: Date): Promise<Map<number, Figures>> {
    if (!ids.length) return new Map();
    const zone = await new SettingsService(this.em).readTimeZone();
    const { start, end } = periodBounds(periodOf(now, zone), zone);
    const rows = await this.em.getConnection().execute<Figures[]>(
      `select p.id as partner_id,
              (select count(*)::int from users u
                where u.registered_via_partner_id = p.id
                   or u.id in (select e.user_id from enrollments e where e.partner_id = p.id)) as learners,
              (select count(*)::int from payments s
                where s.partner_id = p.id and s.status in ('successful', 'refunded')
                  and s.created_at >= ? and s.created_at < ?) as sales,
              (select coalesce(sum(s.amount_cents), 0)::float8 from payments s
                where s.partner_id = p.id and s.status in ('successful', 'refunded')
                  and s.created_at >= ? and s.created_at < ?) as cents
         from partners p where p.id = any(?::int[])`,
      [start, end, start, end, `{${ids.join(",")}}`],
    );
    return new Map(rows.map(row => [row.partner_id, row]));
  }
}

/** A partner's row of the list. */
function rowOf(partner: Partner, figures: Figures | undefined, now: Date): AdminPartnerRowObject {
  return {
    id: partner.id,
    legalName: partner.legalName,
    displayName: partner.displayName ?? null,
    licenceType: partner.licenceType,
    status: partnerStatusAt(partner, now),
    termEndsAt: partner.termEndsAt ?? null,
    storefrontUrl: partner.launchedAt && partner.slug ? `/p/${partner.slug}` : null,
    learners: figures?.learners ?? 0,
    salesThisMonth: figures?.sales ?? 0,
    salesThisMonthCents: figures?.cents ?? 0,
    createdAt: partner.createdAt,
  };
}
