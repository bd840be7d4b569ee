import { containing, searchTerm } from "../../db/keyset.js";
import { type FilterQuery, LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Config } from "../../config.js";
import { AppError, notFound } from "../../errors.js";
import type { Context, RequestMeta } from "../../graphql/context.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditService } from "../audit/audit.service.js";
import { MailStatus } from "./outbox-mail.entity.js";
import { MAIL_SEND_JOB, type MailSendData } from "./send-mail.job.js";
import { SortDirection, keysetPage, mapPage } from "../../db/keyset.js";
import { type PageArgs } from "../../graphql/connection.js";
import { OutboxMail } from "./outbox-mail.entity.js";
import { hideResetTokens } from "./mail.messages.js";
import { portalLinksOf, withPortalLinks } from "./portal-links.rules.js";
import type { OutboxMailConnection, OutboxMailObject } from "./outbox.types.js";
import type { OutboxFilter } from "./outbox.inputs.js";

/**
 * Whether the outbox shows the single-use links of a reset or an invitation whole: only on a demo
 * install (no SMTP server, outside production), where mail is held and never reaches an inbox, so
 * the outbox is the only way to open them. Everywhere else an administrator sees `[hidden]`.
 */
export const showsMailTokens = (config: Pick<Config, "isProduction" | "mail">) =>
  !config.isProduction && !config.mail;

/**
 * A mail as it is (or will be) sent: its portal links made whole, a reset or invitation link's
 * token hidden unless the install shows them (`showsMailTokens`).
 */
export function toObject(
  mail: OutboxMail,
  config: Pick<Config, "isProduction" | "mail" | "publicUrl">,
): OutboxMailObject {
  const whole = (body: string) => withPortalLinks(body, config.publicUrl);
  const shown = showsMailTokens(config) ? whole : (body: string) => hideResetTokens(whole(body));
  return {
    id: mail.id,
    recipient: mail.recipient,
    fromName: mail.fromName ?? null,
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    text: shown(mail.textBody),
    html: mail.htmlBody ? shown(mail.htmlBody) : null,
    links: portalLinksOf(mail.textBody).map(shown),
    kind: mail.kind,
    status: mail.status,
    attempts: mail.attempts,
    lastError: mail.lastError ?? null,
    createdAt: mail.createdAt,
    sentAt: mail.sentAt ?? null,
  };
}

function outboxWhere(filter: OutboxFilter | null | undefined): FilterQuery<OutboxMail>[] {
  const conditions: FilterQuery<OutboxMail>[] = [];
  if (filter?.status) conditions.push({ status: filter.status });
  const search = searchTerm(filter?.search, { plainText: true });
  if (search) {
    const pattern = { $ilike: containing(search) };
    conditions.push({ $or: [{ recipient: pattern }, { subject: pattern }] });
  }
  return conditions;
}

/** The administrators' outbox: the list and Resend. */
export class OutboxService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<Context, "config" | "jobs">,
  ) {}

  /** The outbox as administrators read it: every mail, newest first, a page at a time. */
  async list(
    filter: OutboxFilter | null | undefined,
    page: PageArgs,
  ): Promise<OutboxMailConnection> {
    const result = await keysetPage(this.em, OutboxMail, {
      where: outboxWhere(filter),
      sort: {
        name: "created",
        keys: [{ property: "createdAt", type: "date" }],
        direction: SortDirection.DESC,
      },
      page,
    });
    return mapPage(result, node => toObject(node, this.deps.config));
  }

  /**
   * Sends a failed or held mail again (an administrator's Resend, audited): back to pending and its
   * `mail.send` job queued, both in one transaction. A mail being sent or sent already is left as it
   * is (CONFLICT); so is any mail without an SMTP server, where a resend would only hold it again.
   */
  async resend(input: { mailId: number; actorId: number; meta: RequestMeta }): Promise<OutboxMail> {
    return this.em.transactional(async tx => {
      const mail = await tx.findOne(
        OutboxMail,
        { id: input.mailId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!mail) throw notFound("Mail not found");
      if (mail.status !== MailStatus.FAILED && mail.status !== MailStatus.HELD) {
        throw new AppError("CONFLICT", "Only a failed or held mail can be sent again.");
      }
      if (!this.deps.config.mail) {
        throw new AppError(
          "CONFLICT",
          "No SMTP server is configured (SMTP_URL): the mail would be held again.",
        );
      }
      new AuditService(tx).record({
        type: AuditEventType.MailResent,
        actorId: input.actorId,
        ...input.meta,
        details: { mailId: mail.id, kind: mail.kind, status: mail.status },
      });
      mail.status = MailStatus.PENDING;
      mail.claimedAt = null;
      await this.deps.jobs.send(MAIL_SEND_JOB, { mailId: mail.id } satisfies MailSendData, {
        em: tx,
      });
      return mail;
    });
  }
}
