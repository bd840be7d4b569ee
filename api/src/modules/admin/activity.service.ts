import type { EntityManager } from "@mikro-orm/postgresql";
import { money } from "../../util/money.js";
import { badInput } from "../../errors.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import type { AdminActivityType } from "./admin.types.js";
import { TARGET_COLUMNS, TARGET_JOINS, type TargetRow, targetOf } from "./audit-target.sql.js";

export const MAX_ACTIVITY = 50;

/** Sign-ins and sign-outs are the login history's business; the dashboard tells the rest. */
const ROUTINE: readonly string[] = [
  AuditEventType.LoginSucceeded,
  AuditEventType.LoginFailed,
  AuditEventType.Logout,
];

/** An audit row as `TOLD_COLUMNS` reads it: the names and the records it concerns joined. */
export interface ToldRow extends TargetRow {
  id: string;
  type: string;
  details: Record<string, unknown> | null;
  ip_address: string | null;
  created_at: Date;
}

/** The select list of an audit row told for people (`e` is the event; see `TOLD_FROM`). */
export const TOLD_COLUMNS = `e.id::text as id, e.type, e.details, e.ip_address, e.created_at,
  actor.username as actor, subject.username as subject, ${TARGET_COLUMNS}`;

/** The audit events with their actor's and subject's names and the records they concern. */
export const TOLD_FROM = `from audit_events e
  left join users actor on actor.id = e.actor_id
  left join users subject on subject.id = e.subject_id
  ${TARGET_JOINS}`;

/** An event as people read it: a sentence with names, and the record it concerns, if any. */
export interface Told extends AdminActivityType {
  ipAddress: string | null;
}

export interface Said {
  actor: string;
  subject: string;
  details: Record<string, unknown>;
  courseTitle: string | null;
}

const dollars = (cents: unknown) => (typeof cents === "number" ? money(cents) : "a payment");

/** A detail's text, or `otherwise` when the event did not keep it. */
const text = (value: unknown, otherwise: string) =>
  typeof value === "string" && value ? value : otherwise;
const titled = (s: Said, what: string) => `${what} '${text(s.details.title, "untitled")}'`;
const course = (s: Said) => s.courseTitle ?? "a course";

