import { randomBytes } from "node:crypto";
import { EMAIL_PATTERN } from "@guardian/rules";
import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { badInput, notFound } from "../../errors.js";
import type { Context } from "../../graphql/context.js";
import type { Viewer } from "../../graphql/roles.js";
import { hashToken } from "../api-tokens/api-tokens.service.js";
import { User } from "../users/user.entity.js";
import { partnerAdminInvitation } from "../mail/mail.messages.js";
import { MailService } from "../mail/mail.service.js";
import { PartnerAdmin, PartnerAdminRole, PartnerAdminStatus } from "./partner-admin.entity.js";
import { PartnerEvent, PartnerEventKind } from "./partner-event.entity.js";
import type { Partner } from "./partner.entity.js";
import { PartnerScopeService } from "./partner-scope.service.js";
import type { PartnerInvitationObject } from "./partners.types.js";

const invalidInvitation = () =>
  badInput("This invitation link is not valid: it was used, revoked or has expired");

/** How long a partner administrator's invitation link works. */
export const PARTNER_INVITATION_DAYS = 14;

/** A partner's administrators: their invitations (docs/partners.md). */
export class PartnerAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<Context, "jobs">,
  ) {}

  /**
   * Invites `email` to administer the partner: the membership (invited, its link's token kept as
   * a hash, 14 days), the mail with the set-up link (never a password) and the timeline's
   * credentials-sent. Runs in the caller's transaction; an address invited again gets a new link.
   */
  async invite(
    partner: Partner,
    email: string,
    role: PartnerAdminRole,
    invitedBy: number | null,
  ): Promise<PartnerAdmin> {
    const token = randomBytes(32).toString("base64url");
    const address = email.trim().toLowerCase();
    const invitation = {
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + PARTNER_INVITATION_DAYS * 86_400_000),
      invitedAt: new Date(),
      invitedBy,
    };
    const admin =
      (await this.em.findOne(PartnerAdmin, { partner, email: address })) ??
      this.em.create(PartnerAdmin, { partner, email: address, role, ...invitation });
    this.em.assign(admin, { ...invitation, status: PartnerAdminStatus.INVITED });
    this.em.create(PartnerEvent, {
      partner,
      kind: PartnerEventKind.CREDENTIALS_SENT,
      actor: invitedBy,
      details: { note: address },
    });
    await this.em.flush();
    await new MailService(this.em, this.deps).queueMail({
      to: address,
      ...partnerAdminInvitation({
        partnerName: partner.legalName,
        token,
        days: PARTNER_INVITATION_DAYS,
      }),
      kind: "partner.admin_invitation",
      key: `partner-admin-invitation:${admin.id}:${invitation.invitedAt.toISOString()}`,
    });
    return admin;
  }

  /** An administrator of the partner invites a co-administrator (same mail, same link rules). */
  async inviteCoAdmin(viewer: Viewer, partnerId: number, email: string): Promise<PartnerAdmin> {
    const address = email.trim().toLowerCase();
    if ([...address].length > 254 || !EMAIL_PATTERN.test(address)) {
      throw badInput("Please enter a valid email");
    }
    return this.em.transactional(async tx => {
      const partner = await new PartnerScopeService(tx).requireAdmin(viewer, partnerId);
      const existing = await tx.findOne(PartnerAdmin, { partner, email: address });
      if (existing?.status === PartnerAdminStatus.JOINED) {
        throw badInput("This address already administers the partner");
      }
      return new PartnerAdminService(tx, this.deps).invite(
        partner,
        address,
        existing?.role ?? PartnerAdminRole.ADMIN,
        viewer.id,
      );
    });
  }

  /**
   * Removes an administrator of the partner, or revokes an invitation (its link stops working);
   * the partner keeps at least one joined owner.
   */
  async remove(viewer: Viewer, partnerId: number, adminId: number): Promise<void> {
    await this.em.transactional(async tx => {
      const partner = await new PartnerScopeService(tx).requireAdmin(viewer, partnerId);
      const admins = await tx.find(
        PartnerAdmin,
        { partner },
        { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: "asc" } },
      );
      const admin = admins.find(row => row.id === adminId);
      if (!admin || admin.status === PartnerAdminStatus.REMOVED) {
        throw notFound("No such administrator of this partner");
      }
      const owners = admins.filter(
        row => row.role === PartnerAdminRole.OWNER && row.status === PartnerAdminStatus.JOINED,
      );
      if (owners.length === 1 && owners[0] === admin) {
        throw badInput("The partner's last owner cannot be removed");
      }
      tx.assign(admin, { status: PartnerAdminStatus.REMOVED, tokenHash: null, expiresAt: null });
    });
  }

  /** What an invitation link offers before it is accepted; refused once used, revoked or expired. */
  async preview(token: string): Promise<PartnerInvitationObject> {
    const admin = await this.invited(this.em, token);
    return {
      partnerName: admin.partner.getEntity().legalName,
      email: admin.email,
      role: admin.role,
      expiresAt: admin.expiresAt!,
    };
  }

  /**
   * The invited joins with the link, signed in with the account of the address it was sent to
   * (a new one is registered first): they administer the partner; the link is spent. One
   * transaction, on the partner's timeline.
   */
  async accept(viewer: Viewer, token: string): Promise<PartnerAdmin> {
    return this.em.transactional(async tx => {
      const admin = await this.invited(tx, token, true);
      const user = await tx.findOneOrFail(User, viewer.id);
      if (user.email.toLowerCase() !== admin.email) {
        throw badInput(
          "This invitation was sent to another email address: sign in with that address's account",
        );
      }
      tx.assign(admin, {
        user: user.id,
        status: PartnerAdminStatus.JOINED,
        tokenHash: null,
        joinedAt: new Date(),
      });
      tx.create(PartnerEvent, {
        partner: admin.partner,
        kind: PartnerEventKind.ADMIN_JOINED,
        actor: user.id,
        details: { note: admin.email },
      });
      return admin;
    });
  }

  private async invited(em: EntityManager, token: string, lock = false): Promise<PartnerAdmin> {
    if (!token || token.length > 100) throw invalidInvitation();
    const admin = await em.findOne(
      PartnerAdmin,
      { tokenHash: hashToken(token), status: PartnerAdminStatus.INVITED },
      lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
    );
    if (!admin?.expiresAt || admin.expiresAt <= new Date()) throw invalidInvitation();
    await em.populate(admin, ["partner"]);
    return admin;
  }
}
