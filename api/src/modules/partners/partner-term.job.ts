import { LockMode } from "@mikro-orm/core";
import type { JobDefinition } from "../../jobs/queue.js";
import type { JobDeps } from "../../jobs/deps.js";
import { PartnerEvent, PartnerEventKind } from "./partner-event.entity.js";
import { termEnded, termReminder } from "./partner-term.messages.js";
import { PartnerTermService } from "./partner-term.service.js";
import { Partner, PartnerStatus } from "./partner.entity.js";
import { TERM_REMINDERS, daysUntil, reminderFor, utcDate } from "./term.rules.js";
import { shownName } from "./storefront.rules.js";

export const PARTNER_TERM_JOB = "partners.term";

/** The statuses a term's end ends (a suspended partner stays suspended until resumed). */
const RUNNING = [
  PartnerStatus.AWAITING_AGREEMENT,
  PartnerStatus.AWAITING_SETUP,
  PartnerStatus.LIVE,
];

/**
 * Daily (docs/partners.md): every partner whose term ended unrenewed is marked ended (timeline,
 * mail to its joined administrators), and every term ending within 90, 30 or 7 days has that
 * reminder mailed to them, each threshold once per term end. `now` is the clock (tests move it).
 */
export async function runPartnerTerms(deps: JobDeps, now = new Date()): Promise<void> {
  const { jobs } = deps;
  if (!jobs) throw new Error("The partner term job needs the queue to send mail");
  const em = deps.orm.em.fork();
  const ended = await em.find(
    Partner,
    { status: { $in: RUNNING }, termEndsAt: { $lte: now } },
    { fields: ["id"], orderBy: { id: "asc" } },
  );
  for (const { id } of ended) {
    await em.fork().transactional(async tx => {
      const partner = await tx.findOneOrFail(Partner, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const end = partner.termEndsAt;
      if (!end || end > now || !RUNNING.includes(partner.status)) return;
      partner.status = PartnerStatus.ENDED;
      tx.create(PartnerEvent, { partner, kind: PartnerEventKind.ENDED, at: end });
      await new PartnerTermService(tx, { jobs }).mailAdmins(
        partner,
        termEnded({ id, name: shownName(partner), endedAt: end }),
        "partner.term_ended",
        `partner-term-ended:${id}:${end.toISOString()}`,
      );
    });
  }
  const horizon = new Date(now.getTime() + (TERM_REMINDERS[0] + 1) * 86_400_000);
  const ending = await em.find(
    Partner,
    { termEndsAt: { $gt: now, $lte: horizon }, status: { $ne: PartnerStatus.ENDED } },
    { orderBy: { id: "asc" } },
  );
  for (const partner of ending) {
    const end = partner.termEndsAt!;
    const left = daysUntil(end, now);
    const days = reminderFor(left);
    if (days === null) continue;
    const endsOn = utcDate(end);
    await em.fork().transactional(async tx => {
      // Refused when this threshold or a nearer one was sent for this end: a run that missed a day
      // never sends an older reminder after a newer one; the unique key orders concurrent runs.
      const claimed = await tx.execute<{ id: number }[]>(
        `insert into partner_reminders (partner_id, term_ends_on, threshold_days)
         select ?, ?::date, ?
          where not exists (select 1 from partner_reminders
                             where partner_id = ? and term_ends_on = ?::date and threshold_days <= ?)
         on conflict (partner_id, term_ends_on, threshold_days) do nothing returning id`,
        [partner.id, endsOn, days, partner.id, endsOn, days],
      );
      if (!claimed.length) return;
      await new PartnerTermService(tx, { jobs }).mailAdmins(
        partner,
        termReminder({ id: partner.id, name: shownName(partner), endsAt: end, days: left }),
        "partner.term_reminder",
        `partner-term-reminder:${partner.id}:${endsOn}:${days}`,
      );
    });
  }
}

export const partnerTermJob: JobDefinition<object, JobDeps> = {
  name: PARTNER_TERM_JOB,
  retryLimit: 3,
  retryDelay: 300,
  cron: "0 6 * * *",
  run: (_data, deps) => runPartnerTerms(deps),
};
