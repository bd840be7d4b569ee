import type { EntityManager } from "@mikro-orm/postgresql";
import type { Context } from "../../graphql/context.js";
import { ApiTokenService } from "../api-tokens/api-tokens.service.js";
import { type MailSender, passwordChangedNotice } from "./mail.messages.js";
import { OutboxMail } from "./outbox-mail.entity.js";
import { MAIL_SEND_JOB, type MailSendData } from "./send-mail.job.js";

export interface NewMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** What causes it, e.g. `enrollment.confirmation`. */
  kind: string;
  /** Names the event (e.g. `enrollment:42`): a repeated key returns the mail already queued. */
  key: string;
  /** A partner's learner's mail: its From name and Reply-To (none: the portal's own). */
  sender?: MailSender | null;
}

/** The portal's own mails, queued in the caller's transaction (its `em`). */
export class MailService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<Context, "jobs">,
  ) {}

  /**
   * Writes a mail to the outbox and queues its `mail.send` job, both in the caller's transaction
   * (make the service with the `em` of `em.transactional`): the mail goes out only if the change
   * it tells of is committed, and it survives a restart. The same key again returns the first row
   * and queues nothing; the insert waits for a concurrent transaction holding that key instead of
   * failing.
   */
  async queueMail(mail: NewMail): Promise<OutboxMail> {
    const inserted = await this.em.execute<{ id: number }[]>(
      `insert into mail_outbox (recipient, subject, text_body, html_body, kind, dedupe_key, from_name, reply_to)
       values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (dedupe_key) do nothing returning id`,
      [
        mail.to,
        mail.subject,
        mail.text,
        mail.html ?? null,
        mail.kind,
        mail.key,
        mail.sender?.fromName ?? null,
        mail.sender?.replyTo ?? null,
      ],
    );
    const id = inserted[0]?.id;
    if (id !== undefined) {
      await this.deps.jobs.send(MAIL_SEND_JOB, { mailId: id } satisfies MailSendData, {
        em: this.em,
      });
    }
    return this.em.findOneOrFail(OutboxMail, { dedupeKey: mail.key });
  }

  /**
   * Queues "Your password was changed" in the transaction of the change. One mail per change: the
   * key is the user and the change's time. A reset by an administrator names the API tokens it
   * revoked; the user's own change, the tokens still active (read here, in the same transaction).
   */
  async queuePasswordNotice(
    user: { id: number; email: string; firstName: string; isAdmin: boolean; isSuperAdmin: boolean },
    at: Date,
    { byAdministrator = false, apiTokensRevoked = 0 } = {},
  ) {
    const apiTokensActive = byAdministrator
      ? 0
      : await new ApiTokenService(this.em).countActiveTokens(user.id);
    return this.queueMail({
      to: user.email,
      ...passwordChangedNotice({
        firstName: user.firstName,
        at,
        byAdministrator,
        apiTokensRevoked,
        apiTokensActive,
        managesApiTokens: user.isAdmin || user.isSuperAdmin,
      }),
      kind: "password.changed",
      key: `password-changed:${user.id}:${at.toISOString()}`,
    });
  }
}
