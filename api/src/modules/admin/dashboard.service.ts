import type { EntityManager } from "@mikro-orm/postgresql";
import type { AdminDashboardType, AdminWeeklyFigureType } from "./admin.types.js";

export const WEEKS = 12;

interface Totals {
  total_users: number;
  total_enrollments: number;
  completed_enrollments: number;
  total_revenue_cents: string;
  active_courses: number;
  active_users: number;
  new_enrollments_month: number;
  revenue_month_cents: string;
  partner_revenue_cents: string;
  partner_revenue_month_cents: string;
}

/*
 * Weeks and months are in UTC. Revenue is what payments brought in less what was refunded of them
 * (a payment keeps its week; a fully refunded one is 'refunded' and nets 0). Each sub-select is served by
 * an index: payments (status, created_at), enrollments (enrolled_at), courses (is_active),
 * login_attempts (created_at, user_id) where success.
 */
const TOTALS_SQL = `
select
  (select count(*)::int from users) as total_users,
  (select count(*)::int from enrollments where status <> 'cancelled') as total_enrollments,
  (select count(*)::int from enrollments where status = 'completed') as completed_enrollments,
  (select coalesce(sum(amount_cents - refunded_cents), 0)::text from payments
    where status in ('successful', 'refunded')) as total_revenue_cents,
  (select count(*)::int from courses where is_active) as active_courses,
  (select count(distinct user_id)::int from login_attempts
    where success and user_id is not null and created_at >= now() - interval '30 days')
    as active_users,
  (select count(*)::int from enrollments where enrolled_at >= date_trunc('month', now(), 'UTC'))
    as new_enrollments_month,
  (select coalesce(sum(amount_cents - refunded_cents), 0)::text from payments
    where status in ('successful', 'refunded') and created_at >= date_trunc('month', now(), 'UTC'))
    as revenue_month_cents,
  (select coalesce(sum(amount_cents - refunded_cents), 0)::text from payments
    where status in ('successful', 'refunded') and partner_id is not null) as partner_revenue_cents,
  (select coalesce(sum(amount_cents - refunded_cents), 0)::text from payments
    where status in ('successful', 'refunded') and partner_id is not null
      and created_at >= date_trunc('month', now(), 'UTC')) as partner_revenue_month_cents`;

const WEEKLY_SQL = `
with weeks as (
  select generate_series(
    date_trunc('week', now(), 'UTC') - interval '${WEEKS - 1} weeks',
    date_trunc('week', now(), 'UTC'),
    interval '1 week'
  ) as week_start
),
revenue as (
  select date_trunc('week', created_at, 'UTC') as week_start,
    sum(amount_cents - refunded_cents) as cents,
    coalesce(sum(amount_cents - refunded_cents) filter (where business_offer_id is not null), 0)
      as licence_cents
  from payments
  where status in ('successful', 'refunded') and created_at >= (select min(week_start) from weeks)
  group by 1
),
joined as (
  select date_trunc('week', enrolled_at, 'UTC') as week_start, count(*) as enrollments
  from enrollments
  where enrolled_at >= (select min(week_start) from weeks)
  group by 1
)
select weeks.week_start,
  coalesce(revenue.cents, 0)::text as revenue_cents,
  coalesce(revenue.licence_cents, 0)::text as licence_revenue_cents,
  coalesce(joined.enrollments, 0)::int as enrollments
from weeks
left join revenue using (week_start)
left join joined using (week_start)
order by weeks.week_start`;

/** The admin dashboard: two statements whatever the size of the tables. */
export class DashboardService {
  constructor(private readonly em: EntityManager) {}

  async figures(): Promise<AdminDashboardType> {
    const [[totals], weeks] = await Promise.all([
      this.em.execute<Totals[]>(TOTALS_SQL),
      this.em.execute<
        {
          week_start: Date;
          revenue_cents: string;
          licence_revenue_cents: string;
          enrollments: number;
        }[]
      >(WEEKLY_SQL),
    ]);
    const completionRate = totals.total_enrollments
      ? Math.round((1000 * totals.completed_enrollments) / totals.total_enrollments) / 10
      : 0;
    return {
      totalUsers: totals.total_users,
      totalEnrollments: totals.total_enrollments,
      totalRevenueCents: Number(totals.total_revenue_cents),
      activeCourses: totals.active_courses,
      activeUsers: totals.active_users,
      newEnrollmentsThisMonth: totals.new_enrollments_month,
      revenueThisMonthCents: Number(totals.revenue_month_cents),
      partnerRevenueCents: Number(totals.partner_revenue_cents),
      partnerRevenueThisMonthCents: Number(totals.partner_revenue_month_cents),
      completionRate,
      weekly: weeks.map((row): AdminWeeklyFigureType => ({
        weekStart: new Date(row.week_start),
        revenueCents: Number(row.revenue_cents),
        licenceRevenueCents: Number(row.licence_revenue_cents),
        enrollments: row.enrollments,
      })),
    };
  }
}
