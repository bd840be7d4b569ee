import type { MailText } from "../mail/mail.messages.js";
import { PORTAL } from "../mail/portal-links.rules.js";

/** An instant's day as the mails say it: "March 14, 2029" (UTC). */
export const longDate = (at: Date) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(at);

const partnerPage = (partnerId: number) => `${PORTAL}/partner/${partnerId}`;

/** To each joined administrator, 90, 30 and 7 days before a royalty-free licence's term ends. */
export function termReminder(partner: {
  id: number;
  name: string;
  endsAt: Date;
  days: number;
}): MailText {
  return {
    subject: `${partner.name}'s licence ends on ${longDate(partner.endsAt)}`,
    text: [
      "Hello,",
      `The Royalty-Free License of ${partner.name} ends on ${longDate(partner.endsAt)}, in ${partner.days === 1 ? "1 day" : `${partner.days} days`}. On that day its storefront stops selling courses (learners keep what they bought).`,
      `Renew it for 3 more years from your academy's page: ${partnerPage(partner.id)}`,
      "Guardian Academy",
    ].join("\n\n"),
  };
}

/** To each joined administrator, when the term ended unrenewed. */
export function termEnded(partner: { id: number; name: string; endedAt: Date }): MailText {
  return {
    subject: `${partner.name}'s licence has ended`,
    text: [
      "Hello,",
      `The Royalty-Free License of ${partner.name} ended on ${longDate(partner.endedAt)}, so its storefront no longer sells courses. Its learners keep the courses they bought.`,
      `Renew it from your academy's page to sell again for 3 years: ${partnerPage(partner.id)}`,
      "Guardian Academy",
    ].join("\n\n"),
  };
}
