import { LockMode, UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { AppError, badInput, notFound, refuseInvalidFields } from "../../errors.js";
import type { RequestMeta } from "../../graphql/context.js";
import type { Viewer } from "../../graphql/roles.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditService } from "../audit/audit.service.js";
import { Course } from "../courses/course.entity.js";
import { User } from "../users/user.entity.js";
import { nameProblem } from "../users/user.rules.js";
import { emailProblem } from "../users/people-list.rules.js";
import { Agency } from "./agency.entity.js";
import { AgencyMember, AgencyMemberStatus, AgencyRole } from "./agency-member.entity.js";
import { AgencySeats } from "./agency-seats.entity.js";
import type { AgencyInput } from "./agency.inputs.js";

/**
 * An agency's members who hold a seat of a course: agents invited or on it, and removed agents
 * who used theirs (an enrollment on a seat stays the seat's). As SQL over agency_members `m`
 * (HOLDS_SEAT), as a MikroORM filter (SEAT_HOLDERS) and for a loaded member (holdsSeat).
 */
export const HOLDS_SEAT = (m: string) =>
  `${m}.role = 'agent' and (${m}.status <> 'removed' or ${m}.enrollment_id is not null)`;

export const SEAT_HOLDERS = {
  role: AgencyRole.AGENT,
  $or: [{ status: { $ne: AgencyMemberStatus.REMOVED } }, { enrollment: { $ne: null } }],
};

export const holdsSeat = (member: AgencyMember) =>
  member.role === AgencyRole.AGENT &&
  (member.status !== AgencyMemberStatus.REMOVED || member.enrollment != null);

/**
 * An agency, who manages it and the seats it holds: set up by its manager, seats granted by an
 * administrator (bought seats: seat-purchase.service.ts, their refunds: seat-refund.service.ts; invitations, members and the views of an agency:
 * the agency-*.service.ts files beside this one).
 */
export class AgencyService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Adds seats of a course to an agency's (a negative count takes them back, never below none), in
   * one statement so that two changes at once both count.
   */
  async addSeats(agencyId: number, courseId: number, seats: number) {
    // em.execute: in the caller's transaction (the connection's own execute would run beside it).
    await this.em.execute(
      `insert into agency_seats (agency_id, course_id, seats) values (?, ?, greatest(?, 0))
         on conflict (agency_id, course_id)
         do update set seats = greatest(agency_seats.seats + ?, 0)`,
      [agencyId, courseId, seats, seats],
    );
  }

  /**
   * The seats an agency holds of a course (none: null) and how many of them no member holds;
   * `lock` locks the seats' row for the caller's transaction.
   */
  async unusedSeats(
    agency: Agency | number,
    courseId: number,
    lock = false,
  ): Promise<{ held: AgencySeats | null; unused: number }> {
    const held = await this.em.findOne(
      AgencySeats,
      { agency, course: courseId },
      lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
    );
    const taken = await this.em.count(AgencyMember, { agency, course: courseId, ...SEAT_HOLDERS });
    return { held, unused: Math.max((held?.seats ?? 0) - taken, 0) };
  }

  /** The agency the user manages, or null. */
  async managedBy(userId: number): Promise<Agency | null> {
    const manager = await this.em.findOne(
      AgencyMember,
      { user: userId, role: AgencyRole.MANAGER, status: AgencyMemberStatus.JOINED },
      { populate: ["agency"] },
    );
    return manager?.agency.getEntity() ?? null;
  }

  /** The agency the viewer manages, or NOT_FOUND: managers read and change only their own. */
  async managedByViewer(viewer: Viewer): Promise<Agency> {
    const agency = await this.managedBy(viewer.id);
    if (!agency) throw notFound("You do not manage an agency");
    return agency;
  }

  /** Sets an agency up, managed by the viewer (one agency each), audited; in one transaction. */
  async create(viewer: Viewer, input: AgencyInput, meta: RequestMeta): Promise<Agency> {
    const name = input.name.trim();
    const billingEmail = input.billingEmail.trim().toLowerCase();
    refuseInvalidFields({
      name: nameProblem("Agency name", name),
      billingEmail: emailProblem(billingEmail),
    });
    return this.em.transactional(async em => {
      const user = await em.findOneOrFail(User, viewer.id);
      if (await new AgencyService(em).managedBy(viewer.id)) {
        throw new AppError("CONFLICT", "You already manage an agency");
      }
      const agency = em.create(Agency, { name, billingEmail, createdBy: user });
      em.create(AgencyMember, {
        agency,
        user,
        email: user.email.toLowerCase(),
        firstName: user.firstName,
        lastName: user.lastName,
        role: AgencyRole.MANAGER,
        status: AgencyMemberStatus.JOINED,
        joinedAt: new Date(),
      });
      try {
        await em.flush();
      } catch (error) {
        // Two set-ups at once by the same user: the database's one-managed-agency index decides.
        if (error instanceof UniqueConstraintViolationException) {
          throw new AppError("CONFLICT", "You already manage an agency");
        }
        throw error;
      }
      new AuditService(em).record({
        type: AuditEventType.AgencyCreated,
        actorId: viewer.id,
        subjectId: viewer.id,
        ...meta,
        details: { agencyId: agency.id, name },
      });
      await em.flush();
      return agency;
    });
  }

  /** Seats granted by an administrator without payment (added to those held), audited. */
  async grantSeats(
    agencyId: number,
    courseId: number,
    seats: number,
    admin: Viewer,
    meta: RequestMeta,
  ): Promise<Agency> {
    if (!Number.isInteger(seats) || seats < 1 || seats > 10_000) {
      throw badInput("Seats must be a whole number from 1 to 10000");
    }
    return this.em.transactional(async em => {
      const agency = await em.findOne(Agency, agencyId);
      if (!agency) throw notFound("Agency not found");
      const course = await em.findOne(Course, courseId);
      if (!course) throw notFound("Course not found");
      await new AgencyService(em).addSeats(agency.id, course.id, seats);
      new AuditService(em).record({
        type: AuditEventType.AgencySeatsGranted,
        actorId: admin.id,
        ...meta,
        details: { agencyId, courseId, seats },
      });
      await em.flush();
      return agency;
    });
  }
}
