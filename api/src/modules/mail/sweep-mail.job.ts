import type { JobDefinition } from "../../jobs/queue.js";
import type { JobDeps } from "../../jobs/deps.js";
import { MailStatus, OutboxMail } from "./outbox-mail.entity.js";
import { CLAIM_TIMEOUT_MS } from "./mail.gateway.js";
import { MailDeliveryService } from "./mail-delivery.service.js";

export const MAIL_SWEEP_JOB = "mail.sweep";

/** Longer than the longest wait between two retries of `mail.send`: nobody else has the mail. */
const ABANDONED_AFTER_MS = 2 * 60 * 60_000;
const BATCH = 20;

/**
 * Every ten minutes, sends what the queue gave up on: mails still pending after `mail.send` ran
 * out of retries, and mails claimed by a worker that died mid-send. So a mail is never lost, even
 * after a long SMTP outage; it stops at the first error (the server is still down) and tries
 * again at the next sweep. Without SMTP settings there is nothing to sweep: mail is held.
 */
export const sweepMailJob: JobDefinition<object, JobDeps> = {
  name: MAIL_SWEEP_JOB,
  retryLimit: 0,
  retryDelay: 60,
  cron: "*/10 * * * *",
  async run(_data, { orm, config }) {
    if (!config.mail) return;
    const em = orm.em.fork();
    const now = Date.now();
    const abandoned = await em.find(
      OutboxMail,
      {
        $or: [
          {
            status: MailStatus.PENDING,
            $or: [
              { claimedAt: { $lt: new Date(now - ABANDONED_AFTER_MS) } },
              { claimedAt: null, createdAt: { $lt: new Date(now - ABANDONED_AFTER_MS) } },
            ],
          },
          { status: MailStatus.SENDING, claimedAt: { $lt: new Date(now - CLAIM_TIMEOUT_MS) } },
        ],
      },
      { fields: ["id"], orderBy: { id: "asc" }, limit: BATCH },
    );
    // A fork each: the list holds only ids, and the sender must read each row whole and afresh.
    for (const { id } of abandoned) {
      await new MailDeliveryService(em.fork(), { config }).sendMail(id);
    }
  },
};
