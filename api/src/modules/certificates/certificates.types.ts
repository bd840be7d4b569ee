import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { CertificateStatus } from "./certificate.entity.js";
import type { Certificate } from "./certificate.entity.js";
import { VerificationStatus, statusOfCertificate } from "./certificates.service.js";

registerEnumType(VerificationStatus, {
  name: "CertificateVerificationStatus",
  description: "What a certificate number checks out as.",
  valuesConfig: {
    VALID: { description: "Genuine, unrevoked and not expired." },
    EXPIRED: { description: "Genuine, but its validity period has ended." },
    REVOKED: { description: "Genuine, but withdrawn by the academy." },
    SUPERSEDED: {
      description: "Replaced by a re-issued certificate (supersededBy); check that one instead.",
    },
    NOT_FOUND: { description: "No certificate has this number." },
  },
});

registerEnumType(CertificateStatus, {
  name: "CertificateStatus",
  description: "Whether the academy still stands by a certificate.",
  valuesConfig: {
    VALID: { description: "Issued and not revoked (it may still have expired)." },
    REVOKED: { description: "Withdrawn by an administrator, with a reason." },
    SUPERSEDED: { description: "Replaced by a re-issued certificate (a name correction)." },
  },
});

@ObjectType("CertificateVerification", {
  description:
    "The public answer about a certificate number: its status and the facts it certifies, nothing else about the learner. For NOT_FOUND every field but status and number is null; for SUPERSEDED too, but supersededBy.",
})
export class CertificateVerificationObject {
  @Field(() => VerificationStatus, {
    description: "Valid, expired, revoked, superseded or not found.",
  })
  status!: VerificationStatus;

  @Field({ description: "The certificate number asked about." })
  number!: string;

  @Field(() => String, { nullable: true, description: "The learner's full name at issue." })
  learnerName!: string | null;

  @Field(() => String, { nullable: true, description: "The course's title at issue." })
  courseTitle!: string | null;

  @Field(() => Int, { nullable: true, description: "The course's hours." })
  hours!: number | null;

  @Field(() => Date, { nullable: true, description: "When the course was completed." })
  completedAt!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: "When the certificate expires; null when it never does.",
  })
  expiresAt!: Date | null;

  @Field(() => String, {
    nullable: true,
    description: "For SUPERSEDED, the number of the certificate that replaced it.",
  })
  supersededBy!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Who issued it: "Guardian Academy", or "Guardian Academy, delivered by {partner}" for a licensed partner\'s learner (the partner\'s name at issue).',
  })
  issuer!: string | null;
}

/** What a certificate certifies about the course, as administrators and its learner see it. */
// Not in the schema itself: only the concrete classes that extend it are reachable.
@ObjectType()
export abstract class CertifiedCourseFields {
  @Field({
    description: "The certificate number, GA-<year>-<8 random characters and a check symbol>.",
  })
  number!: string;

  @Field({ description: "The course's title at issue." })
  courseTitle!: string;

  @Field(() => Int, { description: "The course's hours." })
  hours!: number;

  @Field({ description: "When the course was completed." })
  completedAt!: Date;

  @Field(() => Date, { nullable: true, description: "When it expires; null when it never does." })
  expiresAt!: Date | null;
}

@ObjectType("Certificate", {
  description: "A certificate of completion, as administrators see it.",
})
export class CertificateObject extends CertifiedCourseFields {
  @Field(() => CertificateStatus, { description: "Valid, revoked or superseded." })
  status!: CertificateStatus;

  @Field(() => VerificationStatus, {
    description: "What the public verification answers now (expiry included).",
  })
  verification!: VerificationStatus;

  @Field({ description: "The learner's full name at issue." })
  learnerName!: string;

  @Field({ description: "When it was issued." })
  issuedAt!: Date;

  @Field(() => Date, { nullable: true, description: "When it was revoked." })
  revokedAt!: Date | null;

  @Field(() => String, { nullable: true, description: "Why it was revoked." })
  revokedReason!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The number of the certificate that replaced it, when superseded.",
  })
  supersededBy!: string | null;

  @Field(() => Date, { nullable: true, description: "When it was replaced." })
  supersededAt!: Date | null;

  @Field(() => String, { nullable: true, description: "Why it was re-issued." })
  supersededReason!: string | null;

  @Field({
    description:
      "The compact JWS (EdDSA) over the certified facts; verify it with /.well-known/certificate-keys.json.",
  })
  signature!: string;
}

export const certificateObject = (row: Certificate): CertificateObject => ({
  number: row.number,
  status: row.status,
  verification: statusOfCertificate(row),
  learnerName: row.learnerName,
  courseTitle: row.courseTitle,
  hours: row.hours,
  completedAt: row.completedAt,
  expiresAt: row.expiresAt ?? null,
  issuedAt: row.issuedAt,
  revokedAt: row.revokedAt ?? null,
  revokedReason: row.revokedReason ?? null,
  supersededBy: row.supersededBy ?? null,
  supersededAt: row.supersededAt ?? null,
  supersededReason: row.supersededReason ?? null,
  signature: row.signature,
});

/** Who issued a certificate, in words: the academy, and the partner that delivered it. */
export const issuerOf = (certificate: Pick<Certificate, "deliveredBy">) =>
  certificate.deliveredBy
    ? `Guardian Academy, delivered by ${certificate.deliveredBy}`
    : "Guardian Academy";

/**
 * The public answer. A superseded certificate's facts are not repeated (its name was wrong): the
 * answer points to the certificate that replaced it.
 */
export function verificationOf(number: string, found: Certificate | null) {
  const status = found ? statusOfCertificate(found) : VerificationStatus.NOT_FOUND;
  const row = status === VerificationStatus.SUPERSEDED ? null : found;
  return {
    status,
    number: found?.number ?? number,
    learnerName: row?.learnerName ?? null,
    courseTitle: row?.courseTitle ?? null,
    hours: row?.hours ?? null,
    completedAt: row?.completedAt ?? null,
    expiresAt: row?.expiresAt ?? null,
    supersededBy: found?.supersededBy ?? null,
    issuer: row ? issuerOf(row) : null,
  } satisfies CertificateVerificationObject;
}
