/**
 * Mails link to the portal as `{portal}/path`; the sender and the outbox view put the portal's
 * public address (PUBLIC_URL) there. So the code that queues a mail, deep in a transaction, needs
 * no configuration, and a change of address applies to mails not yet sent.
 */
export const PORTAL = "{portal}";

export const withPortalLinks = (text: string, publicUrl: string) =>
  text.replaceAll(PORTAL, publicUrl);

/**
 * The portal links of a mail's text (`{portal}/path`, up to the next space, less a closing
 * punctuation mark), in order, each once: what the outbox view makes clickable. Links a user
 * typed into a name are not among them.
 */
export function portalLinksOf(text: string): string[] {
  const found = text.matchAll(/\{portal\}\/\S*/g);
  return [...new Set([...found].map(([link]) => link.replace(/[.,;:!?)\]]+$/, "")))];
}
