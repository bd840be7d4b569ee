import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditTargetKind, type AuditTargetType } from "./admin.types.js";

/** A whole-number id kept in the event's details under `key`, or NULL (never a failed cast). */
const detailId = (key: string) =>
  `case when e.details->>'${key}' ~ '^[0-9]{1,9}$' then (e.details->>'${key}')::int end`;

/**
 * The records an audit event (`e`, with its `actor` and `subject` joined) may concern, joined by
 * what its details keep: each a primary or unique key, so a row finds at most one of each, and
 * a record deleted since finds none. A payment is kept by its transaction ID, a certificate by
 * its number (a re-issue's new one first).
 */
export const TARGET_JOINS = `
  left join courses course on course.id = ${detailId("courseId")}
  left join payments payment on payment.provider_payment_id = e.details->>'paymentId'
  left join legal_documents document on document.id = ${detailId("documentId")}
  left join business_offers offer on offer.id = ${detailId("offerId")}
  left join api_tokens token on token.id = ${detailId("tokenId")}
  left join certificates certificate on certificate.number =
    coalesce(e.details->>'newCertificateNumber', e.details->>'certificateNumber')`;

export const TARGET_COLUMNS = `e.actor_id, e.subject_id, course.id as course_id,
  course.title as course_title, payment.id as payment_id,
  payment.provider_payment_id as payment_reference, document.id as document_id,
  document.title as document_title, offer.id as offer_id, offer.business_name as offer_name,
  token.id as token_id, token.name as token_name, certificate.id as certificate_id,
  certificate.number as certificate_number`;

/** What `TARGET_COLUMNS` reads, with the usernames of the event's actor and subject. */
export interface TargetRow {
  actor_id: number | null;
  actor: string | null;
  subject_id: number | null;
  subject: string | null;
  course_id: number | null;
  course_title: string | null;
  payment_id: number | null;
  payment_reference: string | null;
  document_id: number | null;
  document_title: string | null;
  offer_id: number | null;
  offer_name: string | null;
  token_id: number | null;
  token_name: string | null;
  certificate_id: number | null;
  certificate_number: string | null;
}

type Target = (row: TargetRow) => AuditTargetType | null;
type Column<T> = {
  [K in keyof TargetRow]: TargetRow[K] extends T | null ? K : never;
}[keyof TargetRow];

/** The record of `kind` whose id and label `TARGET_COLUMNS` reads as `id` and `label`. */
const joined =
  (kind: AuditTargetKind, id: Column<number>, label: Column<string>): Target =>
  row => {
    const [found, named] = [row[id], row[label]];
    return found === null || named === null ? null : { kind, id: found, label: named };
  };

/** The account it was done to, or else the one that did it (a sign-in, a password change). */
const USER: Target = row => {
  const [id, username] =
    row.subject !== null ? [row.subject_id, row.subject] : [row.actor_id, row.actor];
  return id === null || username === null
    ? null
    : { kind: AuditTargetKind.USER, id, label: username };
};
const PAYMENT = joined(AuditTargetKind.PAYMENT, "payment_id", "payment_reference");
const COURSE = joined(AuditTargetKind.COURSE, "course_id", "course_title");
const DOCUMENT = joined(AuditTargetKind.LEGAL_DOCUMENT, "document_id", "document_title");
const OFFER = joined(AuditTargetKind.BUSINESS_OFFER, "offer_id", "offer_name");
const TOKEN = joined(AuditTargetKind.API_TOKEN, "token_id", "token_name");
const CERTIFICATE = joined(AuditTargetKind.CERTIFICATE, "certificate_id", "certificate_number");

/**
 * What each event type concerns; null where there is no one record with an admin screen (every
 * user signed out, an address, the site settings, a mail, a verification flag, a message).
 */
