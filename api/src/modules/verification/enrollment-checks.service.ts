import { HOLDS_SEAT } from "../agencies/agency.service.js";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { CompletionUnavailable } from "../lms/moodle.gateway.js";
import { type CheckResult, iso } from "./anomaly.rules.js";
import { AnomalyService } from "./anomaly.service.js";

interface EnrollmentRow {
  id: number;
  user_id: number;
  username: string | null;
  course_id: number;
  course_title: string;
  enrolled_at: Date;
}

const learner = (row: EnrollmentRow) => row.username ?? `user #${row.user_id}`;

/**
 * Paid enrollments (an administrator's grant, `admin_enrolled`, is listed as a grant, not an
 * anomaly; an agent's enrollment on an agency's seat of the course rests on the seat) that are
 * not backed by a succeeded payment of this learner for this course.
 */
function withoutPayment(em: EntityManager): Promise<CheckResult> {
  type Row = EnrollmentRow & {
    payment_id: number | null;
    provider_payment_id: string | null;
    payment_status: string | null;
    payment_user_id: number | null;
    payment_course_id: number | null;
  };
  return new AnomalyService(em).runCheck<Row>(
    { code: "enrollment.no-payment", type: "Enrollment without payment" },
    `select e.id, e.user_id, u.username, e.course_id, c.title as course_title, e.enrolled_at,
            p.id as payment_id, p.provider_payment_id, p.status as payment_status,
            p.user_id as payment_user_id, p.course_id as payment_course_id,
            count(*) over () as total
     from enrollments e
     join courses c on c.id = e.course_id
     left join users u on u.id = e.user_id
     left join payments p on p.id = e.payment_id
     where not e.admin_enrolled and e.status <> 'cancelled'
       and (p.id is null or p.status <> 'successful'
            or p.user_id is distinct from e.user_id or p.course_id is distinct from e.course_id)
       and not exists (select 1 from agency_members m
                       where m.enrollment_id = e.id and m.course_id = e.course_id
                         and m.user_id = e.user_id and m.status <> 'removed')
     order by e.enrolled_at desc, e.id desc
     limit ?`,
    [],
    row => {
      const subject = `Enrollment #${row.id} of ${learner(row)} in ${row.course_title}`;
      const why =
        row.payment_id === null
          ? "has no payment and was not granted by an administrator"
          : row.payment_status !== "successful"
            ? `rests on payment ${row.provider_payment_id}, which is ${row.payment_status}, not succeeded`
            : `rests on payment ${row.provider_payment_id}, made by another learner or for another course`;
      return {
        ids: [row.id],
        reason: `${subject} ${why}.`,
        timestamp: iso(row.enrolled_at),
        recordIds: [
          `enrollment:${row.id}`,
          ...(row.payment_id ? [`payment:${row.payment_id}`] : []),
        ],
        enrollmentId: row.id,
        paymentId: row.provider_payment_id,
        userId: row.user_id,
        courseId: row.course_id,
        courseTitle: row.course_title,
      };
    },
  );
}

/**
 * The enrollment agreement that requires a signature (the newest active one), joined as `d`
 * (title, version): without one, no enrollment needs a signature.
 */
export const AGREEMENT_REQUIRED = `join lateral (select title, version from legal_documents
  where type = 'enrollment-agreement' and is_active and requires_signature
  order by id desc limit 1) d on true`;

/**
 * Enrollment `e` (not an administrator's grant, not cancelled) lacks its learner's signature of
 * the enrollment agreement: neither the active version, nor the version signed before enrolling,
 * for this course or for every course.
 */
export const UNSIGNED = (e: string) => `not ${e}.admin_enrolled and ${e}.status <> 'cancelled'
  and not exists (
    select 1 from user_agreements ua
    join legal_documents signed on signed.id = ua.document_id
    where ua.user_id = ${e}.user_id
      and (ua.course_id = ${e}.course_id or ua.course_id is null)
      and signed.type = 'enrollment-agreement'
      and ((signed.is_active and ua.document_version = signed.version)
           or ua.signed_at <= ${e}.enrolled_at))`;

/**
 * Paid enrollments, and enrollments on an agency's seat, without the learner's signature of the
 * enrollment agreement that requires one (UNSIGNED). A seat's enrollment names its agency (each
 * agent signs their own); a partner's learner's is partner.enrollment-unsigned, naming the partner.
 */
