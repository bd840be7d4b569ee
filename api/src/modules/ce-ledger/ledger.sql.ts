/**
 * The continuing-education ledger as one SQL statement, shared by the learner's card, the
 * administrators' report and the reminder job, so all three agree on every date.
 *
 * Dates are UTC calendar days. A learner's anchor is the UTC day of their earliest counting
 * completion of an INITIAL_CERTIFICATION course. Period k is [anchor + k·P months, anchor +
 * (k+1)·P months): each boundary is computed from the anchor (never by adding P to the previous
 * boundary), and PostgreSQL clamps a day past the month's end to its last day (Jan 31 + 1 month =
 * Feb 28/29), so a period may be a few days short but boundaries never drift. A completion on a
 * boundary day belongs to the new period. The deadline is the period's last day (end - 1).
 *
 * `today` is the SQL for the current UTC day: a `?` placeholder (tests pass a date) or
 * `CURRENT_UTC_DAY`. The statement selects one row per learner with an anchor.
 */
export const CURRENT_UTC_DAY = "(now() at time zone 'UTC')::date";

/** Completed enrollments that count: not refunded or withdrawn, this completion's certificate not revoked. */
export const COUNTING_COMPLETIONS = `
  select e.id as enrollment_id, e.user_id, e.completed_at, c.title, c.category, c.credit_hours,
         (e.completed_at at time zone 'UTC')::date as day
    from enrollments e
    join courses c on c.id = e.course_id
   where e.completed_at is not null
     and e.status <> 'cancelled'
     and not exists (
       select 1 from certificates x
        where x.enrollment_id = e.id and x.completed_at = e.completed_at and x.status = 'revoked')`;

export function ledgerSql(today: string): string {
  return `
with today as (select ${today}::date as day),
rule as (
  select coalesce(max(renewal_required_hours), 8) as required,
         coalesce(max(renewal_period_months), 24) as months
    from site_settings where id = 1
),
counting as (${COUNTING_COMPLETIONS}),
anchors as (
  select user_id, min(day) as anchor from counting
   where category = 'initial_certification' group by user_id
),
periods as (
  select a.user_id, a.anchor, r.required, r.months, t.day as today,
         -- whole calendar months from the anchor to today, then one period back if the
         -- clamped boundary of that many periods still lies after today
         case when (a.anchor + make_interval(months => g.k0 * r.months))::date <= t.day
              then g.k0 else g.k0 - 1 end as k
    from anchors a cross join rule r cross join today t
    cross join lateral (
      select floor(((extract(year from t.day) - extract(year from a.anchor)) * 12
                    + extract(month from t.day) - extract(month from a.anchor)) / r.months)::int as k0
    ) g
),
bounds as (
  select p.*, (p.anchor + make_interval(months => p.k * p.months))::date as period_start,
         (p.anchor + make_interval(months => (p.k + 1) * p.months))::date as period_end
    from periods p
),
earned as (
  select b.user_id, coalesce(sum(c.credit_hours), 0)::int as hours
    from bounds b
    left join counting c on c.user_id = b.user_id and c.category = 'continuing_education'
                        and c.day >= b.period_start and c.day < b.period_end
   group by b.user_id
)
select b.user_id as id, u.username, u.first_name, u.last_name, u.email,
       u.status = 'active' and u.email_notifications as wants_mail,
       u.first_name || ' ' || u.last_name as full_name,
       to_char(b.anchor, 'YYYY-MM-DD') as anchor,
       to_char(b.period_start, 'YYYY-MM-DD') as period_start,
       to_char(b.period_end, 'YYYY-MM-DD') as period_end,
       to_char(b.period_end - 1, 'YYYY-MM-DD') as deadline,
       (b.period_end - 1) - b.today as days_left,
       e.hours as hours_earned, b.required as hours_required,
       greatest(b.required - e.hours, 0) as hours_missing
  from bounds b
  join earned e on e.user_id = b.user_id
  join users u on u.id = b.user_id`;
}

/** One row of `ledgerSql`, as the driver returns it. */
export interface LedgerRow {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  /** An active account that has not turned email notifications off (reminders go to these). */
  wants_mail: boolean;
  anchor: string;
  period_start: string;
  period_end: string;
  deadline: string;
  days_left: number;
  hours_earned: number;
  hours_required: number;
  hours_missing: number;
}
