import { LockMode, UniqueConstraintViolationException } from "@mikro-orm/core";
import { randomBytes } from "node:crypto";
import { type FilterQuery, raw } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  type SortTable,
  SortDirection,
  containing,
  keysetPage,
  mapPage,
  searchTerm,
} from "../../db/keyset.js";
import type { PageArgs } from "../../graphql/connection.js";
import { AppError, badInput, notFound, refuseInvalidFields } from "../../errors.js";
import type { RequestMeta } from "../../graphql/context.js";
import type { JobDeps } from "../../jobs/deps.js";
import type { JobQueue } from "../../jobs/queue.js";
import { hasSignedAgreement } from "../agreements/agreement.service.js";
import { hashToken } from "../api-tokens/api-tokens.service.js";
import type { Viewer } from "../../graphql/roles.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { recordAudit } from "../audit/audit.service.js";
import { Course } from "../courses/course.entity.js";
import { currentEnrollment, enrollLearner } from "../enrollments/enroll.js";
import { agencyInvitation } from "../mail/messages.js";
import { queueMail } from "../mail/queue-mail.js";
import { User } from "../users/user.entity.js";
import { nameProblem } from "../users/user-rules.js";
import { checkedPeople, emailProblem } from "../users/people-list.js";
import { Certificate, CertificateStatus } from "../certificates/certificate.entity.js";
import { ledgerRows, utcDay } from "../ce-ledger/ledger.service.js";
import { Enrollment, EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import { Agency } from "./agency.entity.js";
import { AgencyMember, AgencyMemberStatus, AgencyRole } from "./agency-member.entity.js";
import { AgencySeats } from "./agency-seats.entity.js";
import {
  type AdminAgencyConnection,
  type AgencyFilter,
  type AgencyInput,
  type AgencySort,
  AgencySortField,
  type AgencyInvitationObject,
  type AgencyInvitationPreviewObject,
  type AgencyObject,
  AgencyMemberStage,
  type AgencySeatObject,
  type InvitationPreviewRowObject,
  InvitationOutcome,
} from "./agency.types.js";

/**
 * Adds seats of a course to an agency's (a negative count takes them back, never below none), in
 * one statement so that two changes at once both count.
 */
export async function addSeats(
  em: EntityManager,
  agencyId: number,
  courseId: number,
  seats: number,
) {
  // em.execute: in the caller's transaction (the connection's own execute would run beside it).
  await em.execute(
    `insert into agency_seats (agency_id, course_id, seats) values (?, ?, greatest(?, 0))
       on conflict (agency_id, course_id)
       do update set seats = greatest(agency_seats.seats + ?, 0)`,
    [agencyId, courseId, seats, seats],
  );
}

/** How long an invitation link works. */
export const INVITATION_DAYS = 14;

const invalidInvitation = () =>
  badInput("This invitation link is not valid: it was used, revoked or has expired");

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

/**
 * The seats an agency holds of a course (none: null) and how many of them no member holds;
 * `lock` locks the seats' row for the caller's transaction.
 */
export async function unusedSeats(
  em: EntityManager,
  agency: Agency | number,
  courseId: number,
  lock = false,
): Promise<{ held: AgencySeats | null; unused: number }> {
  const held = await em.findOne(
    AgencySeats,
    { agency, course: courseId },
    lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
  );
  const taken = await em.count(AgencyMember, { agency, course: courseId, ...SEAT_HOLDERS });
  return { held, unused: Math.max((held?.seats ?? 0) - taken, 0) };
}

const holdsSeat = (member: AgencyMember) =>
  member.role === AgencyRole.AGENT &&
  (member.status !== AgencyMemberStatus.REMOVED || member.enrollment != null);

/** An agent's progress on their seat (none for a manager or a removed member). */
function stageOf(member: AgencyMember): AgencyMemberStage | null {
  if (member.role !== AgencyRole.AGENT || member.status === AgencyMemberStatus.REMOVED) return null;
  if (member.status === AgencyMemberStatus.INVITED) return AgencyMemberStage.INVITED;
  const enrollment = member.enrollment?.getEntity();
  if (!enrollment) return AgencyMemberStage.AGREEMENT_PENDING;
  return enrollment.status === EnrollmentStatus.COMPLETED
    ? AgencyMemberStage.COMPLETED
    : AgencyMemberStage.ENROLLED;
}

const SORTS: SortTable<AgencySortField> = {
  keys: new Map([
    [AgencySortField.CREATED_AT, [{ property: "createdAt", type: "date" }]],
    [AgencySortField.NAME, [{ property: "name", type: "string" }]],
  ]),
  byDefault: { field: AgencySortField.CREATED_AT, direction: SortDirection.DESC },
  name: field => `agency-${field}`,
};

/** The agencies a filter selects: the manager's name and email as a subquery on the agency. */
function agenciesWhere(filter: AgencyFilter | null | undefined): FilterQuery<Agency>[] {
  const where: FilterQuery<Agency>[] = [];
  if (filter?.createdFrom) where.push({ createdAt: { $gte: filter.createdFrom } });
  if (filter?.createdTo) where.push({ createdAt: { $lt: filter.createdTo } });
  const search = searchTerm(filter?.search, { plainText: true });
  if (search) {
    const like = containing(search);
    where.push({
      $or: [
        { name: { $ilike: like } },
        { billingEmail: { $ilike: like } },
        {
          [raw(
            a =>
              `${a}.id in (select m.agency_id from agency_members m where m.role = 'manager'
                 and (m.email ilike ? or m.first_name || ' ' || m.last_name ilike ?))`,
            [like, like],
          )]: [],
        },
      ],
    } as FilterQuery<Agency>);
  }
  return where;
}

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
  await queueMail(em, jobs, {
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

export class AgencyService {
  constructor(private readonly em: EntityManager) {}

  /** The agency the user manages, or null. */
  async managedBy(userId: number): Promise<Agency | null> {
    const manager = await this.em.findOne(
      AgencyMember,
      { user: userId, role: AgencyRole.MANAGER, status: AgencyMemberStatus.JOINED },
      { populate: ["agency"] },
    );
    return manager?.agency.getEntity() ?? null;
  }

  /**
   * One page of every agency, for administrators: its manager and its seat and member counts,
   * read for the page's agencies at once (three statements whatever the page's size).
   */
  async adminList(
    filter: AgencyFilter | null | undefined,
    sort: AgencySort | null | undefined,
    page: PageArgs,
  ): Promise<AdminAgencyConnection> {
    const result = await keysetPage(this.em, Agency, {
      where: agenciesWhere(filter),
      sort: { table: SORTS, chosen: sort },
      page,
    });
    const ids = result.edges.map(({ node }) => node.id);
    const counts = new Map(
      (ids.length
        ? await this.em.execute<
            {
              id: number;
              manager_name: string | null;
              manager_email: string | null;
              seats: number;
              used: number;
              members: number;
            }[]
          >(
            `select a.id, boss.first_name || ' ' || boss.last_name as manager_name,
                    boss.email as manager_email,
                    coalesce((select sum(s.seats) from agency_seats s where s.agency_id = a.id), 0)::int as seats,
                    (select count(*) from agency_members m where m.agency_id = a.id
                      and ${HOLDS_SEAT("m")})::int as used,
                    (select count(*) from agency_members m where m.agency_id = a.id
                      and m.status <> 'removed')::int as members
               from agencies a
               left join lateral (
                 select m.first_name, m.last_name, m.email from agency_members m
                  where m.agency_id = a.id and m.role = 'manager' and m.status <> 'removed'
                  order by m.id limit 1) boss on true
               where a.id in (${ids.map(() => "?").join(", ")})`,
            ids,
          )
        : []
      ).map(row => [row.id, row]),
    );
    return mapPage(result, agency => {
      const row = counts.get(agency.id);
      return {
        id: agency.id,
        name: agency.name,
        billingEmail: agency.billingEmail,
        createdAt: agency.createdAt,
        managerName: row?.manager_name ?? null,
        managerEmail: row?.manager_email ?? null,
        seats: row?.seats ?? 0,
        used: row?.used ?? 0,
        members: row?.members ?? 0,
      };
    });
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
      recordAudit(em, {
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
      await addSeats(em, agency.id, course.id, seats);
      recordAudit(em, {
        type: AuditEventType.AgencySeatsGranted,
        actorId: admin.id,
        ...meta,
        details: { agencyId, courseId, seats },
      });
      await em.flush();
      return agency;
    });
  }

  /**
   * The agency as its managers see it: seats with their use, and its members with each agent's
   * progress, certificate and continuing-education deadline (nothing else of their accounts).
   */
  async view(agency: Agency): Promise<AgencyObject> {
    const seats = await this.em.find(AgencySeats, { agency }, { populate: ["course"] });
    const members = await this.em.find(
      AgencyMember,
      { agency },
      {
        populate: ["course", "enrollment"],
        orderBy: { role: "desc", lastName: "asc", firstName: "asc", id: "asc" },
      },
    );
    const enrollments = members.flatMap(member =>
      member.enrollment ? [member.enrollment.id] : [],
    );
    const certificates = new Map(
      (
        await this.em.find(Certificate, {
          enrollment: { $in: enrollments },
          status: CertificateStatus.VALID,
        })
      ).map(certificate => [certificate.enrollment.id, certificate.number]),
    );
    const agents = members.flatMap(member =>
      member.user && member.role === AgencyRole.AGENT ? [member.user.id] : [],
    );
    const ledger = new Map(
      (agents.length ? await ledgerRows(this.em, utcDay(), agents) : []).map(row => [row.id, row]),
    );
    const ceOf = (member: AgencyMember) => {
      const row = member.user ? ledger.get(member.user.id) : undefined;
      return {
        renewalDeadline: row?.deadline ?? null,
        ceHoursEarned: row?.hours_earned ?? null,
        ceHoursRequired: row?.hours_required ?? null,
      };
    };
    const used = (courseId: number) =>
      members.filter(member => member.course?.id === courseId && holdsSeat(member)).length;
    return {
      id: agency.id,
      name: agency.name,
      billingEmail: agency.billingEmail,
      createdAt: agency.createdAt,
      seats: seats
        .map(row => ({
          courseId: row.course.id,
          courseTitle: row.course.getEntity().title,
          seats: row.seats,
          used: used(row.course.id),
        }))
        .sort((a, b) => a.courseTitle.localeCompare(b.courseTitle)),
      members: members.map(member => ({
        id: member.id,
        firstName: member.firstName,
        lastName: member.lastName,
        email: member.email,
        role: member.role,
        status: member.status,
        courseTitle: member.course?.getEntity().title ?? null,
        invitedAt: member.invitedAt,
        stage: stageOf(member),
        certificateNumber: (member.enrollment && certificates.get(member.enrollment.id)) ?? null,
        ...ceOf(member),
      })),
    };
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
      const service = new AgencyService(em);
      const agency = await service.managedByViewer(viewer);
      await em.findOne(
        AgencySeats,
        { agency, course: courseId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      const rows = await service.previewInvitations(agency, courseId, csv);
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
        recordAudit(em, {
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
      recordAudit(em, {
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
      recordAudit(em, {
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
      if (!(await hasSignedAgreement(em, viewer.id, courseId))) {
        throw badInput("Sign the enrollment agreement for this course first");
      }
      if (await currentEnrollment(em, viewer.id, courseId)) {
        throw new AppError("CONFLICT", "You are already enrolled in this course");
      }
      const enrollment = await enrollLearner(em, jobs, {
        userId: viewer.id,
        course: member.course!.getEntity(),
        audit: { actorId: viewer.id, ...meta, details: { agencyId: member.agency.id } },
      });
      member.enrollment = em.getReference(Enrollment, enrollment.id, { wrapped: true });
      await em.flush();
      return enrollment.id;
    });
  }

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
    const { held, unused } = await unusedSeats(this.em, agency, courseId);
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
}
