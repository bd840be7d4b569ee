import type { JobDefinition } from "../../jobs/queue.js";
import type { JobDeps } from "../../jobs/deps.js";
import { MailDeliveryService } from "./mail-delivery.service.js";

export const MAIL_SEND_JOB = "mail.send";

export interface MailSendData {
  mailId: number;
}

/**
 * Sends an outbox mail: from 30 s, doubling, over about two hours; then the sweep takes over.
 * Worked in batches of mails sent side by side: most of a mail's time is waiting for SMTP.
 */
export const sendMailJob: JobDefinition<MailSendData, JobDeps> = {
  name: MAIL_SEND_JOB,
  retryLimit: 8,
  retryDelay: 30,
  batchSize: 10,
  run: ({ mailId }, { orm, config }) =>
    new MailDeliveryService(orm.em.fork(), { config }).sendMail(mailId),
};
