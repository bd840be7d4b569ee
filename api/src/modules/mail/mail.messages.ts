import { PORTAL } from "./portal-links.rules.js";

/**
 * The texts of the portal's own mails. Plain text, never a password or a token: a mail can be
 * read by whoever reaches the inbox, and it stays in the outbox for administrators. The
 * exceptions, the single-use links of a password reset, an agency's invitation, a licence
 * agreement's signing and a partner administrator's invitation, are hidden
 * from the outbox view (`hideResetTokens`): an administrator must not be able to use them. Only a
 * demo install (no SMTP server, outside production), whose mail never leaves the outbox, shows
 * them whole there (`showsMailTokens`), so its reset and invitation links can be opened.
 */
export interface MailText {
  subject: string;
  text: string;
}

const SIGNATURE = "Guardian Academy";

/** The sender of a mail that is a partner's (docs/partners.md): its name on our address. */
export interface MailSender {
  /** The From header's display name; the address stays the portal's own (MAIL_FROM). */
  fromName: string;
  /** Where replies go: the partner's support address, when it has one. */
  replyTo: string | null;
}

/** A partner's learner's mail: "{Partner} via Guardian Academy", replies to its support. */
export const viaPartner = (partnerName: string, supportEmail: string | null): MailSender => ({
  fromName: `${partnerName} via ${SIGNATURE}`,
  replyTo: supportEmail,
});

