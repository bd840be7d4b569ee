/**
 * Mails link to the portal as `{portal}/path`; the sender and the outbox view put the portal's
 * public address (PUBLIC_URL) there. So the code that queues a mail, deep in a transaction, needs
 * no configuration, and a change of address applies to mails not yet sent.
 */
export const PORTAL = "{portal}";

export const withPortalLinks = (text: string, publicUrl: string) =>
  text.replaceAll(PORTAL, publicUrl);
