import type { FilterQuery } from "@mikro-orm/core";
import { type EntityManager, raw } from "@mikro-orm/postgresql";
import type { AdminPaymentFilter } from "./payments.inputs.js";
import { Payment, PaymentStatus } from "./payment.entity.js";

/** Counts and sums of a set of payments (revenue: successful payments less their refunds). */
export interface Totals {
  payments: number;
  successful: number;
  /** Failed and still pending (abandoned) payments, the two that never took money. */
  failed: number;
  pending: number;
  revenue: number;
}

const DAY_MS = 86_400_000;
const SUCCESSFUL = `'${PaymentStatus.SUCCESSFUL}'`;
const FAILED = `'${PaymentStatus.FAILED}'`;
const PENDING = `'${PaymentStatus.PENDING}'`;
const floorDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
const ceilDay = (at: Date) => new Date(Math.ceil(at.getTime() / DAY_MS) * DAY_MS);
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

const numbers = (row: Record<string, unknown> | undefined): Totals => ({
  payments: Number(row?.payments ?? 0),
  successful: Number(row?.successful ?? 0),
  failed: Number(row?.failed ?? 0),
  pending: Number(row?.pending ?? 0),
  revenue: Number(row?.revenue ?? 0),
});

/** Counts and sums of payments for the admin list and its summary cards. */
export class PaymentTotalsService {
  constructor(private readonly em: EntityManager) {}

  /** The totals of the payments a condition selects, read from the payments themselves. */
  private async directTotals(where: FilterQuery<Payment>) {
    const rows = await this.em
      .createQueryBuilder(Payment, "p")
      .select([
        raw("count(*)::bigint as payments"),
        raw(`count(*) filter (where p.status = ${SUCCESSFUL})::bigint as successful`),
        raw(`count(*) filter (where p.status = ${FAILED})::bigint as failed`),
        raw(`count(*) filter (where p.status = ${PENDING})::bigint as pending`),
        raw(
          `coalesce(sum(p.amount_cents - p.refunded_cents) filter (where p.status = ${SUCCESSFUL}), 0)::bigint as revenue`,
        ),
      ])
      .where(where as object)
      .execute("all");
    return numbers(rows[0] as Record<string, unknown> | undefined);
  }

  /** Whole UTC days [fromDay, toDay) from the trigger-kept day totals (migration payment_day_totals). */
  private async dayTotals(fromDay: Date | null, toDay: Date | null, status: PaymentStatus | null) {
    const given: [string, string | null][] = [
      ["day >= ?::date", fromDay && isoDay(fromDay)],
      ["day < ?::date", toDay && isoDay(toDay)],
      ["status = ?", status],
    ];
    const used = given.filter((pair): pair is [string, string] => pair[1] !== null);
    const conditions = used.map(([condition]) => condition);
    const params = used.map(([, value]) => value);
    const [row] = await this.em.getConnection().execute<Record<string, unknown>[]>(
      `select coalesce(sum(payments), 0) as payments,
         coalesce(sum(payments) filter (where status = ${SUCCESSFUL}), 0) as successful,
         coalesce(sum(payments) filter (where status = ${FAILED}), 0) as failed,
         coalesce(sum(payments) filter (where status = ${PENDING}), 0) as pending,
         coalesce(sum(amount_cents - refunded_cents) filter (where status = ${SUCCESSFUL}), 0) as revenue
       from payment_day_totals ${conditions.length ? `where ${conditions.join(" and ")}` : ""}`,
      params,
    );
    return numbers(row);
  }

  /**
   * The totals of the payments a filter selects that were made in [from, to) (open ends: no
   * limit). Without a search they come from the day totals for the whole days, and from the
   * payments only for the parts of the first and last day: a few hundred rows at any table size.
   * A search reads the payments it matches.
   */
  async totalsBetween(
    filter: Pick<AdminPaymentFilter, "search" | "status" | "source"> | null | undefined,
    where: FilterQuery<Payment>,
    from: Date | null,
    to: Date | null,
  ): Promise<Totals> {
    const direct = (start: Date | null, end: Date | null) => {
      const range: FilterQuery<Payment>[] = [where];
      if (start) range.push({ createdAt: { $gte: start } });
      if (end) range.push({ createdAt: { $lt: end } });
      return this.directTotals({ $and: range } as FilterQuery<Payment>);
    };
    const fromDay = from && ceilDay(from);
    const toDay = to && floorDay(to);
    // The day totals know no search and no source: those are read from the payments themselves.
    if (filter?.search?.trim() || filter?.source || (fromDay && toDay && fromDay >= toDay))
      return direct(from, to);
    const parts = [await this.dayTotals(fromDay, toDay, filter?.status ?? null)];
    if (from && fromDay! > from) parts.push(await direct(from, fromDay));
    if (to && toDay! < to) parts.push(await direct(toDay, to));
    return parts.reduce((sum, part) => ({
      payments: sum.payments + part.payments,
      successful: sum.successful + part.successful,
      failed: sum.failed + part.failed,
      pending: sum.pending + part.pending,
      revenue: sum.revenue + part.revenue,
    }));
  }
}
