import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { Enrollment } from "../enrollments/enrollment.entity.js";
import { User } from "../users/user.entity.js";

export enum CertificateStatus {
  VALID = "valid",
  REVOKED = "revoked",
  /** Replaced by a re-issued certificate (a name correction); `supersededBy` names it. */
  SUPERSEDED = "superseded",
}

/**
 * A certificate of completion: one valid per enrollment, with the facts it
 * certifies as they were at issue (a later rename changes nothing here) and their Ed25519 JWS.
 */
@Entity({ tableName: "certificates" })
// One valid certificate per enrollment; the ones a re-issue replaced stay, superseded, and a
// revoked one stays beside the certificate of a later completion (bought again after a refund).
@Index({
  name: "certificates_enrollment_valid_unique",
  expression: `create unique index "certificates_enrollment_valid_unique" on "certificates" ("enrollment_id") where "status" = 'valid'`,
})
// The admin list's keyset sorts (each key plus id, so a deep page costs what the first does).
@Index({ name: "certificates_issued_id_idx", properties: ["issuedAt", "id"] })
@Index({ name: "certificates_completed_id_idx", properties: ["completedAt", "id"] })
@Index({ name: "certificates_number_id_idx", properties: ["number", "id"] })
@Index({ name: "certificates_learner_id_idx", properties: ["learnerName", "id"] })
export class Certificate {
  @PrimaryKey()
  id!: number;

  /**
   * `GA-<year>-` and 8 random Crockford base-32 characters with a check symbol (earlier ones:
   * `GA-<year>-<6 digits>` from the `certificate_numbers` sequence, no longer used).
   */
  @Property({ type: "text", unique: "certificates_number_unique" })
  number!: string;

  @ManyToOne(() => Enrollment, { ref: true, deleteRule: "cascade", index: true })
  enrollment!: Ref<Enrollment>;

  /** The learner; kept as null when their account is deleted (the certificate still verifies). */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: "set null", index: true })
  user?: Ref<User> | null;

  @Property({ type: "text" })
  learnerName!: string;

  @Property({ type: "text" })
  courseTitle!: string;

  @Property({ type: "integer" })
  hours!: number;

  @Property({ type: "datetime" })
  completedAt!: Date;

  @Property({ type: "datetime", nullable: true })
  expiresAt?: Date | null;

  @Property({ type: "datetime" })
  issuedAt!: Date;

  /**
   * The licensed partner that delivered the course, its storefront name at issue (a snapshot);
   * null for the academy's own learners. Signed with the facts only when set.
   */
  @Property({ type: "text", nullable: true })
  deliveredBy?: string | null;

  /** The compact JWS (EdDSA) over the canonical payload of the facts above. */
  @Property({ type: "text" })
  signature!: string;

  @Enum({ items: () => CertificateStatus, default: CertificateStatus.VALID })
  status: Opt<CertificateStatus> = CertificateStatus.VALID;

  @Property({ type: "datetime", nullable: true })
  revokedAt?: Date | null;

  @Property({ type: "text", nullable: true })
  revokedReason?: string | null;

  /** The number of the certificate that replaced this one (status superseded). */
  @Property({ type: "text", nullable: true })
  supersededBy?: string | null;

  @Property({ type: "datetime", nullable: true })
  supersededAt?: Date | null;

  /** Why it was re-issued (a name correction, as the administrator wrote it). */
  @Property({ type: "text", nullable: true })
  supersededReason?: string | null;
}
