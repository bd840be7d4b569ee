import { containing, searchTerm } from "../../db/keyset.js";
import type { FilterQuery } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { SortDirection, keysetPage, mapPage } from "../../db/keyset.js";
import { type PageArgs } from "../../graphql/connection.js";
import { badInput } from "../../errors.js";
import {
  type ContinuingEducationLedgerType,
  type RenewalDueConnection,
  type RenewalDueType,
  DEFAULT_DAYS_AHEAD,
  MAX_DAYS_AHEAD,
} from "./ce-ledger.types.js";
import { type RenewalsDueFilter } from "./ce-ledger.inputs.js";
import { COUNTING_COMPLETIONS, type LedgerRow, ledgerSql } from "./ledger.sql.js";
import { RenewalDue } from "./renewal-due.entity.js";
import { RenewalRuleService } from "./renewal-rule.service.js";

/** Today as a UTC calendar day, `YYYY-MM-DD`. */
export const utcDay = (at = new Date()) => at.toISOString().slice(0, 10);

type CreditRow = { enrollment_id: number; title: string; credit_hours: number; completed_at: Date };

const toCredit = (course: CreditRow) => ({
  enrollmentId: course.enrollment_id,
  title: course.title,
  creditHours: course.credit_hours,
  completedAt: new Date(course.completed_at),
});

/** The report's filter as a condition: hours missing, deadline within N days, search. */
export function renewalsDueWhere(filter: RenewalsDueFilter | null | undefined) {
  const days = filter?.daysAhead ?? DEFAULT_DAYS_AHEAD;
  if (!Number.isInteger(days) || days < 0 || days > MAX_DAYS_AHEAD) {
    throw badInput(`Days ahead must be a whole number from 0 to ${MAX_DAYS_AHEAD}`);
  }
  const conditions: FilterQuery<RenewalDue>[] = [
    { hoursMissing: { $gt: 0 } },
    { daysLeft: { $lte: days } },
  ];
  const search = searchTerm(filter?.search, { plainText: true });
  if (search) {
    const pattern = containing(search);
    conditions.push({
      $or: [
        { username: { $ilike: pattern } },
        { fullName: { $ilike: pattern } },
        { email: { $ilike: pattern } },
      ],
    });
  }
  return { $and: conditions };
}

export const RENEWALS_SORT = {
  name: "renewals-deadline",
  keys: [{ property: "deadline", type: "string" as const }],
  direction: SortDirection.ASC,
};

export const toRenewalDue = (row: RenewalDue): RenewalDueType => ({
  userId: row.id,
  username: row.username,
  fullName: row.fullName,
  email: row.email,
  periodStart: row.periodStart,
  deadline: row.deadline,
  daysLeft: row.daysLeft,
  hoursEarned: row.hoursEarned,
  hoursRequired: row.hoursRequired,
  hoursMissing: row.hoursMissing,
});

/** The continuing-education ledger: each learner's current period, their card, the renewals report. */
export class LedgerService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Every learner's current period as of `today` (YYYY-MM-DD, UTC), optionally one learner's or
   * those of a list of learners (an agency's members).
   */
  async findLedgerRows(today: string, userId?: number | number[]) {
    if (userId === undefined) return this.em.execute<LedgerRow[]>(ledgerSql("?"), [today]);
    const ids = Array.isArray(userId) ? userId : [userId];
    const where = ` where b.user_id in (${ids.map(() => "?").join(", ")})`;
    return this.em.execute<LedgerRow[]>(`${ledgerSql("?")}${where}`, [today, ...ids]);
  }

  /** The learner's counting continuing-education completions on UTC days from `from` to before `to`. */
  private creditsBetween(userId: number, from: string | null, to: string | null) {
    return this.em.execute<CreditRow[]>(
      `select enrollment_id, title, credit_hours, completed_at from (${COUNTING_COMPLETIONS}) c
        where user_id = ? and category = 'continuing_education'
          and (?::date is null or day >= ?::date) and (?::date is null or day < ?::date)
        order by completed_at, enrollment_id`,
      [userId, from, from, to, to],
    );
  }

  /** The learner's card: the current period, its hours and the courses counted in it. */
  async readLedger(userId: number, today = utcDay()): Promise<ContinuingEducationLedgerType> {
    const [row] = await this.findLedgerRows(today, userId);
    const rule = await new RenewalRuleService(this.em).readRule();
    // Completed before the first initial certification (or without one yet): periods start with
    // it, so these count in none; the card names them rather than leave them unexplained.
    const beforeCertification = (await this.creditsBetween(userId, null, row?.anchor ?? null)).map(
      toCredit,
    );
    if (!row) {
      return {
        hasInitialCertification: false,
        anchorDate: null,
        periodStart: null,
        deadline: null,
        daysLeft: null,
        hoursEarned: 0,
        hoursRequired: rule.requiredHours,
        hoursMissing: rule.requiredHours,
        periodMonths: rule.periodMonths,
        courses: [],
        beforeCertification,
      };
    }
    const courses = await this.creditsBetween(userId, row.period_start, row.period_end);
    return {
      hasInitialCertification: true,
      anchorDate: row.anchor,
      periodStart: row.period_start,
      deadline: row.deadline,
      daysLeft: row.days_left,
      hoursEarned: row.hours_earned,
      hoursRequired: row.hours_required,
      hoursMissing: row.hours_missing,
      periodMonths: rule.periodMonths,
      courses: courses.map(toCredit),
      beforeCertification,
    };
  }

  /** The 'Renewals due' report: nearest deadline first, keyset on (deadline, user id). */
  async listRenewalsDue(
    filter: RenewalsDueFilter | null | undefined,
    page: PageArgs,
  ): Promise<RenewalDueConnection> {
    const result = await keysetPage(this.em, RenewalDue, {
      where: renewalsDueWhere(filter),
      sort: RENEWALS_SORT,
      page,
    });
    return mapPage(result, toRenewalDue);
  }
}