const TARGETS: Record<AuditEventType, Target | null> = {
  [AuditEventType.LoginSucceeded]: USER,
  [AuditEventType.LoginFailed]: USER,
  [AuditEventType.AccountLocked]: USER,
  [AuditEventType.Logout]: USER,
  [AuditEventType.RefreshTokenReused]: USER,
  [AuditEventType.PasswordChanged]: USER,
  [AuditEventType.PasswordReset]: USER,
  [AuditEventType.PasswordResetByEmail]: USER,
  [AuditEventType.ForceLogout]: USER,
  [AuditEventType.ForceLogoutAll]: null,
  [AuditEventType.UserRegistered]: USER,
  [AuditEventType.UserCreated]: USER,
  [AuditEventType.UserUpdated]: USER,
  // The account is gone; the actor is not what the event is about.
  [AuditEventType.UserDeleted]: null,
  [AuditEventType.AdminRoleChanged]: USER,
  // The manager who set it up (agencies have no admin screen yet).
  [AuditEventType.AgencyCreated]: USER,
  [AuditEventType.AgencySeatsGranted]: null,
  [AuditEventType.AgencyInvitationsSent]: USER,
  [AuditEventType.AgencyMemberJoined]: USER,
  [AuditEventType.PaymentRecorded]: PAYMENT,
  [AuditEventType.PaymentRefused]: PAYMENT,
  [AuditEventType.PaymentRefunded]: PAYMENT,
  [AuditEventType.EnrollmentCreated]: USER,
  [AuditEventType.BusinessOfferStatusChanged]: OFFER,
  [AuditEventType.AgreementSigned]: DOCUMENT,
  [AuditEventType.SettingsUpdated]: null,
  [AuditEventType.ContactMessageHandled]: null,
  [AuditEventType.AdminFlagsRepaired]: USER,
  [AuditEventType.CourseCreated]: COURSE,
  [AuditEventType.CourseUpdated]: COURSE,
  [AuditEventType.CourseDeleted]: COURSE,
  [AuditEventType.CourseDeactivated]: COURSE,
  [AuditEventType.LegalDocumentCreated]: DOCUMENT,
  [AuditEventType.LegalDocumentUpdated]: DOCUMENT,
  [AuditEventType.LegalDocumentDeleted]: DOCUMENT,
  [AuditEventType.AccountUnlocked]: USER,
  [AuditEventType.AddressUnblocked]: null,
  [AuditEventType.AddressTrusted]: null,
  [AuditEventType.AddressUntrusted]: null,
  [AuditEventType.OidcClientCreated]: null,
  [AuditEventType.OidcClientSecretRotated]: null,
  [AuditEventType.OidcClientRevoked]: null,
  // The business offer the partner was made from (the Partners screen is still to come).
  [AuditEventType.PartnerSuspended]: OFFER,
  [AuditEventType.PartnerResumed]: OFFER,
  [AuditEventType.PartnerHostMapped]: null,
  [AuditEventType.PartnerHostUnmapped]: null,
  [AuditEventType.ApiTokenCreated]: TOKEN,
  [AuditEventType.ApiTokenRevoked]: TOKEN,
  [AuditEventType.ApiTokenRefused]: TOKEN,
  [AuditEventType.RevokedSessionUsed]: USER,
  [AuditEventType.VerificationFlagged]: null,
  [AuditEventType.VerificationResolved]: null,
  [AuditEventType.EnrollmentMarkedComplete]: USER,
  [AuditEventType.CertificateRevoked]: CERTIFICATE,
  [AuditEventType.CertificateReissued]: CERTIFICATE,
  [AuditEventType.EnrollmentAccessRetried]: USER,
  [AuditEventType.MailResent]: null,
  [AuditEventType.PaymentRefundPending]: PAYMENT,
  [AuditEventType.PaymentRefundFailed]: PAYMENT,
  [AuditEventType.PaymentAttemptFailed]: PAYMENT,
  [AuditEventType.PaymentDisputeOpened]: PAYMENT,
  [AuditEventType.PaymentDisputeClosed]: PAYMENT,
};

/** The record an event of `type` concerns, if it still exists: see `TARGETS`. */
export const targetOf = (type: string, row: TargetRow): AuditTargetType | null =>
  (Object.hasOwn(TARGETS, type) && TARGETS[type as AuditEventType]?.(row)) || null;
