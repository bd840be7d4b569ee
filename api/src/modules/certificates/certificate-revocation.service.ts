import { canonicalCertificateNumber } from "@guardian/rules";
import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { AppError, notFound } from "../../errors.js";
import type { RequestMeta } from "../../graphql/context.js";
import { storable } from "../../util/text.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditService } from "../audit/audit.service.js";
import type { Enrollment } from "../enrollments/enrollment.entity.js";
import { Certificate, CertificateStatus } from "./certificate.entity.js";
import { type CertificateChange, MAX_TEXT, oneLine } from "./certificates.service.js";

export const REFUND_REVOCATION_REASON = "Enrollment refunded";

/** Revoking certificates: an administrator's, with a reason, and a refund's. */
export class CertificateRevocationService {
  constructor(private readonly em: EntityManager) {}

  /**
   * The certificate of a number as typed, locked for the caller's transaction; NOT_FOUND when no
   * certificate has it (or it cannot be a number).
   */
  async lockCertificate(typed: string): Promise<Certificate> {
    const number = canonicalCertificateNumber(typed);
    const certificate =
      number &&
      (await this.em.findOne(Certificate, { number }, { lockMode: LockMode.PESSIMISTIC_WRITE }));
    if (!certificate) throw notFound("Certificate not found");
    return certificate;
  }

  /** Revokes a certificate with a reason (audited); revoking it again changes nothing. */
  async revokeCertificate(input: CertificateChange): Promise<Certificate> {
    const reason = oneLine(input.reason, "Reason");
    return this.em.transactional(async tx => {
      const certificate = await new CertificateRevocationService(tx).lockCertificate(input.number);
      if (certificate.status === CertificateStatus.REVOKED) return certificate;
      if (certificate.status === CertificateStatus.SUPERSEDED) {
        throw new AppError(
          "CONFLICT",
          `This certificate was replaced by ${certificate.supersededBy}: revoke that one instead.`,
        );
      }
      new CertificateRevocationService(tx).markRevoked(
        certificate,
        input.actorId,
        input.meta,
        reason,
      );
      return certificate;
    });
  }

  /** Revokes a locked certificate with a reason and audits it, in the caller's transaction. */
  markRevoked(
    certificate: Certificate,
    actorId: number | null,
    meta: RequestMeta,
    reason: string,
    details: Record<string, unknown> = {},
  ) {
    certificate.status = CertificateStatus.REVOKED;
    certificate.revokedAt = new Date();
    certificate.revokedReason = reason;
    new AuditService(this.em).record({
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

  /**
   * Revokes a withdrawn enrollment's current certificate, in the refund's transaction (audited).
   * The enrollment row is locked first: the issuing job locks it too, so a certificate issued just
   * before is found here, and one about to be issued sees the enrollment ended and is not.
   */
  async revokeRefundedCertificate(
    enrollment: Enrollment,
    actorId: number | null,
    meta: RequestMeta,
  ): Promise<void> {
    await this.em.lock(enrollment, LockMode.PESSIMISTIC_WRITE);
    const current = await this.em.findOne(
      Certificate,
      { enrollment: enrollment.id, status: CertificateStatus.VALID },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (current) {
      this.markRevoked(current, actorId, meta, REFUND_REVOCATION_REASON, {
        enrollmentId: enrollment.id,
      });
    }
  }
}
