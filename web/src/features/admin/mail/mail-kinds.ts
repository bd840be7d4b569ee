/** What each kind of mail is, in words (the outbox stores a key such as `password.reset`). */
const MAIL_KINDS: Record<string, string> = {
  "enrollment.confirmation": "Enrollment confirmation",
  "password.reset": "Password reset link",
  "password.changed": "Password changed notice",
  "agency.invitation": "Agency invitation",
  "business_offer.paid": "Licence fee receipt",
  "ce.renewal_reminder": "CE renewal reminder",
};

/** A kind in words; one this screen does not know yet is spelled out from its key. */
export function mailKindLabel(kind: string): string {
  const known = MAIL_KINDS[kind];
  if (known) return known;
  const words = kind.replace(/[._-]+/g, " ").trim();
  return words ? words[0].toUpperCase() + words.slice(1) : "Other";
}
