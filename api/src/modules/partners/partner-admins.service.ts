import { randomBytes } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Context } from "../../graphql/context.js";
import { hashToken } from "../api-tokens/api-tokens.service.js";
import { partnerAdminInvitation } from "../mail/mail.messages.js";
import { MailService } from "../mail/mail.service.js";
import { PartnerAdmin, type PartnerAdminRole, PartnerAdminStatus } from "./partner-admin.entity.js";
import { PartnerEvent, PartnerEventKind } from "./partner-event.entity.js";
import type { Partner } from "./partner.entity.js";

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
}
