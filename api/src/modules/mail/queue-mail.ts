import type { EntityManager } from "@mikro-orm/postgresql";
import type { JobQueue } from "../../jobs/queue.js";
import type { JobDeps } from "../../jobs/deps.js";
import { OutboxMail } from "./outbox-mail.entity.js";

export const MAIL_SEND_JOB = "mail.send";

export interface MailSendData {
  mailId: number;
}

export interface NewMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** What causes it, e.g. `enrollment.confirmation`. */
  kind: string;
  /** Names the event (e.g. `enrollment:42`): a repeated key returns the mail already queued. */
  key: string;
}

/**
 * Writes a mail to the outbox and queues its `mail.send` job, both in the caller's transaction
 * (pass the `em` of `em.transactional`): the mail goes out only if the change it tells of is
 * committed, and it survives a restart. The same key again returns the first row and queues
 * nothing; the insert waits for a concurrent transaction holding that key instead of failing.
 */
export async function queueMail(
  em: EntityManager,
  jobs: JobQueue<JobDeps>,
  mail: NewMail,
): Promise<OutboxMail> {
  const inserted = await em.execute<{ id: number }[]>(
    `insert into mail_outbox (recipient, subject, text_body, html_body, kind, dedupe_key)
     values (?, ?, ?, ?, ?, ?) on conflict (dedupe_key) do nothing returning id`,
    [mail.to, mail.subject, mail.text, mail.html ?? null, mail.kind, mail.key],
  );
  const id = inserted[0]?.id;
  if (id !== undefined) {
    await jobs.send(MAIL_SEND_JOB, { mailId: id } satisfies MailSendData, { em });
  }
  return em.findOneOrFail(OutboxMail, { dedupeKey: mail.key });
}
