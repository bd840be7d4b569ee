import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from "@mikro-orm/decorators/legacy";
import type { Opt, Ref } from "@mikro-orm/core";
import { User } from "../users/user.entity.js";

/** The closed list of audited security and money events. */
export enum AuditEventType {
  /** A successful sign-in (password, admin or cross-system token). */
  LoginSucceeded = "login.succeeded",
  /** A refused sign-in. */
  LoginFailed = "login.failed",
  /** An account locked after repeated failures. */
  AccountLocked = "account.locked",
  Logout = "logout",
  /** A refresh token presented after rotation: the family was revoked. */
  RefreshTokenReused = "session.refresh_reused",
  PasswordChanged = "password.changed",
  PasswordReset = "password.reset_by_admin",
  /** The user set a new password with a "Forgot password?" link (details: API tokens revoked). */
  PasswordResetByEmail = "password.reset_by_email",
  ForceLogout = "session.force_logout",
  ForceLogoutAll = "session.force_logout_all",
  UserRegistered = "user.registered",
  UserCreated = "user.created",
  UserUpdated = "user.updated",
  UserDeleted = "user.deleted",
  AdminRoleChanged = "user.role_changed",
  PaymentRecorded = "payment.recorded",
  PaymentRefused = "payment.refused",
  /** Money of a payment given back by an administrator (details: amount, enrollment kept). */
  PaymentRefunded = "payment.refunded",
  EnrollmentCreated = "enrollment.created",
  BusinessOfferStatusChanged = "business_offer.status_changed",
  AgreementSigned = "agreement.signed",
  /** An administrator changed the site banners (disclaimer text or either banner's switch). */
  SettingsUpdated = "settings.updated",
  /** An administrator marked a contact message handled, or not handled again. */
  ContactMessageHandled = "contact.message_handled",
  /** The admin fix repaired super administrators who lacked the administrator flag. */
  AdminFlagsRepaired = "admin.flags_repaired",
  /** An administrator added a course to the catalogue. */
  CourseCreated = "course.created",
  /** An administrator changed a course (details: the fields changed, prices in cents). */
  CourseUpdated = "course.updated",
  /** An administrator deleted a course that nobody had enrolled in, paid for or signed for. */
  CourseDeleted = "course.deleted",
  /** A delete of a course with enrollments (or payments) that deactivated it instead. */
  CourseDeactivated = "course.deactivated",
  /** An administrator published a legal document (details: the documents it deactivated). */
  LegalDocumentCreated = "legal_document.created",
  /** An administrator changed a legal document (never the text of a signed one). */
  LegalDocumentUpdated = "legal_document.updated",
  /** An administrator deleted a legal document nobody had signed. */
  LegalDocumentDeleted = "legal_document.deleted",
  /** A super administrator lifted an account's sign-in lock (its failure count starts afresh). */
  AccountUnlocked = "account.unlocked",
  /** A super administrator unblocked a client address (details: ipAddress). */
  AddressUnblocked = "address.unblocked",
  /** An administrator created a personal API token (details: tokenId, name, role, days). */
  ApiTokenCreated = "api_token.created",
  /** A personal API token was revoked (details: tokenId, name). */
  ApiTokenRevoked = "api_token.revoked",
  /** A Bearer request was refused: malformed, unknown, revoked or expired token, or inactive owner. */
  ApiTokenRefused = "api_token.refused",
  /**
   * A revoked session was presented again: its refresh token, or an access token of a revoked
   * session or an old token version (details: familyId, which token, when it was revoked).
   */
  RevokedSessionUsed = "session.revoked_used",
  /** A signed-in user set up an agency, which they manage (details: agencyId, name). */
  AgencyCreated = "agency.created",
  /** An administrator granted an agency seats of a course without payment (details: counts). */
  AgencySeatsGranted = "agency.seats_granted",
  /** A manager sent invitations to seats of a course (details: agencyId, courseId, emails). */
  AgencyInvitationsSent = "agency.invitations_sent",
  /** An invited agent joined the agency with the invitation's link (details: agencyId). */
  AgencyMemberJoined = "agency.member_joined",
  /** An administrator flagged verification anomalies for review (details: the anomaly keys). */
  VerificationFlagged = "verification.flagged",
  /** An administrator resolved a flagged anomaly with a note. */
  VerificationResolved = "verification.resolved",
  /** An administrator marked an enrollment complete without the LMS (details: the note). */
  EnrollmentMarkedComplete = "enrollment.marked_complete",
  /** An administrator revoked a certificate (details: its number and the reason). */
  CertificateRevoked = "certificate.revoked",
  /**
   * An administrator re-issued a certificate after a name correction (details: the old and new
   * numbers and the reason); the old one is superseded.
   */
  CertificateReissued = "certificate.reissued",
  /** An administrator asked again for the learning-system access provisioning gave up on. */
  EnrollmentAccessRetried = "enrollment.access_retried",
  /** An administrator sent a failed or held mail again (details: mailId, kind, status). */
  MailResent = "mail.resent",
  /** A refund the processor has not settled yet (details: refundId, amountCents, source). */
  PaymentRefundPending = "payment.refund_pending",
  /** A pending refund the processor failed or canceled (details: refundId, failureReason). */
  PaymentRefundFailed = "payment.refund_failed",
  /** A card payment attempt the processor refused (details: the processor's message). */
  PaymentAttemptFailed = "payment.attempt_failed",
  /** The payer disputed the payment with their bank (details: disputeId, reason, amountCents). */
  PaymentDisputeOpened = "payment.dispute_opened",
  /** A dispute ended: won, lost or closed as a warning (details: disputeId, status). */
  PaymentDisputeClosed = "payment.dispute_closed",
  /**
   * A super administrator trusted a client address: administrators' sign-ins from it are no
   * longer security findings (details: ipAddress, note).
   */
  AddressTrusted = "address.trusted",
  /** A super administrator stopped trusting a client address (details: ipAddress). */
  AddressUntrusted = "address.untrusted",
  /** A super administrator registered a sign-in client (details: clientId, name, firstParty). */
  OidcClientCreated = "oidc_client.created",
  /** A sign-in client was given a new secret; the old one stops working (details: clientId). */
  OidcClientSecretRotated = "oidc_client.secret_rotated",
  /** A sign-in client was revoked: the provider no longer knows it (details: clientId). */
  OidcClientRevoked = "oidc_client.revoked",
  /** An administrator suspended a licensed partner (details: partnerId, reason, from). */
  PartnerSuspended = "partner.suspended",
  /** An administrator resumed a suspended partner (details: partnerId, to). */
  PartnerResumed = "partner.resumed",
  /** An administrator served a partner at a host name (details: partnerId, host). */
  PartnerHostMapped = "partner.host_mapped",
  /** An administrator stopped serving a partner at a host name (details: partnerId, host). */
  PartnerHostUnmapped = "partner.host_unmapped",
}

