import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message as the receiver got it: the envelope, the main headers and the plain-text body. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  messageId: string;
  /** The From and Reply-To headers as sent ("" when absent). */
  fromHeader: string;
  replyTo: string;
  text: string;
}

export const SMTP_USER = "mailer";
export const SMTP_PASSWORD = "smtp-Pa55word";

/** RFC 5322 headers, unfolded; the body decoded from quoted-printable when it says so. */
function parse(raw: string): Omit<ReceivedMail, "from" | "to"> {
  const split = raw.indexOf("\r\n\r\n");
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  let text = raw.slice(split + 4);
  if (/quoted-printable/i.test(headers.get("content-transfer-encoding") ?? "")) {
    const bytes = text
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    text = Buffer.from(bytes, "latin1").toString("utf8");
  }
  return {
    subject: headers.get("subject") ?? "",
    messageId: headers.get("message-id") ?? "",
    fromHeader: headers.get("from") ?? "",
    replyTo: headers.get("reply-to") ?? "",
    text: text.replace(/\r\n/g, "\n").trimEnd(),
  };
}

/**
 * A real SMTP server for the tests (smtp-server), on the loopback: it asks for a user name and
 * password (plain text, no TLS) and keeps what it receives. `stop()` and `start()` again on the
 * same port stand for an outage.
 */
export class SmtpReceiver {
  readonly received: ReceivedMail[] = [];
  /** Recipients refused for good (550), as a server refuses an unknown mailbox. */
  readonly refused = new Set<string>();
  private server: SMTPServer | null = null;
  private port = 0;

  get url() {
    return `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${this.port}`;
  }

  get running() {
    return this.server !== null;
  }

  /** The messages sent to `address` so far. */
  to(address: string) {
    return this.received.filter(mail => mail.to.includes(address));
  }

  async start(): Promise<this> {
    const server = new SMTPServer({
      logger: false,
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      closeTimeout: 100,
      onAuth: (auth, _session, callback) => {
        const ok = auth.username === SMTP_USER && auth.password === SMTP_PASSWORD;
        callback(ok ? null : new Error("Invalid username or password"), { user: auth.username });
      },
      onRcptTo: (address, _session, callback) => {
        if (!this.refused.has(address.address)) return callback();
        callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const { mailFrom, rcptTo } = session.envelope;
          this.received.push({
            from: mailFrom ? mailFrom.address : "",
            to: rcptTo.map(rcpt => rcpt.address),
            ...parse(Buffer.concat(chunks).toString("latin1")),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.on("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>(resolve => server.close(() => resolve()));
  }
}
