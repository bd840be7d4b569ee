import { createHash } from "node:crypto";
import type { Config } from "../../config.js";
import { storable } from "../../util/text.js";
import type { OutboxMail } from "./outbox-mail.entity.js";
import { withPortalLinks } from "./portal-links.rules.js";

type MailConfig = NonNullable<Config["mail"]>;
type Transport = ReturnType<typeof import("nodemailer").createTransport>;

/**
 * The longest one SMTP conversation may take (connect, greeting, each command's answer). A claim
 * older than CLAIM_TIMEOUT_MS therefore belongs to a worker that died mid-send.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
export const CLAIM_TIMEOUT_MS = 5 * 60_000;

// One transport per SMTP address for the process (a transport keeps no connection open).
const transports = new Map<string, Transport>();

async function transportFor(mail: MailConfig): Promise<Transport> {
  const key = `${mail.requireTLS}:${mail.smtpUrl}`;
  let transport = transports.get(key);
  if (!transport) {
    // Loaded with the first mail sent, not at boot (as pdfkit: util/pdf.ts).
    const { createTransport } = await import("nodemailer");
    transport = createTransport({ url: mail.smtpUrl, requireTLS: mail.requireTLS, ...TIMEOUTS });
    transports.set(key, transport);
  }
  return transport;
}

/**
 * The same row always gets the same Message-ID: should a mail ever go out twice (a worker that
 * died after the server took it but before it was marked sent), receivers can tell it is one.
 */
export function messageIdOf(mail: Pick<OutboxMail, "id" | "dedupeKey">, fromAddress: string) {
  const digest = createHash("sha256").update(mail.dedupeKey).digest("hex").slice(0, 16);
  const domain = fromAddress.split("@").at(-1);
  return `<outbox-${mail.id}-${digest}@${domain}>`;
}

export async function deliver(
  mail: OutboxMail,
  config: MailConfig,
  publicUrl: string,
): Promise<void> {
  await (
    await transportFor(config)
  ).sendMail({
    // A partner's mail keeps the portal's address under the partner's name (docs/partners.md).
    from: mail.fromName ? { name: mail.fromName, address: config.fromAddress } : config.from,
    replyTo: mail.replyTo ?? undefined,
    to: mail.recipient,
    subject: mail.subject,
    text: withPortalLinks(mail.textBody, publicUrl),
    html: mail.htmlBody ? withPortalLinks(mail.htmlBody, publicUrl) : undefined,
    messageId: messageIdOf(mail, config.fromAddress),
  });
}

/**
 * An SMTP answer in the 5xx range: the server refused the mail for good, so retrying would not
 * help. A refused sign-in (EAUTH, e.g. 535) is ours to fix, not the mail's fault: it waits.
 */
export function isPermanent(error: unknown): boolean {
  const { responseCode: code, code: kind } = error as { responseCode?: unknown; code?: unknown };
  return kind !== "EAUTH" && typeof code === "number" && code >= 500 && code < 600;
}

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * What the outbox keeps of an error: its code and message, with the SMTP password taken out
 * wherever a server or library echoed it.
 */
export function describeError(error: unknown, smtpUrl: string): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  let text = [code, message].filter(part => typeof part === "string" && part).join(": ");
  const { password } = new URL(smtpUrl);
  for (const secret of [password, decoded(password)]) {
    if (secret) text = text.replaceAll(secret, "***");
  }
  return storable(text || "Unknown error", 1000);
}
