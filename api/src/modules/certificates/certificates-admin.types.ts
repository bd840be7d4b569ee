import { ObjectType, registerEnumType } from "type-graphql";
import { Connection } from "../../graphql/connection.js";
import { CertificateObject } from "./certificates.types.js";

/** Where a certificate stands, as the admin list filters it (expiry included). */
export enum AdminCertificateStatus {
  VALID = "VALID",
  EXPIRED = "EXPIRED",
  REVOKED = "REVOKED",
  SUPERSEDED = "SUPERSEDED",
}
registerEnumType(AdminCertificateStatus, {
  name: "AdminCertificateStatus",
  description: "The certificates the admin list shows by where they stand.",
  valuesConfig: {
    VALID: { description: "Neither revoked, superseded nor expired." },
    EXPIRED: { description: "Not revoked or superseded, but past its expiry." },
    REVOKED: { description: "Revoked by an administrator or by a refund." },
    SUPERSEDED: { description: "Replaced by a re-issued certificate." },
  },
});

/** The sorts of the admin certificates list; each is a NOT NULL key plus the id. */
export enum AdminCertificateSortField {
  ISSUED_AT = "ISSUED_AT",
  COMPLETED_AT = "COMPLETED_AT",
  NUMBER = "NUMBER",
  LEARNER = "LEARNER",
}
registerEnumType(AdminCertificateSortField, {
  name: "AdminCertificateSortField",
  description: "What the admin certificates list can be sorted by.",
  valuesConfig: {
    ISSUED_AT: { description: "When it was issued." },
    COMPLETED_AT: { description: "When the course was completed." },
    NUMBER: { description: "The certificate number." },
    LEARNER: { description: "The learner's name on the certificate, A to Z." },
  },
});

@ObjectType("AdminCertificateConnection", {
  description: "A page of certificates, for administrators.",
})
export class AdminCertificateConnection extends Connection(CertificateObject, "AdminCertificate") {}
