import type { EntityManager } from "@mikro-orm/postgresql";
import { AppError } from "../../errors.js";
import { type Viewer, viewerHasRole, Role } from "../../graphql/roles.js";
import { PartnerAdmin, PartnerAdminStatus } from "./partner-admin.entity.js";
import { Partner } from "./partner.entity.js";

/** The one refusal of a partner's operations: the same for another partner and an unknown id. */
export const NOT_PARTNER_ADMIN = "You do not administer this partner";

/**
 * Who may act for a partner: the academy's administrators, and the partner's own administrators
 * (a normal account with a joined membership of it; invited or removed ones are not). Every
 * partner operation takes the partner's id and asks here first.
 */
export class PartnerScopeService {
  constructor(private readonly em: EntityManager) {}

  /**
   * The partner, for a caller who may administer it; anyone else is refused FORBIDDEN, with the
   * same answer whether the partner exists or not (no oracle of ids). An academy administrator
   * asking for an unknown id gets NOT_FOUND.
   */
  async requireAdmin(viewer: Viewer, partnerId: number): Promise<Partner> {
    if (viewerHasRole(viewer, Role.ADMIN)) {
      const partner = await this.em.findOne(Partner, partnerId);
      if (!partner) throw new AppError("NOT_FOUND", "No such partner.");
      return partner;
    }
    const membership = await this.em.findOne(
      PartnerAdmin,
      { partner: partnerId, user: viewer.id, status: PartnerAdminStatus.JOINED },
      { populate: ["partner"] },
    );
    if (!membership) throw new AppError("FORBIDDEN", NOT_PARTNER_ADMIN);
    return membership.partner.getEntity();
  }

  /** The joined memberships of a user, with their partners, oldest partner first. */
  membershipsOf(userId: number): Promise<PartnerAdmin[]> {
    return this.em.find(
      PartnerAdmin,
      { user: userId, status: PartnerAdminStatus.JOINED },
      { populate: ["partner"], orderBy: { partner: { id: "asc" } } },
    );
  }
}
