import { randomBytes } from "node:crypto";
import { canonicalCertificateNumber, certificateNumber, oneLineProblem } from "@guardian/rules";
import { LockMode, type Ref } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Config } from "../../config.js";
import { AppError, badInput, notFound } from "../../errors.js";
import type { JobQueue } from "../../jobs/queue.js";
import { storable } from "../../util/text.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditService } from "../audit/audit.service.js";
import type { RequestMeta } from "../../graphql/context.js";
import { Enrollment, EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import type { User } from "../users/user.entity.js";
import type { JobDeps } from "../../jobs/deps.js";
import { Certificate, CertificateStatus } from "./certificate.entity.js";
import { signCertificate } from "./certificate-signature.rules.js";

export const ISSUE_JOB = "certificates.issue";
export interface IssueData {
  enrollmentId: number;
}

export const MAX_TEXT = 500;
/** A certificate number is at most this long; a longer one is refused before any lookup. */
export const MAX_NUMBER = 64;

/** One line of plain text, 1-500 characters: a note or a reason an administrator writes. */
export function oneLine(value: string, what: string): string {
  const text = value.trim();
  if (!text) throw badInput(`${what} is required`);
  if ([...text].length > MAX_TEXT) throw badInput(`${what} must be at most ${MAX_TEXT} characters`);
  const problem = oneLineProblem(what, text);
  if (problem) throw badInput(problem);
  return text;
}

/** `months` calendar months after `from` (clamped to the month's last day, like 31 Jan + 1). */
export function addMonths(from: Date, months: number): Date {
  const result = new Date(from);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const last = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0));
  result.setUTCDate(Math.min(day, last.getUTCDate()));
  return result;
}

/**
 * Sets an enrollment's completion in the caller's transaction and queues its certificate there.
 * Returns false when it was already completed (or ended): nothing changes.
 */
export async function completeEnrollment(
  tx: EntityManager,
  jobs: Pick<JobQueue<JobDeps>, "send">,
  enrollment: Enrollment,
  at = new Date(),
): Promise<boolean> {
  if (enrollment.completedAt || enrollment.status === EnrollmentStatus.CANCELLED) return false;
  enrollment.completedAt = at;
  enrollment.status = EnrollmentStatus.COMPLETED;
  await tx.flush();
  await jobs.send(ISSUE_JOB, { enrollmentId: enrollment.id } satisfies IssueData, { em: tx });
  return true;
}

/**
 * "Complete this course" in the demo learning system (installs without Moodle): the learner's own
 * enrollment with access is completed as Moodle's completion check completes one, its
 * certificate queued. Again, it answers the completed enrollment and changes nothing.
 */
export async function completeInDemoLms(
  em: EntityManager,
  jobs: Pick<JobQueue<JobDeps>, "send">,
  { userId, courseId }: { userId: number; courseId: number },
): Promise<Enrollment> {
  return em.transactional(async tx => {
    const enrollment = await tx.findOne(
      Enrollment,
      {
        user: userId,
        course: courseId,
        status: { $ne: EnrollmentStatus.CANCELLED },
        moodleUrl: { $ne: null },
      },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!enrollment) throw notFound("You have no access to this course yet.");
    await completeEnrollment(tx, jobs, enrollment);
    return enrollment;
  });
}