const when = (at: Date) =>
  new Intl.DateTimeFormat("en-US", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(at) + " UTC";

/** Paragraphs, each one line: mail clients wrap them to the reader's window. */
const paragraphs = (...parts: string[]) => parts.join("\n\n");

export function enrollmentConfirmation(learner: {
  firstName: string;
  username: string;
  courseTitle: string;
}): MailText {
  return {
    subject: `You are enrolled in ${learner.courseTitle}`,
    text: paragraphs(
      `Hello ${learner.firstName},`,
      `You are enrolled in ${learner.courseTitle}.`,
      `Your dashboard shows the course and your access: ${PORTAL}/dashboard\nSign in to the portal with your username, ${learner.username}, and the password you chose.`,
      "Your login details for the learning system come in a separate message once your access is ready. We never send passwords by email.",
      SIGNATURE,
    ),
  };
}

/** "1 API token", "3 API tokens". */
export const tokenCount = (n: number) => (n === 1 ? "1 API token" : `${n} API tokens`);

/**
 * After a change on the account page, or a reset by an administrator (`byAdministrator`). API
 * tokens are named only when there are some: a reset revokes them (`apiTokensRevoked`); the
 * user's own change keeps them (`apiTokensActive`), with the page that manages them for those who
 * may (`managesApiTokens`, administrators).
 */
export function passwordChangedNotice(change: {
  firstName: string;
  at: Date;
  byAdministrator?: boolean;
  apiTokensRevoked?: number;
  apiTokensActive?: number;
  managesApiTokens?: boolean;
}): MailText {
  const how = change.byAdministrator ? "reset by an administrator" : "changed";
  const ask = change.byAdministrator
    ? "If you did not ask for this, or do not know why, contact us at once:"
    : "If this was you, there is nothing more to do. If it was not you, contact us at once:";
  const revoked = change.apiTokensRevoked
    ? `, and its ${tokenCount(change.apiTokensRevoked)} revoked`
    : "";
  const active = change.apiTokensActive ?? 0;
  const tokens =
    active > 0
      ? `${active === 1 ? "1 API token is" : `${tokenCount(active)} are`} still active: a password change does not end API tokens. ${
          change.managesApiTokens
            ? `Review or revoke them at ${PORTAL}/admin/api-tokens`
            : "An administrator can revoke them for you."
        }`
      : null;
  return {
    subject: "Your password was changed",
    text: paragraphs(
      `Hello ${change.firstName},`,
      `The password of your Guardian Academy account was ${how} on ${when(change.at)}, and every session of the account was signed out${revoked}.`,
      ...(tokens ? [tokens] : []),
      `${ask} ${PORTAL}/contact`,
      SIGNATURE,
    ),
  };
}

const RESET_LINK = `${PORTAL}/reset-password?token=`;

/** The link of a "Forgot password?" request, to the account's address; it works once. */
export function passwordResetLink(reset: {
  firstName: string;
  username: string;
  token: string;
  minutes: number;
}): MailText {
  return {
    subject: "Reset your Guardian Academy password",
    text: paragraphs(
      `Hello ${reset.firstName},`,
      `We received a request to reset the password of your Guardian Academy account (username ${reset.username}). To choose a new password, open this link within ${reset.minutes} minutes: ${RESET_LINK}${reset.token}`,
      "The link works once. If you did not ask for this, ignore this message: your password stays as it is.",
      SIGNATURE,
    ),
  };
}

const JOIN_LINK = `${PORTAL}/agency/join?token=`;

/** To an agent an agency invited to a seat of a course: a link that works once. */
export function agencyInvitation(invitation: {
  firstName: string;
  agencyName: string;
  courseTitle: string;
  token: string;
  days: number;
}): MailText {
  return {
    subject: `${invitation.agencyName} invites you to ${invitation.courseTitle}`,
    text: paragraphs(
      `Hello ${invitation.firstName},`,
      `${invitation.agencyName} has a seat for you in ${invitation.courseTitle} at Guardian Academy. To take it, open this link within ${invitation.days} days, and register or sign in with this email address: ${JOIN_LINK}${invitation.token}`,
      "You then sign the course's enrollment agreement yourself, and the course opens. The link works once. If you did not expect this, ignore this message.",
      SIGNATURE,
    ),
  };
}

/** A mail's text with the token of any reset or invitation link replaced, for the outbox view. */
export const hideResetTokens = (text: string) =>
  text.replace(
    /(\/(?:reset-password|agency\/join|partners\/join|licence-agreement\/\d+)\?token=)[\w-]+/g,
    "$1[hidden]",
  );

/** To the applicant once the licence fee is verified as paid. */
export function licenceFeeReceived(offer: {
  contactName: string;
  businessName: string;
  licence: string;
  amount: string;
  paymentId: string;
}): MailText {
  return {
    subject: `Your ${offer.licence} payment was received`,
    text: paragraphs(
      `Hello ${offer.contactName},`,
      `We received ${offer.amount} from ${offer.businessName} for the ${offer.licence} (payment ${offer.paymentId}).`,
      "Next we send you the licensing agreement to sign; once it is signed you receive your admin credentials and can launch your branded academy.",
      `The programme's steps: ${PORTAL}/business-offers`,
      SIGNATURE,
    ),
  };
}

/** To a business whose licence fee was verified: the licence agreement's signing link. */
export function licenceAgreementLink(partner: {
  contactName: string;
  businessName: string;
  licence: string;
  offerId: number;
  token: string;
  days: number;
}): MailText {
  return {
    subject: `Sign your ${partner.licence} agreement`,
    text: paragraphs(
      `Hello ${partner.contactName},`,
      `The licence fee of ${partner.businessName} is paid. The next step is the licence agreement: read and sign it online within ${partner.days} days at ${PORTAL}/licence-agreement/${partner.offerId}?token=${partner.token}`,
      "The link signs once; afterwards it shows who signed and the signed agreement. Once it is signed, we email you an invitation to set up your partner administrator account.",
      SIGNATURE,
    ),
  };
}

/** To a partner's administrator-to-be: a single-use link to set up their account (never a password). */
export function partnerAdminInvitation(invitation: {
  partnerName: string;
  token: string;
  days: number;
}): MailText {
  return {
    subject: `Set up your administrator account for ${invitation.partnerName}`,
    text: paragraphs(
      "Hello,",
      `You are invited to administer ${invitation.partnerName}'s academy at Guardian Academy. To set up your account, open this link within ${invitation.days} days, and create an account (you choose its password) or sign in with this email address: ${PORTAL}/partners/join?token=${invitation.token}`,
      "The link works once. We never send passwords by email. If you did not expect this, ignore this message.",
      SIGNATURE,
    ),
  };
}

/** To a partner's administrator: a month's statement is made (issue 55), with where to read it. */
export function statementReady(statement: {
  partnerName: string;
  partnerId: number;
  /** Its month in words, "March 2026". */
  month: string;
  payable: string;
}): MailText {
  return {
    subject: `Your ${statement.month} statement is ready`,
    text: paragraphs(
      "Hello,",
      `The ${statement.month} statement of ${statement.partnerName} is ready: its sales, refunds, the academy's royalty, the processor's fees and your share. The amount payable to you is ${statement.payable}.`,
      `Read it and download it as PDF or CSV on your partner page: ${PORTAL}/partner/${statement.partnerId}`,
      SIGNATURE,
    ),
  };
}

/** What happened to a statement's payout: sent to the partner's payout account, or reversed. */
export function statementPayout(
  outcome: "paid" | "reversed",
  statement: { partnerName: string; partnerId: number; month: string; amount: string },
): MailText {
  const { partnerName, partnerId, month, amount } = statement;
  return {
    subject:
      outcome === "paid"
        ? `Your ${month} statement was paid`
        : `The payout of your ${month} statement was reversed`,
    text: paragraphs(
      "Hello,",
      outcome === "paid"
        ? `${amount} for the ${month} statement of ${partnerName} was sent to your payout account. Your payout processor shows when it reaches your bank.`
        : `${amount} of the payout for the ${month} statement of ${partnerName} was reversed: taken back from your payout account. The academy will contact you about it.`,
      `Your statements: ${PORTAL}/partner/${partnerId}`,
      SIGNATURE,
    ),
  };
}
