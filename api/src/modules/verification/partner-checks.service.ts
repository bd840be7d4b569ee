import type { EntityManager } from "@mikro-orm/postgresql";
import { PartnerEventKind } from "../partners/partner-event.entity.js";
import { type CheckResult, dollars, iso } from "./anomaly.rules.js";
import { AnomalyService } from "./anomaly.service.js";
import { AGREEMENT_REQUIRED, UNSIGNED } from "./enrollment-checks.service.js";
import { coursePriceThen, priceThenWords } from "./payment-checks.service.js";

/** A partner's name as the academy knows it: its storefront's, else its legal name. */
export const PARTNER_NAME = "coalesce(pa.display_name, pa.legal_name)";

/**
 * A partner's course sale (`payments.partner_id`; a renewal of its licence is paid on its
 * business offer, not as a sale) that went through, with its learner, course and partner.
 */
const sales = (joins = "") => `from payments p
  join partners pa on pa.id = p.partner_id
  left join users u on u.id = p.user_id
  left join courses c on c.id = p.course_id
  ${joins}
  where p.business_offer_id is null and p.status in ('successful', 'refunded')`;

const SALE_COLUMNS = `p.id, p.provider_payment_id, p.amount_cents, p.created_at, p.user_id,
  u.username, p.course_id, c.title as course_title, pa.id as partner_id,
  ${PARTNER_NAME} as partner_name`;

interface SaleRow {
  id: number;
  provider_payment_id: string;
  amount_cents: number;
  created_at: Date;
  user_id: number | null;
  username: string | null;
  course_id: number | null;
  course_title: string | null;
  partner_id: number;
  partner_name: string;
}

const partnerWords = (row: { partner_id: number; partner_name: string }) =>
  `partner ${row.partner_name} (#${row.partner_id})`;

/** "Payment pi_… of ada for First Aid through partner Acme Academy (#3)" */
const saleWords = (row: SaleRow) =>
  `Payment ${row.provider_payment_id} of ${row.username ?? `user #${row.user_id}`} (${dollars(row.amount_cents)}) for ${row.course_title ?? "no course"} through ${partnerWords(row)}`;

/** An anomaly's fields that one sale's row fills. */
const saleFields = (row: SaleRow) => ({
  ids: [row.id],
  timestamp: iso(row.created_at),
  recordIds: [`payment:${row.id}`, `partner:${row.partner_id}`],
  paymentId: row.provider_payment_id,
  businessName: row.partner_name,
  userId: row.user_id,
  courseId: row.course_id,
  courseTitle: row.course_title,
});

/**
 * A partner's sale made when its licence had ended: on or after the end of the term in force then.
 * With a term history (partner_terms, royalty-free) that is the latest end among the terms begun
 * by then and not withdrawn by then (a sale in the gap between an end and a late renewal is one);
 * without one, `partners.term_ends_at` (none: a revenue share never ends).
 */
function saleAfterEnd(em: EntityManager): Promise<CheckResult> {
  type Row = SaleRow & { ended_at: Date };
  return new AnomalyService(em).runCheck<Row>(
    { code: "partner.sale-ended", type: "Partner sale after the licence ended" },
    `select s.*, count(*) over () as total from (
       select ${SALE_COLUMNS},
              case when exists (select 1 from partner_terms t where t.partner_id = pa.id)
                then (select max(t.ends_at) from partner_terms t
                      where t.partner_id = pa.id and t.starts_at <= p.created_at
                        and (t.withdrawn_at is null or t.withdrawn_at > p.created_at))
                else pa.term_ends_at end as ended_at
       ${sales()}
     ) s
     where s.ended_at <= s.created_at
     order by s.created_at desc, s.id desc
     limit ?`,
    [],
    row => ({
      reason: `${saleWords(row)} was made after the partner's licence ended on ${iso(row.ended_at)}.`,
      ...saleFields(row),
    }),
  );
}

/**
 * A partner's sale made while the academy had suspended it: the partner's last suspension or
 * resumption by then (partner_events) is a suspension.
 */
function saleWhileSuspended(em: EntityManager): Promise<CheckResult> {
  type Row = SaleRow & { suspended_at: Date; suspended_reason: string | null };
  return new AnomalyService(em).runCheck<Row>(
    { code: "partner.sale-suspended", type: "Partner sale while suspended" },
    `select ${SALE_COLUMNS}, ev.at as suspended_at, ev.details->>'reason' as suspended_reason,
            count(*) over () as total
     ${sales(`join lateral (select ev.kind, ev.at, ev.details from partner_events ev
                            where ev.partner_id = pa.id and ev.kind in (?, ?)
                              and ev.at <= p.created_at
                            order by ev.at desc, ev.id desc limit 1) ev on ev.kind = ?`)}
     order by p.created_at desc, p.id desc
     limit ?`,
    [PartnerEventKind.SUSPENDED, PartnerEventKind.RESUMED, PartnerEventKind.SUSPENDED],
    row => ({
      reason: `${saleWords(row)} was made while the partner was suspended (since ${iso(row.suspended_at)}${row.suspended_reason ? `: '${row.suspended_reason}'` : ""}).`,
      ...saleFields(row),
    }),
  );
}