/** An administrator marks an enrollment complete with a note; audited in the same transaction. */
export async function markEnrollmentComplete(
  em: EntityManager,
  jobs: Pick<JobQueue<JobDeps>, "send">,
  input: { enrollmentId: number; note: string; actorId: number; meta: RequestMeta },
): Promise<Enrollment> {
  const note = oneLine(input.note, "Note");
  return em.transactional(async tx => {
    const enrollment = await tx.findOne(
      Enrollment,
      { id: input.enrollmentId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!enrollment) throw notFound("Enrollment not found");
    if (enrollment.status === EnrollmentStatus.CANCELLED) {
      throw new AppError(
        "CONFLICT",
        "This enrollment has ended (refunded): it cannot be completed.",
      );
    }
    if (enrollment.completedAt) {
      throw new AppError("CONFLICT", "This enrollment is already complete.");
    }
    await completeEnrollment(tx, jobs, enrollment);
    new AuditService(tx).record({
      type: AuditEventType.EnrollmentMarkedComplete,
      actorId: input.actorId,
      subjectId: enrollment.user.id,
      ...input.meta,
      details: {
        enrollmentId: enrollment.id,
        courseId: enrollment.course.id,
        note: storable(note, MAX_TEXT),
      },
    });
    return enrollment;
  });
}

/**
 * Issues the certificate of the enrollment's completion. Idempotent and safe to run twice at once:
 * the enrollment row is locked while its certificate is looked for and made, and the partial
 * unique index (one valid certificate per enrollment) stands behind that. An enrollment started
 * again after a refund (its certificate revoked) earns a new one with its new completion.
 */
export async function issueCertificate(
  em: EntityManager,
  config: Pick<Config, "certificateKey">,
  enrollmentId: number,
): Promise<Certificate | null> {
  return em.transactional(async tx => {
    const enrollment = await tx.findOne(
      Enrollment,
      { id: enrollmentId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!enrollment?.completedAt || enrollment.status === EnrollmentStatus.CANCELLED) return null;
    const existing = await tx.findOne(Certificate, {
      enrollment: enrollmentId,
      completedAt: enrollment.completedAt,
      status: { $ne: CertificateStatus.SUPERSEDED },
    });
    if (existing) return existing;
    await tx.populate(enrollment, ["user", "course"]);
    const learner = enrollment.user.getEntity();
    const course = enrollment.course.getEntity();
    const completedAt = enrollment.completedAt;
    return signedCertificate(tx, config, {
      enrollment,
      user: learner,
      learnerName: fullName(learner),
      courseTitle: course.title,
      hours: course.hours,
      completedAt,
      expiresAt: course.certificateValidityMonths
        ? addMonths(completedAt, course.certificateValidityMonths)
        : null,
    });
  });
}

export const fullName = (user: User) => `${user.firstName} ${user.lastName}`.trim();

/** How many random numbers are drawn before giving up (a collision is one in 2^40 per draw). */
const NUMBER_DRAWS = 5;

/**
 * A new certificate number nobody holds: `GA-<year>-` and 8 random Crockford base-32 characters
 * with a check symbol, drawn again while taken. The unique index on the number stands behind the
 * check (a concurrent identical draw fails its transaction, and the job runs again).
 */
export async function unusedNumber(
  tx: EntityManager,
  year: number,
  draw: () => Uint8Array = () => randomBytes(5),
): Promise<string> {
  for (let attempt = 0; attempt < NUMBER_DRAWS; attempt++) {
    const number = certificateNumber(year, draw());
    const taken = await tx
      .getConnection()
      .execute(`select 1 from certificates where number = ?`, [number]);
    if (taken.length === 0) return number;
  }
  throw new Error(`No unused certificate number in ${NUMBER_DRAWS} draws`);
}

/** Makes a certificate in the caller's transaction: a new number, issued now, signed. */
export async function signedCertificate(
  tx: EntityManager,
  config: Pick<Config, "certificateKey">,
  facts: {
    enrollment: Enrollment | Ref<Enrollment>;
    user: User | null;
    learnerName: string;
    courseTitle: string;
    hours: number;
    completedAt: Date;
    expiresAt: Date | null;
  },
): Promise<Certificate> {
  const issuedAt = new Date();
  const number = await unusedNumber(tx, issuedAt.getUTCFullYear());
  const signature = await signCertificate(
    {
      number,
      name: facts.learnerName,
      course: facts.courseTitle,
      hours: facts.hours,
      completedAt: facts.completedAt.toISOString(),
      expiresAt: facts.expiresAt?.toISOString() ?? null,
      issuedAt: issuedAt.toISOString(),
    },
    config.certificateKey,
  );
  return tx.create(Certificate, { ...facts, number, issuedAt, signature });
}

export enum VerificationStatus {
  VALID = "VALID",
  EXPIRED = "EXPIRED",
  REVOKED = "REVOKED",
  SUPERSEDED = "SUPERSEDED",
  NOT_FOUND = "NOT_FOUND",
}

export function statusOfCertificate(certificate: Certificate, now = new Date()) {
  if (certificate.status === CertificateStatus.REVOKED) return VerificationStatus.REVOKED;
  if (certificate.status === CertificateStatus.SUPERSEDED) return VerificationStatus.SUPERSEDED;
  if (certificate.expiresAt && certificate.expiresAt <= now) return VerificationStatus.EXPIRED;
  return VerificationStatus.VALID;
}

/**
 * A certificate by its number as typed (any case, Crockford's aliases): one indexed lookup, and
 * none at all for what cannot be a number (a wrong check symbol, another shape).
 */
export async function findCertificate(em: EntityManager, number: string) {
  if ([...number].length > MAX_NUMBER) {
    throw badInput(`A certificate number is at most ${MAX_NUMBER} characters`);
  }
  const canonical = canonicalCertificateNumber(number);
  return canonical ? em.findOne(Certificate, { number: canonical }) : null;
}

/** Revokes a certificate with a reason (audited); revoking it again changes nothing. */
export async function revokeCertificate(
  em: EntityManager,
  input: { number: string; reason: string; actorId: number; meta: RequestMeta },
): Promise<Certificate> {
  const reason = oneLine(input.reason, "Reason");
  const number = canonicalCertificateNumber(input.number);
  if (!number) throw notFound("Certificate not found");
  return em.transactional(async tx => {
    const certificate = await tx.findOne(
      Certificate,
      { number },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!certificate) throw notFound("Certificate not found");
    if (certificate.status === CertificateStatus.REVOKED) return certificate;
    if (certificate.status === CertificateStatus.SUPERSEDED) {
      throw new AppError(
        "CONFLICT",
        `This certificate was replaced by ${certificate.supersededBy}: revoke that one instead.`,
      );
    }
    markRevoked(tx, certificate, input.actorId, input.meta, reason);
    return certificate;
  });
}

/** Revokes a locked certificate with a reason and audits it, in the caller's transaction. */
export function markRevoked(
  tx: EntityManager,
  certificate: Certificate,
  actorId: number | null,
  meta: RequestMeta,
  reason: string,
  details: Record<string, unknown> = {},
) {
  certificate.status = CertificateStatus.REVOKED;
  certificate.revokedAt = new Date();
  certificate.revokedReason = reason;
  new AuditService(tx).record({
    type: AuditEventType.CertificateRevoked,
    actorId,
    subjectId: certificate.user?.id ?? null,
    ...meta,
    details: {
      certificateNumber: certificate.number,
      reason: storable(reason, MAX_TEXT),
      ...details,
    },
  });
}
