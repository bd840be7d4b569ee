import {
  Entity,
  Enum,
  ManyToOne,
  OneToOne,
  PrimaryKey,
  Property,
} from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { Enrollment } from "../enrollments/enrollment.entity.js";
import { User } from "../users/user.entity.js";

export enum CertificateStatus {
  Valid = "valid",
  Revoked = "revoked",
}

/**
 * A certificate of completion: one per enrollment (unique), with the facts it certifies as they
 * were at issue (a later rename changes nothing here) and their Ed25519 JWS.
 */
@Entity({ tableName: "certificates" })
export class Certificate {
  @PrimaryKey()
  id!: number;

  /** `GA-<year>-<6 digits>`, from the `certificate_numbers` sequence. */
  @Property({ type: "text", unique: "certificates_number_unique" })
  number!: string;

  @OneToOne(() => Enrollment, {
    ref: true,
    owner: true,
    deleteRule: "cascade",
    unique: "certificates_enrollment_unique",
  })
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

  /** The compact JWS (EdDSA) over the canonical payload of the facts above. */
  @Property({ type: "text" })
  signature!: string;

  @Enum({ items: () => CertificateStatus, default: CertificateStatus.Valid })
  status: Opt<CertificateStatus> = CertificateStatus.Valid;

  @Property({ type: "datetime", nullable: true })
  revokedAt?: Date | null;

  @Property({ type: "text", nullable: true })
  revokedReason?: string | null;
}