function withoutAgreement(em: EntityManager): Promise<CheckResult> {
  type Row = EnrollmentRow & {
    document_title: string;
    document_version: string;
    agency_name: string | null;
  };
  return new AnomalyService(em).runCheck<Row>(
    { code: "enrollment.no-agreement", type: "Enrollment without signed agreement" },
    `select e.id, e.user_id, u.username, e.course_id, c.title as course_title, e.enrolled_at,
            d.title as document_title, d.version as document_version,
            (select a.name from agency_members m join agencies a on a.id = m.agency_id
             where m.enrollment_id = e.id limit 1) as agency_name,
            count(*) over () as total
     from enrollments e
     join courses c on c.id = e.course_id
     left join users u on u.id = e.user_id
     ${AGREEMENT_REQUIRED}
     where e.partner_id is null and ${UNSIGNED("e")}
     order by e.enrolled_at desc, e.id desc
     limit ?`,
    [],
    row => ({
      ids: [row.id],
      reason: `Enrollment #${row.id} of ${learner(row)} in ${row.course_title}${row.agency_name === null ? "" : ` (a seat of agency ${row.agency_name})`} has no signed '${row.document_title}' (active version ${row.document_version} requires a signature).`,
      timestamp: iso(row.enrolled_at),
      recordIds: [`enrollment:${row.id}`],
      enrollmentId: row.id,
      userId: row.user_id,
      courseId: row.course_id,
      courseTitle: row.course_title,
    }),
  );
}

/**
 * Active enrollments whose learning-system access provisioning gave up on (its retries spent), or
 * that are still without it a day after enrolling.
 */
function lmsNotProvisioned(em: EntityManager): Promise<CheckResult> {
  type Row = EnrollmentRow & {
    days: number;
    access_failed_at: Date | null;
    access_failed_reason: string | null;
  };
  return new AnomalyService(em).runCheck<Row>(
    { code: "enrollment.lms-failed", type: "LMS provisioning failed" },
    `select e.id, e.user_id, u.username, e.course_id, c.title as course_title, e.enrolled_at,
            floor(extract(epoch from now() - e.enrolled_at) / 86400)::int as days,
            e.access_failed_at, e.access_failed_reason, count(*) over () as total
     from enrollments e
     join courses c on c.id = e.course_id
     left join users u on u.id = e.user_id
     where e.status = 'active' and e.moodle_url is null
       and (e.access_failed_at is not null
            or (not e.moodle_enrollment_complete and e.enrolled_at < now() - interval '1 day'))
     order by e.enrolled_at desc, e.id desc
     limit ?`,
    [],
    row => {
      const subject = `Learning-system access for enrollment #${row.id} of ${learner(row)} in ${row.course_title}`;
      const why = !row.access_failed_at
        ? `is still not provisioned after ${row.days} day${row.days === 1 ? "" : "s"}.`
        : row.access_failed_reason
          ? `failed at ${iso(row.access_failed_at)}.`
          : `failed at every retry; provisioning gave up at ${iso(row.access_failed_at)} (Users: Retry access).`;
      const said = row.access_failed_reason ? ` ${row.access_failed_reason}` : "";
      return {
        ids: [row.id],
        reason: `${subject} ${why}${said}`,
        timestamp: iso(row.access_failed_at ?? row.enrolled_at),
        recordIds: [`enrollment:${row.id}`],
        enrollmentId: row.id,
        userId: row.user_id,
        courseId: row.course_id,
        courseTitle: row.course_title,
      };
    },
  );
}

/** What a completion check's configuration fault means, and who fixes it where. */
const UNAVAILABLE: Record<CompletionUnavailable, string> = {
  completion_off:
    "completion tracking is off for the Moodle course (or the site): turn it on in the course's settings",
  role_cannot_view:
    "the portal's Moodle role lacks report/completion:view (docs/moodle.md), so Moodle will not show it",
  role_groups:
    "the Moodle course has separate groups and the portal's role lacks moodle/site:accessallgroups",
  role_course_access:
    "the portal's Moodle role cannot open the course (moodle/course:view, or viewhiddencourses for a hidden course)",
  no_criteria: "the Moodle course has no completion criteria: set them under Course completion",
};

/**
 * Active enrollments whose completion Moodle would not tell at the last check for a reason of its
 * configuration, not of the learner: their certificates cannot come until it is fixed.
 */
function completionUnavailable(em: EntityManager): Promise<CheckResult> {
  type Row = EnrollmentRow & { reason: CompletionUnavailable; since: Date };
  return new AnomalyService(em).runCheck<Row>(
    { code: "enrollment.lms-completion-unavailable", type: "LMS completion unavailable" },
    `select e.id, e.user_id, u.username, e.course_id, c.title as course_title, e.enrolled_at,
            e.completion_unavailable as reason, e.completion_unavailable_at as since,
            count(*) over () as total
     from enrollments e
     join courses c on c.id = e.course_id
     left join users u on u.id = e.user_id
     where e.status = 'active' and e.completed_at is null and e.completion_unavailable is not null
     order by e.completion_unavailable_at desc, e.id desc
     limit ?`,
    [],
    row => ({
      ids: [row.id],
      reason: `Moodle cannot tell whether ${learner(row)} completed ${row.course_title} (enrollment #${row.id}): ${UNAVAILABLE[row.reason] ?? row.reason} (${row.reason}).`,
      timestamp: iso(row.since),
      recordIds: [`enrollment:${row.id}`, `course:${row.course_id}`],
      enrollmentId: row.id,
      userId: row.user_id,
      courseId: row.course_id,
      courseTitle: row.course_title,
    }),
  );
}

