import { raw } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { JobDeps } from "../../jobs/deps.js";
import { MailStatus, OutboxMail } from "./outbox-mail.entity.js";
import { CLAIM_TIMEOUT_MS, deliver, describeError, isPermanent } from "./mail.gateway.js";

/** Another worker is sending this mail right now: try again once its claim is over or done. */
class MailBusy extends Error {
  override name = "MailBusy";
}

/** Sending the outbox's mails through SMTP, one at a time, each claimed by one worker. */
export class MailDeliveryService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<JobDeps, "config">,
  ) {}

  /**
   * Takes the mail for this worker alone: pending → sending in one statement, so two workers (or
   * a job run twice) never both send it. A claim older than CLAIM_TIMEOUT_MS is a dead worker's
   * and may be taken over. Null when there is nothing to send (sent, held, failed).
   */
  private async claim(mailId: number): Promise<OutboxMail | null> {
    const now = new Date();
    const claimed = await this.em.nativeUpdate(
      OutboxMail,
      {
        id: mailId,
        $or: [
          { status: MailStatus.PENDING },
          {
            status: MailStatus.SENDING,
            claimedAt: { $lt: new Date(now.getTime() - CLAIM_TIMEOUT_MS) },
          },
        ],
      },
      { status: MailStatus.SENDING, claimedAt: now, attempts: raw("attempts + 1") },
    );
    const mail = await this.em.findOne(OutboxMail, mailId);
    if (!claimed && mail?.status === MailStatus.SENDING)
      throw new MailBusy(`Mail ${mailId} is being sent`);
    return claimed ? mail : null;
  }

  /**
   * Sends one outbox mail through SMTP and records the outcome on its row. Without SMTP settings
   * (outside production) the mail is held for administrators to read. A temporary SMTP error
   * puts it back to pending with the error and throws, so the queue retries with backoff; a
   * permanent refusal (5xx) marks it failed. The `em` must be a fresh fork: the row is read after
   * the claim.
   */
  async sendMail(mailId: number) {
    const { config } = this.deps;
    if (!config.mail) {
      await this.em.nativeUpdate(
        OutboxMail,
        { id: mailId, status: MailStatus.PENDING },
        { status: MailStatus.HELD },
      );
      return;
    }
    const mail = await this.claim(mailId);
    if (!mail) return;
    const mine = { id: mailId, status: MailStatus.SENDING };
    try {
      await deliver(mail, config.mail, config.publicUrl);
    } catch (error) {
      const lastError = describeError(error, config.mail.smtpUrl);
      const permanent = isPermanent(error);
      await this.em.nativeUpdate(OutboxMail, mine, {
        status: permanent ? MailStatus.FAILED : MailStatus.PENDING,
        lastError,
      });
      if (permanent) return;
      // The queue stores what a job threw: our message (the password taken out), never the SMTP
      // error object and what it may echo.
      // eslint-disable-next-line preserve-caught-error -- on purpose, as said above
      throw new Error(`Mail ${mailId} not sent yet: ${lastError}`);
    }
    await this.em.nativeUpdate(OutboxMail, mine, {
      status: MailStatus.SENT,
      sentAt: new Date(),
      lastError: null,
    });
  }
}
