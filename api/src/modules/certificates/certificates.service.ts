import { randomBytes } from "node:crypto";
import { canonicalCertificateNumber, certificateNumber, oneLineProblem } from "@guardian/rules";
import { LockMode, type Ref } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Config } from "../../config.js";
import { badInput } from "../../errors.js";
import type { RequestMeta } from "../../graphql/context.js";
import { Enrollment, EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import type { User } from "../users/user.entity.js";
import { Certificate, CertificateStatus } from "./certificate.entity.js";
import { signCertificate } from "./certificate-signature.rules.js";

export const ISSUE_JOB = "certificates.issue";
export interface IssueData {
  enrollmentId: number;
}

/** An administrator's change of a certificate, by its number as typed, with their reason. */
export interface CertificateChange {
  number: string;
  reason: string;
  actorId: number;
  meta: RequestMeta;
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

export const fullName = (user: User) => `${user.firstName} ${user.lastName}`.trim();

/** How many random numbers are drawn before giving up (a collision is one in 2^40 per draw). */
const NUMBER_DRAWS = 5;

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
 * Certificates: issued for a completion (signed, with a new number) and found by their number
 * (revoking one: certificate-revocation.service.ts; completing a course: completion.service.ts).
 */
export class CertificateService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: { config: Pick<Config, "certificateKey"> },
  ) {}

  /**
   * Issues the certificate of the enrollment's completion. Idempotent and safe to run twice at once:
   * the enrollment row is locked while its certificate is looked for and made, and the partial
   * unique index (one valid certificate per enrollment) stands behind that. An enrollment started
   * again after a refund (its certificate revoked) earns a new one with its new completion.
   */
  async issueCertificate(enrollmentId: number): Promise<Certificate | null> {
    return this.em.transactional(async tx => {
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
      // A partner's learner's certificate names the partner as its storefront names it now (read
      // by SQL: partners sells through certificates' neighbours and is not imported here).
      const [partner] = enrollment.partner
        ? await tx.execute<{ name: string }[]>(
            "select coalesce(display_name, legal_name) as name from partners where id = ?",
            [enrollment.partner.id],
          )
        : [];
      return new CertificateService(tx, this.deps).createCertificate({
        enrollment,
        user: learner,
        learnerName: fullName(learner),
        courseTitle: course.title,
        hours: course.hours,
        completedAt,
        expiresAt: course.certificateValidityMonths
          ? addMonths(completedAt, course.certificateValidityMonths)
          : null,
        deliveredBy: partner?.name ?? null,
      });
    });
  }

  /**
   * A new certificate number nobody holds: `GA-<year>-` and 8 random Crockford base-32 characters
   * with a check symbol, drawn again while taken. The unique index on the number stands behind the
   * check (a concurrent identical draw fails its transaction, and the job runs again).
   */
  async drawUnusedNumber(
    year: number,
    draw: () => Uint8Array = () => randomBytes(5),
  ): Promise<string> {
    for (let attempt = 0; attempt < NUMBER_DRAWS; attempt++) {
      const number = certificateNumber(year, draw());
      const taken = await this.em
        .getConnection()
        .execute(`select 1 from certificates where number = ?`, [number]);
      if (taken.length === 0) return number;
    }
    throw new Error(`No unused certificate number in ${NUMBER_DRAWS} draws`);
  }

  /** Makes a certificate in the caller's transaction: a new number, issued now, signed. */
  async createCertificate(facts: {
    enrollment: Enrollment | Ref<Enrollment>;
    user: User | null;
    learnerName: string;
    courseTitle: string;
    hours: number;
    completedAt: Date;
    expiresAt: Date | null;
    /** The partner that delivered the course; null for the academy's own. */
    deliveredBy: string | null;
  }): Promise<Certificate> {
    const issuedAt = new Date();
    const number = await this.drawUnusedNumber(issuedAt.getUTCFullYear());
    const signature = await signCertificate(
      {
        number,
        name: facts.learnerName,
        course: facts.courseTitle,
        hours: facts.hours,
        completedAt: facts.completedAt.toISOString(),
        expiresAt: facts.expiresAt?.toISOString() ?? null,
        issuedAt: issuedAt.toISOString(),
        // Only when set: an academy certificate's signed bytes are as they always were.
        ...(facts.deliveredBy ? { deliveredBy: facts.deliveredBy } : {}),
      },
      this.deps.config.certificateKey,
    );
    return this.em.create(Certificate, { ...facts, number, issuedAt, signature });
  }

  /**
   * A certificate by its number as typed (any case, Crockford's aliases): one indexed lookup, and
   * none at all for what cannot be a number (a wrong check symbol, another shape).
   */
  async findCertificate(number: string) {
    if ([...number].length > MAX_NUMBER) {
      throw badInput(`A certificate number is at most ${MAX_NUMBER} characters`);
    }
    const canonical = canonicalCertificateNumber(number);
    return canonical ? this.em.findOne(Certificate, { number: canonical }) : null;
  }
}
