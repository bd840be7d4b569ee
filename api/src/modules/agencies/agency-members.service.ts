import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { AppError, badInput, notFound } from "../../errors.js";
import type { RequestMeta } from "../../graphql/context.js";
import type { Viewer } from "../../graphql/roles.js";
import type { JobDeps } from "../../jobs/deps.js";
import type { JobQueue } from "../../jobs/queue.js";
import { AgreementService } from "../agreements/agreement.service.js";
import { hashToken } from "../api-tokens/api-tokens.service.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditService } from "../audit/audit.service.js";
import { EnrollmentService } from "../enrollments/enrollment.service.js";
import { Enrollment } from "../enrollments/enrollment.entity.js";
import { User } from "../users/user.entity.js";
import type { Agency } from "./agency.entity.js";
import { AgencyMember, AgencyMemberStatus, AgencyRole } from "./agency-member.entity.js";
import { AgencyService, SEAT_HOLDERS } from "./agency.service.js";
import type {
  AgencyInvitationObject,
  AgencyInvitationPreviewObject,
  AgencySeatObject,
} from "./agency.types.js";

const invalidInvitation = () =>
  badInput("This invitation link is not valid: it was used, revoked or has expired");

/**
 * An agency's members: an invited agent reads their link and joins with it, an agent's seats and
 * their enrollment on one, and a manager removing a member.
 */
export class AgencyMemberService {
  constructor(private readonly em: EntityManager) {}

  /**
   * What an invitation link offers, before anyone signs in: the agency, the course of the seat
   * and the address invited. The token is the proof (it went to that address by mail); a link
   * used, revoked or expired is refused as acceptInvitation refuses it. Reads only.
   */
  async previewInvitation(token: string): Promise<AgencyInvitationPreviewObject> {
    const member = await this.em.findOne(
      AgencyMember,
      { tokenHash: hashToken(token), status: AgencyMemberStatus.INVITED },
      { populate: ["agency", "course"] },
    );
    if (!member?.expiresAt || member.expiresAt <= new Date() || !member.course) {
      throw invalidInvitation();
    }
    const course = member.course.getEntity();
    return {
      agencyName: member.agency.getEntity().name,
      courseId: course.id,
      courseTitle: course.title,
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      expiresAt: member.expiresAt,
    };
  }

  /**
   * The invited agent joins with the link's token, signed in with the account of the address it
   * was sent to: the seat becomes theirs and the link is spent. Audited, in one transaction.
   */
  async acceptInvitation(
    viewer: Viewer,
    token: string,
    meta: RequestMeta,
  ): Promise<AgencyInvitationObject> {
    return this.em.transactional(async em => {
      const member = await em.findOne(
        AgencyMember,
        { tokenHash: hashToken(token), status: AgencyMemberStatus.INVITED },
        { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ["agency", "course"] },
      );
      if (!member?.expiresAt || member.expiresAt <= new Date()) throw invalidInvitation();
      const user = await em.findOneOrFail(User, viewer.id);
      if (user.email.toLowerCase() !== member.email) {
        throw badInput(
          "This invitation was sent to another email address: sign in with that address's account",
        );
      }
      em.assign(member, {
        user,
        status: AgencyMemberStatus.JOINED,
        joinedAt: new Date(),
        tokenHash: null,
        expiresAt: null,
      });
      new AuditService(em).record({
        type: AuditEventType.AgencyMemberJoined,
        actorId: viewer.id,
        subjectId: viewer.id,
        ...meta,
        details: { agencyId: member.agency.id, courseId: member.course?.id ?? null },
      });
      await em.flush();
      const course = member.course!.getEntity();
      return {
        agencyName: member.agency.getEntity().name,
        courseId: course.id,
        courseTitle: course.title,
      };
    });
  }

  /**
   * A manager removes a member of their agency, or revokes an invitation (its link stops
   * working). An agent's access and certificates stay theirs; a seat they never used returns.
   */
  async removeMember(viewer: Viewer, memberId: number): Promise<Agency> {
    return this.em.transactional(async em => {
      const agency = await new AgencyService(em).managedByViewer(viewer);
      const member = await em.findOne(
        AgencyMember,
        { id: memberId, agency },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!member) throw notFound("Member not found");
      if (member.role === AgencyRole.MANAGER) throw badInput("A manager cannot be removed");
      em.assign(member, { status: AgencyMemberStatus.REMOVED, tokenHash: null, expiresAt: null });
      await em.flush();
      return agency;
    });
  }

  /** The seats agencies gave the user, by course title. */
  async seatsOf(userId: number): Promise<AgencySeatObject[]> {
    const members = await this.em.find(
      AgencyMember,
      { user: userId, ...SEAT_HOLDERS, course: { $ne: null } },
      { populate: ["agency", "course"] },
    );
    return members
      .map(member => ({
        agencyName: member.agency.getEntity().name,
        courseId: member.course!.id,
        courseTitle: member.course!.getEntity().title,
        enrolled: member.enrollment != null,
      }))
      .sort((a, b) => a.courseTitle.localeCompare(b.courseTitle));
  }

  /**
   * Enrolls the agent on their agency's seat of the course once they signed the enrollment
   * agreement for it (the regulated evidence stays per person): as any enrollment, with its
   * provisioning, mail and audit, in one transaction. Again: the same enrollment.
   */
  async enrollOnSeat(
    viewer: Viewer,
    courseId: number,
    jobs: JobQueue<JobDeps>,
    meta: RequestMeta,
  ): Promise<number> {
    return this.em.transactional(async em => {
      const member = await em.findOne(
        AgencyMember,
        {
          user: viewer.id,
          course: courseId,
          role: AgencyRole.AGENT,
          status: AgencyMemberStatus.JOINED,
        },
        { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ["course"] },
      );
      if (!member) throw notFound("You have no agency seat of this course");
      if (member.enrollment) return member.enrollment.id;
      if (!(await new AgreementService(em).hasSignedAgreement(viewer.id, courseId))) {
        throw badInput("Sign the enrollment agreement for this course first");
      }
      const enrollments = new EnrollmentService(em, { jobs });
      if (await enrollments.findCurrentEnrollment(viewer.id, courseId)) {
        throw new AppError("CONFLICT", "You are already enrolled in this course");
      }
      const enrollment = await enrollments.enrollLearner({
        userId: viewer.id,
        course: member.course!.getEntity(),
        audit: { actorId: viewer.id, ...meta, details: { agencyId: member.agency.id } },
      });
      member.enrollment = em.getReference(Enrollment, enrollment.id, { wrapped: true });
      await em.flush();
      return enrollment.id;
    });
  }
}
