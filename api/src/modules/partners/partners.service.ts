import type { EntityManager } from "@mikro-orm/postgresql";
import type { Viewer } from "../../graphql/roles.js";
import { PartnerAdmin } from "./partner-admin.entity.js";
import { PartnerEvent } from "./partner-event.entity.js";
import { PartnerScopeService } from "./partner-scope.service.js";
import { PartnerLogo } from "./partner-storefront.entity.js";
import { PartnerStorefrontService } from "./partner-storefront.service.js";
import type { PartnerObject, PartnerSummaryObject } from "./partners.types.js";
import { partnerStatusAt } from "./storefront.rules.js";

/** A membership's partner as its administrator lists it (its partner populated). */
export function summaryOf({ partner: ref, role }: PartnerAdmin): PartnerSummaryObject {
  const partner = ref.getEntity();
  return {
    id: partner.id,
    legalName: partner.legalName,
    displayName: partner.displayName ?? null,
    licenceType: partner.licenceType,
    status: partnerStatusAt(partner),
    role,
  };
}

/** What a partner's administrators and the academy's read of it (docs/partners.md). */
export class PartnerService {
  constructor(private readonly em: EntityManager) {}

  /** The partners the viewer administers (joined memberships only). */
  async mine(viewer: Viewer): Promise<PartnerSummaryObject[]> {
    const memberships = await new PartnerScopeService(this.em).membershipsOf(viewer.id);
    return memberships.map(summaryOf);
  }

  /** One partner with its administrators and timeline, for a caller who administers it. */
  async view(viewer: Viewer, partnerId: number): Promise<PartnerObject> {
    const partner = await new PartnerScopeService(this.em).requireAdmin(viewer, partnerId);
    const admins = await this.em.find(PartnerAdmin, { partner }, { orderBy: { id: "asc" } });
    const events = await this.em.find(
      PartnerEvent,
      { partner },
      { orderBy: { at: "asc", id: "asc" } },
    );
    const logo = await this.em.findOne(
      PartnerLogo,
      { partner },
      { fields: ["updatedAt"], disableIdentityMap: true },
    );
    return {
      id: partner.id,
      legalName: partner.legalName,
      contactName: partner.contactName,
      contactEmail: partner.contactEmail,
      licenceType: partner.licenceType,
      status: partnerStatusAt(partner),
      displayName: partner.displayName ?? null,
      slug: partner.slug ?? null,
      brandColour: partner.brandColour ?? null,
      supportEmail: partner.supportEmail ?? null,
      supportPhone: partner.supportPhone ?? null,
      launchedAt: partner.launchedAt ?? null,
      termEndsAt: partner.termEndsAt ?? null,
      suspendedReason: partner.suspendedReason ?? null,
      createdAt: partner.createdAt,
      logoUrl: logo ? `/api/partners/${partner.id}/logo.png?v=${logo.updatedAt.getTime()}` : null,
      launchMissing: await new PartnerStorefrontService(this.em).launchMissing(partner),
      admins: admins.map(admin => ({
        id: admin.id,
        email: admin.email,
        role: admin.role,
        status: admin.status,
        invitedAt: admin.invitedAt,
        joinedAt: admin.joinedAt ?? null,
      })),
      timeline: events.map(event => ({
        kind: event.kind,
        at: event.at,
        note: typeof event.details?.note === "string" ? event.details.note : null,
      })),
    };
  }
}