/** Each event type as a sentence; a type without one is told by its name. */
const SENTENCES = new Map<string, (said: Said) => string>([
  [AuditEventType.AccountLocked, s => `${s.subject}'s account was locked after failed sign-ins`],
  [AuditEventType.RefreshTokenReused, s => `A reused session token ended ${s.subject}'s sessions`],
  [AuditEventType.PasswordChanged, s => `${s.actor} changed their password`],
  [AuditEventType.PasswordReset, s => `${s.actor} reset ${s.subject}'s password`],
  [AuditEventType.PasswordResetByEmail, s => `${s.actor} reset their password by email`],
  [AuditEventType.ForceLogout, s => `${s.actor} signed ${s.subject} out of every session`],
  [AuditEventType.ForceLogoutAll, s => `${s.actor} signed out all users`],
  [AuditEventType.UserRegistered, s => `${s.subject} registered`],
  [AuditEventType.UserCreated, s => `${s.actor} created the account ${s.subject}`],
  [AuditEventType.UserUpdated, s => `${s.actor} updated ${s.subject}'s account`],
  [AuditEventType.UserDeleted, s => `${s.actor} deleted a user account`],
  [AuditEventType.AdminRoleChanged, s => `${s.actor} changed ${s.subject}'s administrator role`],
  [
    AuditEventType.AgencyCreated,
    s => `${s.actor} set up the agency ${text(s.details.name, "")}`.trimEnd(),
  ],
  [AuditEventType.AgencyInvitationsSent, s => `${s.actor} sent agency invitations`],
  [AuditEventType.AgencyMemberJoined, s => `${s.actor} joined an agency`],
  [
    AuditEventType.AgencySeatsGranted,
    s => `${s.actor} granted an agency ${text(s.details.seats, "")} seats of a course`,
  ],
  [AuditEventType.PaymentRecorded, s => `${s.actor} paid ${dollars(s.details.amountCents)}`],
  [AuditEventType.PaymentRefused, s => `A payment by ${s.actor} was refused`],
  [
    AuditEventType.EnrollmentCreated,
    s =>
      `${s.subject === "Someone" ? s.actor : s.subject} enrolled in ${s.courseTitle ?? "a course"}`,
  ],
  [AuditEventType.BusinessOfferStatusChanged, s => `${s.actor} changed a business offer's status`],
  [AuditEventType.PartnerSuspended, s => `${s.actor} suspended a licensed partner`],
  [AuditEventType.PartnerResumed, s => `${s.actor} resumed a licensed partner`],
  [AuditEventType.PartnerHostMapped, s => `${s.actor} mapped a host name to a partner`],
  [AuditEventType.PartnerHostUnmapped, s => `${s.actor} unmapped a partner's host name`],
  [AuditEventType.AgreementSigned, s => `${s.actor} signed the enrollment agreement`],
  [AuditEventType.SettingsUpdated, s => `${s.actor} updated the site banners`],
  [
    AuditEventType.ContactMessageHandled,
    s =>
      `${s.actor} marked a contact message ${s.details.handled === false ? "not handled" : "handled"}`,
  ],
  [AuditEventType.AccountUnlocked, s => `${s.actor} unlocked ${s.subject}'s account`],
  [
    AuditEventType.AddressUnblocked,
    s => `${s.actor} unblocked the address ${String(s.details.ipAddress ?? "")}`.trimEnd(),
  ],
  [
    AuditEventType.AddressTrusted,
    s => `${s.actor} trusted the address ${String(s.details.ipAddress ?? "")}`.trimEnd(),
  ],
  [
    AuditEventType.AddressUntrusted,
    s => `${s.actor} stopped trusting the address ${String(s.details.ipAddress ?? "")}`.trimEnd(),
  ],
  [AuditEventType.ApiTokenCreated, s => `${s.actor} created an API token`],
  [
    AuditEventType.OidcClientCreated,
    s => `${s.actor} registered the sign-in client ${String(s.details.clientId ?? "")}`.trimEnd(),
  ],
  [
    AuditEventType.OidcClientSecretRotated,
    s => `${s.actor} gave the sign-in client ${String(s.details.clientId ?? "")} a new secret`,
  ],
  [
    AuditEventType.OidcClientRevoked,
    s => `${s.actor} revoked the sign-in client ${String(s.details.clientId ?? "")}`.trimEnd(),
  ],
  [
    AuditEventType.ApiTokenRevoked,
    s =>
      s.subject === "Someone"
        ? `${s.actor} revoked an API token`
        : `${s.actor} revoked ${s.subject}'s API token`,
  ],
  [
    AuditEventType.ApiTokenRefused,
    s => `An API token was refused (${String(s.details.reason ?? "invalid")})`,
  ],
  [AuditEventType.AdminFlagsRepaired, s => `${s.actor} gave ${s.subject} the administrator flag`],
  [AuditEventType.LoginSucceeded, s => `${s.actor} signed in`],
  [
    AuditEventType.LoginFailed,
    s =>
      `A sign-in as ${text(s.details.username, s.subject)} failed (${text(s.details.reason, "refused")})`,
  ],
  [AuditEventType.Logout, s => `${s.actor} signed out`],
  [AuditEventType.PaymentRefunded, s => `${s.actor} refunded ${dollars(s.details.amountCents)}`],
  [
    AuditEventType.PaymentRefundPending,
    s => `A refund of ${dollars(s.details.amountCents)} is waiting for the processor`,
  ],
  [
    AuditEventType.PaymentRefundFailed,
    s => `A refund of ${dollars(s.details.amountCents)} failed at the processor`,
  ],
  [AuditEventType.PaymentAttemptFailed, s => `A card payment by ${s.actor} failed`],
  [AuditEventType.PaymentDisputeOpened, () => `A payer disputed a payment with their bank`],
  [AuditEventType.PaymentDisputeClosed, () => `A payment dispute was closed`],
  [AuditEventType.CourseCreated, s => `${s.actor} created the ${titled(s, "course")}`],
  [AuditEventType.CourseUpdated, s => `${s.actor} updated the ${titled(s, "course")}`],
  [AuditEventType.CourseDeleted, s => `${s.actor} deleted the ${titled(s, "course")}`],
  [
    AuditEventType.CourseDeactivated,
    s => `${s.actor} deactivated the ${titled(s, "course")} (it has enrollments)`,
  ],
  [AuditEventType.LegalDocumentCreated, s => `${s.actor} published the ${titled(s, "document")}`],
  [AuditEventType.LegalDocumentUpdated, s => `${s.actor} updated the ${titled(s, "document")}`],
  [AuditEventType.LegalDocumentDeleted, s => `${s.actor} deleted the ${titled(s, "document")}`],
  [AuditEventType.RevokedSessionUsed, s => `An ended session of ${s.subject} was presented again`],
  [AuditEventType.VerificationFlagged, s => `${s.actor} flagged verification issues for review`],
  [AuditEventType.VerificationResolved, s => `${s.actor} resolved a verification issue`],
  [
    AuditEventType.EnrollmentMarkedComplete,
    s => `${s.actor} marked ${s.subject}'s ${course(s)} complete`,
  ],
  [
    AuditEventType.CertificateRevoked,
    s => `${s.actor} revoked certificate ${text(s.details.certificateNumber, "")}`.trimEnd(),
  ],
  [
    AuditEventType.CertificateReissued,
    s =>
      `${s.actor} reissued certificate ${text(s.details.certificateNumber, "")} as ${text(s.details.newCertificateNumber, "a new one")}`,
  ],
  [
    AuditEventType.EnrollmentAccessRetried,
    s => `${s.actor} asked the learning system again for ${s.subject}'s ${course(s)}`,
  ],
  [AuditEventType.MailResent, s => `${s.actor} sent a mail again`],
]);