/**
 * One audited event. Append-only and hash-chained in the database (see
 * `AuditService.verifyChain`).
 */
@Entity({ tableName: "audit_events" })
@Index({ name: "audit_events_time_idx", properties: ["createdAt"] })
@Index({ name: "audit_events_type_time_idx", properties: ["type", "createdAt"] })
export class AuditEvent {
  @PrimaryKey({ type: "bigint" })
  id!: string;

  @Enum({ items: () => AuditEventType })
  type!: AuditEventType;

  /** Who acted; null for anonymous or system actions. Kept when the user is deleted. */
  @ManyToOne(() => User, { ref: true, nullable: true, createForeignKeyConstraint: false })
  actor?: Ref<User> | null;

  /** Whom it concerned, when another user. Kept when the user is deleted. */
  @ManyToOne(() => User, { ref: true, nullable: true, createForeignKeyConstraint: false })
  subject?: Ref<User> | null;

  @Property({ type: "text", nullable: true })
  ipAddress?: string | null;

  @Property({ type: "text", nullable: true })
  userAgent?: string | null;

  @Property({ type: "json", nullable: true })
  details?: Record<string, unknown> | null;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Opt<Date> = new Date();

  /** The previous row's `hash`; set by the database (see `AuditService.verifyChain`). */
  @Property({ type: "blob", nullable: true, lazy: true })
  prevHash?: Opt<Buffer> | null;

  /** sha256 of `prevHash` and this row's text; set by the database. */
  @Property({ type: "blob", nullable: true, lazy: true })
  hash?: Opt<Buffer> | null;
}
