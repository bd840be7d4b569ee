import type { EntityManager } from "@mikro-orm/postgresql";
import type { JobDefinition, JobQueue } from "../../jobs/queue.js";
import { MailService } from "../mail/mail.service.js";
import type { JobDeps } from "../../jobs/deps.js";
import { renewalReminder } from "./ce-ledger.messages.js";
import { type LedgerRow } from "./ledger.sql.js";
import { LedgerService, utcDay } from "./ledger.service.js";

export const REMINDERS_JOB = "ce-ledger.renewal-reminders";

/** Days before the deadline at which a learner with hours missing is reminded, newest last. */
export const REMINDER_THRESHOLDS = [60, 30, 7] as const;

/**
 * The threshold a learner is due for today: the nearest one already passed. A run that missed a
 * day still finds the threshold it missed; on the deadline day itself it is still 7.
 */
export const thresholdFor = (daysLeft: number) =>
  [...REMINDER_THRESHOLDS].reverse().find(days => daysLeft <= days) ?? null;

/**
 * Claims the reminder row and queues its mail in one transaction. The claim is refused when this
 * threshold or a nearer one (fewer days) was already sent for the period, so a run that missed
 * a day never sends an older reminder after a newer one; the unique key makes a concurrent run
 * wait for this one and then find the row.
 */
async function remind(em: EntityManager, jobs: JobQueue<JobDeps>, row: LedgerRow, days: number) {
  await em.transactional(async tx => {
    const claimed = await tx.execute<{ id: number }[]>(
      `insert into ce_reminders (user_id, period_start, threshold_days)
       select ?, ?::date, ?
        where not exists (select 1 from ce_reminders
                           where user_id = ? and period_start = ?::date and threshold_days <= ?)
       on conflict (user_id, period_start, threshold_days) do nothing returning id`,
      [row.id, row.period_start, days, row.id, row.period_start, days],
    );
    if (!claimed.length) return;
    await new MailService(tx, { jobs }).queueMail({
      to: row.email,
      ...renewalReminder(row),
      kind: "ce.renewal_reminder",
      key: `ce-reminder:${row.id}:${row.period_start}:${days}`,
    });
  });
}

/**
 * Daily: every learner with hours missing and a reminder threshold passed gets that reminder,
 * unless their account is not active or they turned email notifications off (the dashboard and
 * the Renewals Due report still show them).
 */
export async function sendRenewalReminders(deps: JobDeps, today = utcDay()) {
  if (!deps.jobs) throw new Error("The renewal reminders need the queue to send mail");
  const em = deps.orm.em.fork();
  const rows = await new LedgerService(em).findLedgerRows(today);
  for (const row of rows) {
    const days = thresholdFor(row.days_left);
    if (row.wants_mail && row.hours_missing > 0 && days !== null) {
      await remind(em, deps.jobs, row, days);
    }
  }
}

export const remindersJob: JobDefinition<object, JobDeps> = {
  name: REMINDERS_JOB,
  retryLimit: 3,
  retryDelay: 300,
  cron: "0 6 * * *",
  run: (_data, deps) => sendRenewalReminders(deps),
};
