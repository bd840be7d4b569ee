import { containing, searchTerm } from "../../db/keyset.js";
import type { FilterQuery } from "@mikro-orm/core";
import { type EntityManager, raw } from "@mikro-orm/postgresql";
import type { Config } from "../../config.js";
import { type Page, type SortTable, SortDirection, keysetPage, mapPage } from "../../db/keyset.js";
import { type PageArgs } from "../../graphql/connection.js";
import { AppError } from "../../errors.js";
import { storable } from "../../util/text.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditService } from "../audit/audit.service.js";
import { User } from "../users/user.entity.js";
import { Certificate, CertificateStatus } from "./certificate.entity.js";
import { AdminCertificateSortField, AdminCertificateStatus } from "./certificates-admin.types.js";
import {
  type AdminCertificateFilter,
  type AdminCertificateSort,
} from "./certificates-admin.inputs.js";
import { CertificateRevocationService } from "./certificate-revocation.service.js";
import {
  type CertificateChange,
  CertificateService,
  MAX_TEXT,
  fullName,
  oneLine,
} from "./certificates.service.js";
import { type CertificateObject, certificateObject } from "./certificates.types.js";

const SORTS: SortTable<AdminCertificateSortField> = {
  keys: new Map([
    [AdminCertificateSortField.ISSUED_AT, [{ property: "issuedAt", type: "date" }]],
    [AdminCertificateSortField.COMPLETED_AT, [{ property: "completedAt", type: "date" }]],
    [AdminCertificateSortField.NUMBER, [{ property: "number", type: "string" }]],
    [AdminCertificateSortField.LEARNER, [{ property: "learnerName", type: "string" }]],
  ]),
  // Newest issued first when the caller names no order.
  byDefault: { field: AdminCertificateSortField.ISSUED_AT, direction: SortDirection.DESC },
  name: (field, direction) => `certificates.${field}.${direction}`,
};

function statusWhere(status: AdminCertificateStatus, now: Date): FilterQuery<Certificate> {
  switch (status) {
    case AdminCertificateStatus.REVOKED:
      return { status: CertificateStatus.REVOKED };
    case AdminCertificateStatus.SUPERSEDED:
      return { status: CertificateStatus.SUPERSEDED };
    case AdminCertificateStatus.EXPIRED:
      return { status: CertificateStatus.VALID, expiresAt: { $lte: now } };
    default:
      return {
        status: CertificateStatus.VALID,
        $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }],
      };
  }
}

/**
 * The certificates a filter selects. The learner's username and email and the course become id
 * lists in subqueries on the certificate's own columns, so the page and its count stay one
 * statement each.
 */
export function certificatesWhere(
  filter: AdminCertificateFilter | null | undefined,
  now = new Date(),
): FilterQuery<Certificate>[] {
  const conditions: FilterQuery<Certificate>[] = [];
  if (filter?.status) conditions.push(statusWhere(filter.status, now));
  if (filter?.courseId !== null && filter?.courseId !== undefined) {
    conditions.push({
      [raw(
        a => `${a}.enrollment_id in (select e.id from enrollments e where e.course_id = ?)`,
        [filter.courseId],
      )]: [],
    } as FilterQuery<Certificate>);
  }
  const range = (from?: Date | null, to?: Date | null) => ({
    ...(from ? { $gte: from } : {}),
    ...(to ? { $lt: to } : {}),
  });
  if (filter?.completedFrom || filter?.completedTo) {
    conditions.push({ completedAt: range(filter.completedFrom, filter.completedTo) });
  }
  if (filter?.issuedFrom || filter?.issuedTo) {
    conditions.push({ issuedAt: range(filter.issuedFrom, filter.issuedTo) });
  }
  const search = searchTerm(filter?.search, { plainText: true });
  if (search) {
    const pattern = containing(search);
    conditions.push({
      $or: [
        { number: { $ilike: pattern } },
        { learnerName: { $ilike: pattern } },
        { courseTitle: { $ilike: pattern } },
        {
          [raw(
            a =>
              `${a}.user_id in (select u.id from users u where u.username ilike ? or u.email ilike ?)`,
            [pattern, pattern],
          )]: [],
        },
      ],
    } as FilterQuery<Certificate>);
  }
  return conditions;
}

/** The admin Certificates screen: the list, and re-issuing after a name correction. */
export class CertificateAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: { config: Pick<Config, "certificateKey"> },
  ) {}

  /** One page of the admin certificates list: one statement for the page, one for the count. */
  async listCertificates(
    filter: AdminCertificateFilter | null | undefined,
    sort: AdminCertificateSort | null | undefined,
    page: PageArgs,
    countNow = false,
  ): Promise<Page<CertificateObject>> {
    const result = await keysetPage(this.em, Certificate, {
      where: certificatesWhere(filter),
      sort: { table: SORTS, chosen: sort },
      page,
      countNow,
    });
    return mapPage(result, certificateObject);
  }

  /**
   * Re-issues a certificate after a name correction, in one transaction: a new number, signed, with
   * the learner's current full name and the same certified facts otherwise; the old one becomes
   * superseded and points to it (audited). The same request again (the same reason: a double
   * submit, a retry) answers the replacement already made instead of making another.
   */
  async reissueCertificate(input: CertificateChange): Promise<Certificate> {
    const reason = oneLine(input.reason, "Reason");
    return this.em.transactional(async tx => {
      const old = await new CertificateRevocationService(tx).lockCertificate(input.number);
      if (old.status === CertificateStatus.SUPERSEDED) {
        if (old.supersededReason === reason && old.supersededBy) {
          return tx.findOneOrFail(Certificate, { number: old.supersededBy });
        }
        throw new AppError(
          "CONFLICT",
          `This certificate was already re-issued as ${old.supersededBy}: re-issue that one.`,
        );
      }
      if (old.status === CertificateStatus.REVOKED) {
        throw new AppError("CONFLICT", "A revoked certificate cannot be re-issued.");
      }
      const user = old.user ? await tx.findOne(User, old.user.id) : null;
      if (!user) {
        throw new AppError(
          "CONFLICT",
          "The learner's account no longer exists: there is no current name to re-issue with.",
        );
      }
      const learnerName = fullName(user);
      if (learnerName === old.learnerName) {
        throw new AppError(
          "CONFLICT",
          `The learner's name is still "${learnerName}": correct it on their account first.`,
        );
      }
      old.status = CertificateStatus.SUPERSEDED;
      old.supersededAt = new Date();
      old.supersededReason = reason;
      // The old row leaves the one-current-per-enrollment index before the new one enters it.
      await tx.flush();
      const next = await new CertificateService(tx, this.deps).createCertificate({
        enrollment: old.enrollment,
        user,
        learnerName,
        courseTitle: old.courseTitle,
        hours: old.hours,
        completedAt: old.completedAt,
        expiresAt: old.expiresAt ?? null,
        deliveredBy: old.deliveredBy ?? null,
      });
      old.supersededBy = next.number;
      new AuditService(tx).record({
        type: AuditEventType.CertificateReissued,
        actorId: input.actorId,
        subjectId: user.id,
        ...input.meta,
        details: {
          certificateNumber: old.number,
          newCertificateNumber: next.number,
          reason: storable(reason, MAX_TEXT),
        },
      });
      return next;
    });
  }
}