/** Agencies whose agents hold (or are invited to) more seats of a course than it bought. */
function seatsBeyondBought(em: EntityManager): Promise<CheckResult> {
  type Row = {
    seats_id: number;
    agency_id: number;
    agency_name: string;
    course_id: number;
    course_title: string;
    seats: number;
    used: number;
    last_invited_at: Date;
  };
  return new AnomalyService(em).runCheck<Row>(
    { code: "agency.seats-over", type: "Seats used beyond seats bought" },
    `select s.id as seats_id, a.id as agency_id, a.name as agency_name, c.id as course_id,
            c.title as course_title, s.seats, u.used::int as used,
            u.last_invited_at, count(*) over () as total
     from agency_seats s
     join agencies a on a.id = s.agency_id
     join courses c on c.id = s.course_id
     join lateral (select count(*) as used, max(m.invited_at) as last_invited_at
                   from agency_members m
                   where m.agency_id = s.agency_id and m.course_id = s.course_id
                     and ${HOLDS_SEAT("m")}) u on true
     where u.used > s.seats
     order by u.last_invited_at desc, s.id desc
     limit ?`,
    [],
    row => ({
      ids: [row.seats_id],
      reason: `Agency ${row.agency_name} (#${row.agency_id}) has ${row.used} agent${row.used === 1 ? "" : "s"} on ${row.seats} seat${row.seats === 1 ? "" : "s"} of ${row.course_title}.`,
      timestamp: iso(row.last_invited_at),
      recordIds: [`agency:${row.agency_id}`, `course:${row.course_id}`],
      courseId: row.course_id,
      courseTitle: row.course_title,
    }),
  );
}

export interface EnrollmentRecord {
  id: number;
  userId: number;
  username: string | null;
  courseId: number;
  courseTitle: string | null;
  paymentId: string | null;
  paymentAmountCents: number | null;
  enrolledAt: string;
  status: string;
  adminEnrolled: boolean;
  grantedBy: string | null;
}

/** The enrollment checks of the verification report. */
export class EnrollmentChecksService {
  constructor(private readonly em: EntityManager) {}

  checks(): Promise<CheckResult>[] {
    return [
      withoutPayment(this.em),
      withoutAgreement(this.em),
      lmsNotProvisioned(this.em),
      completionUnavailable(this.em),
      seatsBeyondBought(this.em),
    ];
  }

  /** The 50 most recent enrollments, grants marked with the administrator who granted them. */
  async recent(): Promise<{ records: EnrollmentRecord[]; checked: number; grants: number }> {
    const rows = await this.em.execute<
      {
        id: number;
        user_id: number;
        username: string | null;
        course_id: number;
        course_title: string | null;
        provider_payment_id: string | null;
        amount_cents: number | null;
        enrolled_at: Date;
        status: string;
        admin_enrolled: boolean;
        granted_by: string | null;
      }[]
    >(
      `select e.id, e.user_id, u.username, e.course_id, c.title as course_title,
              p.provider_payment_id, p.amount_cents, e.enrolled_at, e.status, e.admin_enrolled,
              g.username as granted_by
       from enrollments e
       left join users u on u.id = e.user_id
       left join courses c on c.id = e.course_id
       left join payments p on p.id = e.payment_id
       left join users g on g.id = e.granted_by_id
       order by e.enrolled_at desc, e.id desc
       limit 50`,
    );
    const [counts] = await this.em.execute<{ checked: number; grants: number }[]>(
      `select count(*)::int as checked, (count(*) filter (where admin_enrolled))::int as grants
       from enrollments`,
    );
    return {
      checked: counts.checked,
      grants: counts.grants,
      records: rows.map(row => ({
        id: row.id,
        userId: row.user_id,
        username: row.username,
        courseId: row.course_id,
        courseTitle: row.course_title,
        paymentId: row.provider_payment_id,
        paymentAmountCents: row.amount_cents,
        enrolledAt: iso(row.enrolled_at)!,
        status: row.status,
        adminEnrolled: row.admin_enrolled,
        grantedBy: row.granted_by,
      })),
    };
  }
}
