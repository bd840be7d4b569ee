import type { EntityManager } from "@mikro-orm/postgresql";
import type { Config } from "../../config.js";
import type { JobDeps } from "../../jobs/deps.js";
import type { JobQueue } from "../../jobs/queue.js";
import type { Logger } from "pino";
import { statementReady } from "../mail/mail.messages.js";
import { money } from "../../util/money.js";
import { SettingsService } from "../settings/settings.service.js";
import { LineFeeService } from "./line-fee.service.js";
import { StatementMailService } from "./statement-mail.service.js";
import { type Period, monthName, nextPeriod, periodBounds, periodOf } from "../../util/months.js";
import { statementTotals } from "./statement.rules.js";

interface OpenLine {
  id: number;
  occurred_at: Date;
  tuition_cents: number;
  royalty_cents: number;
  fee_cents: number | null;
  partner_share_cents: number | null;
}

interface LastStatement {
  period: string;
  carried_out_cents: number;
}

/**
 * Closes partners' finished months into statements (docs/partners.md, "Statements"): for each
 * partner with lines not yet on a statement, or a negative balance carried, the months after its
 * last statement whose end in the academy's time zone has passed, one at a time and in order.
 * A line dated in a month already closed goes to the next statement made. Lines whose fee is not
 * read yet are read first, outside any transaction (the fee job's own work); a partner with a fee
 * the processor cannot tell yet waits for the next run. Each statement is made with the stamping
 * of its lines and its mails in one transaction that holds the partner's row, and the unique
 * (partner, period) keeps a repeated or parallel run to one statement.
 */
export class StatementCloseService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: { config: Config; jobs?: JobQueue<JobDeps>; logger?: Logger },
  ) {}

  /** Closes every finished month; answers how many statements were made. */
  async closeFinishedMonths(now: Date): Promise<number> {
    const zone = await new SettingsService(this.em).readTimeZone();
    const current = periodOf(now, zone);
    const { start: currentStart } = periodBounds(current, zone);
    const partners = await this.em.execute<{ partner_id: number }[]>(
      `select distinct partner_id from ledger_lines where statement_id is null and occurred_at < ?
       union
       select s.partner_id from statements s
        where s.carried_out_cents < 0 and s.period < ?::date
          and not exists (select 1 from statements n where n.partner_id = s.partner_id and n.period > s.period)
       order by 1`,
      [currentStart, current],
    );
    let made = 0;
    for (const { partner_id: partnerId } of partners) {
      if (!(await this.fillFees(partnerId, currentStart))) continue;
      while (await this.closeNext(partnerId, current, zone)) made++;
    }
    return made;
  }

  /**
   * Reads the missing fees of a partner's lines of finished months from the processor (each once,
   * as the fee job does); false when one cannot be read yet (the partner waits for the next run).
   */
  private async fillFees(partnerId: number, before: Date): Promise<boolean> {
    const missing = await this.em.execute<{ id: number }[]>(
      `select id from ledger_lines
        where partner_id = ? and statement_id is null and occurred_at < ? and fee_cents is null`,
      [partnerId, before],
    );
    for (const { id } of missing) {
      try {
        await new LineFeeService(this.em, this.deps).fillFee(id);
      } catch (error) {
        this.deps.logger?.warn(
          { lineId: id, partnerId, err: error },
          "A ledger line's fee is not known yet: its partner's statement waits for the next run",
        );
        return false;
      }
    }
    return true;
  }

  /**
   * The partner's next statement, if its month is finished and it has lines or a carry: made in
   * one transaction holding the partner's row. False when there is nothing (more) to close.
   */
  private closeNext(partnerId: number, current: Period, zone: string): Promise<boolean> {
    return this.em.transactional(async tx => {
      await tx.execute(`select id from partners where id = ? for update`, [partnerId]);
      const [last] = await tx.execute<LastStatement[]>(
        `select to_char(period, 'YYYY-MM-DD') as period, carried_out_cents from statements
          where partner_id = ? order by period desc limit 1`,
        [partnerId],
      );
      const open = await tx.execute<OpenLine[]>(
        `select id, occurred_at, tuition_cents, royalty_cents, fee_cents, partner_share_cents
           from ledger_lines where partner_id = ? and statement_id is null
          order by occurred_at, id`,
        [partnerId],
      );
      const carriedIn = last?.carried_out_cents ?? 0;
      let period = last ? nextPeriod(last.period) : null;
      const first = open[0] && periodOf(new Date(open[0].occurred_at), zone);
      // No lines and no carry: skip to the month of the next line.
      if (!period || (carriedIn === 0 && first && first > period)) period = first;
      if (!period || period >= current || (carriedIn === 0 && !first)) return false;
      const { end } = periodBounds(period, zone);
      const lines = open.filter(line => new Date(line.occurred_at) < end);
      if (lines.some(line => line.fee_cents === null)) return false;
      const totals = statementTotals(
        lines.map(line => ({
          tuitionCents: line.tuition_cents,
          royaltyCents: line.royalty_cents,
          feeCents: line.fee_cents!,
          partnerShareCents: line.partner_share_cents!,
        })),
        carriedIn,
      );
      const [made] = await tx.execute<{ id: number }[]>(
        `insert into statements (partner_id, period, sales_cents, refunds_cents, royalty_cents,
           fees_cents, partner_share_cents, carried_in_cents, payable_cents, carried_out_cents)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (partner_id, period) do nothing returning id`,
        [
          partnerId,
          period,
          totals.salesCents,
          totals.refundsCents,
          totals.royaltyCents,
          totals.feesCents,
          totals.partnerShareCents,
          totals.carriedInCents,
          totals.payableCents,
          totals.carriedOutCents,
        ],
      );
      if (!made) return false;
      if (lines.length) {
        await tx.execute(`update ledger_lines set statement_id = ? where id in (?)`, [
          made.id,
          lines.map(line => line.id),
        ]);
      }
      await new StatementMailService(tx, this.deps).toPartnerAdmins(partnerId, {
        kind: "statement.ready",
        key: `statement-ready:${made.id}`,
        text: partnerName =>
          statementReady({
            partnerName,
            partnerId,
            month: monthName(period),
            payable: money(totals.payableCents),
          }),
      });
      return true;
    });
  }
}
