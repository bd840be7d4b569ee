import { LockMode, raw } from "@mikro-orm/core";
import { randomBytes } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import { badInput, notFound } from "../../errors.js";
import type { RequestMeta } from "../../graphql/context.js";
import type { Viewer } from "../../graphql/roles.js";
import type { JobDeps } from "../../jobs/deps.js";
import type { JobQueue } from "../../jobs/queue.js";
import { hashToken } from "../api-tokens/api-tokens.service.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditService } from "../audit/audit.service.js";
import { Course } from "../courses/course.entity.js";
import { agencyInvitation } from "../mail/mail.messages.js";
import { MailService } from "../mail/mail.service.js";
import { User } from "../users/user.entity.js";
import { checkedPeople } from "../users/people-list.rules.js";
import type { Agency } from "./agency.entity.js";
import { AgencyMember, AgencyMemberStatus, AgencyRole } from "./agency-member.entity.js";
import { AgencySeats } from "./agency-seats.entity.js";
import { AgencyService } from "./agency.service.js";
import { type InvitationPreviewRowObject, InvitationOutcome } from "./agency.types.js";

/** How long an invitation link works. */
export const INVITATION_DAYS = 14;

/** A new single-use link (14 days) for an invited member, and its mail in the outbox. */
async function mailInvitation(
  em: EntityManager,
  jobs: JobQueue<JobDeps>,
  agency: Agency,
  member: AgencyMember,
  course: Course,
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  em.assign(member, {
    invitedAt: new Date(),
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
  });
  await em.flush();
  await new MailService(em, { jobs }).queueMail({
    to: member.email,
    ...agencyInvitation({
      firstName: member.firstName,
      agencyName: agency.name,
      courseTitle: course.title,
      token,
      days: INVITATION_DAYS,
    }),
    kind: "agency.invitation",
    key: `agency-invitation:${member.id}:${member.invitedAt.toISOString()}`,
  });
}

/**
 * A manager invites agents to the agency's seats from a CSV list: what the list would do, the
 * invitations and their mails, and an invitation sent again (the link's side: the members').
 */
export class AgencyInvitationService {
  constructor(private readonly em: EntityManager) {}

  /**
   * What inviting the rows of a CSV list (`first_name,last_name,email`) to seats of a course would
   * do, row by row: a new invitation, an existing member, or an error with its reason (bad email,
   * duplicate row, no seats left...). Nothing is written or sent.
   */
  async previewInvitations(
    agency: Agency,
    courseId: number,
    csv: string,
  ): Promise<InvitationPreviewRowObject[]> {
    const { held, unused } = await new AgencyService(this.em).unusedSeats(agency, courseId);
    if (!held) throw badInput("The agency has no seats of this course");
    const rows = checkedPeople(csv);
    const members = new Set(
      (
        await this.em.find(
          AgencyMember,
          { agency, status: { $ne: AgencyMemberStatus.REMOVED } },
          { fields: ["email"] },
        )
      ).map(member => member.email),
    );
    // An administrator's address is never an agent's: their account would join an agency.
    const keys = rows.filter(row => !row.problem).map(row => row.key);
    const administrators = new Set(
      keys.length
        ? (
            await this.em.find(
              User,
              {
                [raw(alias => `lower(${alias}.email)`)]: { $in: keys },
                $or: [{ isAdmin: true }, { isSuperAdmin: true }],
              },
              { fields: ["email"] },
            )
          ).map(user => user.email.toLowerCase())
        : [],
    );
    let free = unused;
    return rows.map(({ line, firstName, lastName, email, key, problem }) => {
      const row = { line, firstName, lastName, email };
      const reason =
        problem ??
        (administrators.has(key)
          ? "This address belongs to an administrator, who cannot be invited"
          : null);
      if (reason) return { ...row, outcome: InvitationOutcome.ERROR, reason };
      if (members.has(key)) {
        return { ...row, outcome: InvitationOutcome.MEMBER, reason: "Already a member" };
      }
      if (free <= 0) return { ...row, outcome: InvitationOutcome.ERROR, reason: "No seats left" };
      free -= 1;
      return { ...row, outcome: InvitationOutcome.INVITE, reason: null };
    });
  }

  /**
   * Invites the list's "Invite" rows (previewInvitations) to seats of the course: in one
   * transaction, with the agency's seats of the course locked (two sends at once cannot give out
   * one seat twice), each invitation and its mail in the outbox (a link that works once, for 14
   * days), audited. Answers the rows as previewed; sent again, the list invites nobody twice.
   */
  async sendInvitations(
    viewer: Viewer,
    courseId: number,
    csv: string,
    jobs: JobQueue<JobDeps>,
    meta: RequestMeta,
  ): Promise<InvitationPreviewRowObject[]> {
    return this.em.transactional(async em => {
      const agency = await new AgencyService(em).managedByViewer(viewer);
      await em.findOne(
        AgencySeats,
        { agency, course: courseId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      const rows = await new AgencyInvitationService(em).previewInvitations(agency, courseId, csv);
      const invited = rows.filter(row => row.outcome === InvitationOutcome.INVITE);
      const course = await em.findOneOrFail(Course, courseId);
      // A member removed earlier is invited again on their row (one row per agency and address).
      const earlier = new Map(
        (
          await em.find(AgencyMember, {
            agency,
            email: { $in: invited.map(row => row.email.toLowerCase()) },
          })
        ).map(member => [member.email, member]),
      );
      for (const row of invited) {
        const email = row.email.toLowerCase();
        const member =
          earlier.get(email) ??
          em.create(AgencyMember, {
            agency,
            email,
            firstName: row.firstName,
            lastName: row.lastName,
            role: AgencyRole.AGENT,
          });
        em.assign(member, {
          firstName: row.firstName,
          lastName: row.lastName,
          role: AgencyRole.AGENT,
          status: AgencyMemberStatus.INVITED,
          course,
          user: null,
          enrollment: null,
          joinedAt: null,
        });
        await mailInvitation(em, jobs, agency, member, course);
      }
      if (invited.length) {
        new AuditService(em).record({
          type: AuditEventType.AgencyInvitationsSent,
          actorId: viewer.id,
          ...meta,
          details: { agencyId: agency.id, courseId, emails: invited.map(row => row.email) },
        });
        await em.flush();
      }
      return rows;
    });
  }

  /**
   * Sends an invitation not yet accepted again: a new link for 14 days (the old one stops working)
   * in a new mail, audited.
   */
  async resendInvitation(
    viewer: Viewer,
    memberId: number,
    jobs: JobQueue<JobDeps>,
    meta: RequestMeta,
  ): Promise<Agency> {
    return this.em.transactional(async em => {
      const agency = await new AgencyService(em).managedByViewer(viewer);
      const member = await em.findOne(
        AgencyMember,
        { id: memberId, agency },
        { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ["course"] },
      );
      if (!member) throw notFound("Member not found");
      if (member.status !== AgencyMemberStatus.INVITED || !member.course) {
        throw badInput("Only an invitation not accepted yet can be sent again");
      }
      await mailInvitation(em, jobs, agency, member, member.course.getEntity());
      new AuditService(em).record({
        type: AuditEventType.AgencyInvitationsSent,
        actorId: viewer.id,
        ...meta,
        details: {
          agencyId: agency.id,
          courseId: member.course.id,
          emails: [member.email],
          resent: true,
        },
      });
      await em.flush();
      return agency;
    });
  }
}