/**
 * A partner's sale whose amount is not the partner's price at the time: the newest
 * partner_course_prices row of the course set by then; none, or a null price, is the academy's
 * price at the time (coursePriceThen, else the current one, and the reason says so).
 */
function priceMismatch(em: EntityManager): Promise<CheckResult> {
  type Row = SaleRow & {
    partner_price: number | null;
    price_set_at: Date | null;
    price_then: number | null;
    price_now: number;
  };
  return new AnomalyService(em).runCheck<Row>(
    { code: "partner.price-mismatch", type: "Partner sale at another price" },
    `select s.*, count(*) over () as total from (
       select ${SALE_COLUMNS}, pp.price_cents as partner_price, pp.set_at as price_set_at,
              c.price_cents as price_now, ${coursePriceThen("c", "p.created_at")} as price_then
       ${sales(`left join lateral (select pp.price_cents, pp.set_at from partner_course_prices pp
                                  where pp.partner_id = pa.id and pp.course_id = c.id
                                    and pp.set_at <= p.created_at
                                  order by pp.set_at desc, pp.id desc limit 1) pp on true`)}
     ) s
     where s.amount_cents <> coalesce(s.partner_price, s.price_then, s.price_now)
     order by s.created_at desc, s.id desc
     limit ?`,
    [],
    row => {
      const price =
        row.partner_price !== null
          ? `the partner's price set on ${iso(row.price_set_at)}, ${dollars(row.partner_price)}`
          : priceThenWords(row.price_then, row.price_now, "academy's");
      return { reason: `${saleWords(row)} was not ${price}.`, ...saleFields(row) };
    },
  );
}

/** A partner live (or launched once) with no signed licence agreement (licence_agreements). */
function liveUnsigned(em: EntityManager): Promise<CheckResult> {
  type Row = {
    partner_id: number;
    partner_name: string;
    status: string;
    launched_at: Date | null;
    created_at: Date;
  };
  return new AnomalyService(em).runCheck<Row>(
    { code: "partner.live-unsigned", type: "Live partner without signed licence agreement" },
    `select pa.id as partner_id, ${PARTNER_NAME} as partner_name, pa.status, pa.launched_at,
            pa.created_at, count(*) over () as total
     from partners pa
     where (pa.status = 'live' or pa.launched_at is not null)
       and not exists (select 1 from licence_agreements la where la.partner_id = pa.id)
     order by coalesce(pa.launched_at, pa.created_at) desc, pa.id desc
     limit ?`,
    [],
    row => ({
      ids: [row.partner_id],
      reason: `The storefront of ${partnerWords(row)} is ${row.status}${row.launched_at ? ` (launched ${iso(row.launched_at)})` : ""} without a signed licence agreement.`,
      timestamp: iso(row.launched_at ?? row.created_at),
      recordIds: [`partner:${row.partner_id}`],
      businessName: row.partner_name,
    }),
  );
}

/**
 * A partner's learner's enrollment (`enrollments.partner_id`) without their signature of the
 * enrollment agreement: the notion of enrollment.no-agreement (UNSIGNED), naming the partner.
 */
function enrollmentUnsigned(em: EntityManager): Promise<CheckResult> {
  type Row = {
    id: number;
    user_id: number;
    username: string | null;
    course_id: number;
    course_title: string;
    enrolled_at: Date;
    document_title: string;
    document_version: string;
    partner_id: number;
    partner_name: string;
  };
  return new AnomalyService(em).runCheck<Row>(
    { code: "partner.enrollment-unsigned", type: "Partner enrollment without signed agreement" },
    `select e.id, e.user_id, u.username, e.course_id, c.title as course_title, e.enrolled_at,
            d.title as document_title, d.version as document_version, pa.id as partner_id,
            ${PARTNER_NAME} as partner_name, count(*) over () as total
     from enrollments e
     join partners pa on pa.id = e.partner_id
     join courses c on c.id = e.course_id
     left join users u on u.id = e.user_id
     ${AGREEMENT_REQUIRED}
     where ${UNSIGNED("e")}
     order by e.enrolled_at desc, e.id desc
     limit ?`,
    [],
    row => ({
      ids: [row.id],
      reason: `Enrollment #${row.id} of ${row.username ?? `user #${row.user_id}`} in ${row.course_title}, sold by ${partnerWords(row)}, has no signed '${row.document_title}' (active version ${row.document_version} requires a signature).`,
      timestamp: iso(row.enrolled_at),
      recordIds: [`enrollment:${row.id}`, `partner:${row.partner_id}`],
      enrollmentId: row.id,
      businessName: row.partner_name,
      userId: row.user_id,
      courseId: row.course_id,
      courseTitle: row.course_title,
    }),
  );
}

/**
 * The partner checks of the verification report (issue 54, item 6): its sales and licence with
 * the payments, its learners' enrollments with the enrollments.
 */
export class PartnerChecksService {
  constructor(private readonly em: EntityManager) {}

  paymentChecks(): Promise<CheckResult>[] {
    return [
      saleAfterEnd(this.em),
      saleWhileSuspended(this.em),
      priceMismatch(this.em),
      liveUnsigned(this.em),
    ];
  }

  enrollmentChecks(): Promise<CheckResult>[] {
    return [enrollmentUnsigned(this.em)];
  }
}