/** One audit event as a sentence for people; a type without one is told by its name. */
export const sentenceOf = (type: string, said: Said): string =>
  SENTENCES.get(type)?.(said) ?? `${said.actor}: ${type}`;

/** A row of `TOLD_COLUMNS` told: its sentence, names, address and the record it concerns. */
export function toldOf(row: ToldRow): Told {
  return {
    id: row.id,
    type: row.type,
    message: sentenceOf(row.type, {
      // No actor: a job or the payment processor acted, not a person.
      actor: row.actor ?? "The portal",
      subject: row.subject ?? "Someone",
      details: row.details ?? {},
      courseTitle: row.course_title,
    }),
    actorUsername: row.actor,
    subjectUsername: row.subject,
    ipAddress: row.ip_address,
    createdAt: new Date(row.created_at),
    target: targetOf(row.type, row),
  };
}

/** The audit log, newest first, told for people: one statement (names and records joined). */
export class ActivityService {
  constructor(private readonly em: EntityManager) {}

  async recent(first: number): Promise<AdminActivityType[]> {
    if (!Number.isInteger(first) || first < 1 || first > MAX_ACTIVITY) {
      throw badInput(`first must be from 1 to ${MAX_ACTIVITY}`);
    }
    const rows = await this.em.execute<ToldRow[]>(
      `select ${TOLD_COLUMNS} ${TOLD_FROM}
       where e.type not in (${ROUTINE.map(type => `'${type}'`).join(", ")})
       order by e.created_at desc, e.id desc
       limit ?`,
      [first],
    );
    return rows.map(toldOf);
  }
}
