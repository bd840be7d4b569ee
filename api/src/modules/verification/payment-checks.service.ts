import type { EntityManager } from "@mikro-orm/postgresql";
import { LICENSE_FEES, LicenseType } from "../partners/licence.rules.js";
import { OPEN_DISPUTE } from "../payments/stripe.gateway.js";
import { type CheckResult, dollars, iso } from "./anomaly.rules.js";
import { AnomalyService } from "./anomaly.service.js";

const OPEN_DISPUTES = [...OPEN_DISPUTE].map(status => `'${status}'`).join(", ");

interface PaymentRow {
  id: number;
  provider_payment_id: string;
  amount_cents: number;
  created_at: Date;
  user_id: number | null;
  username: string | null;
  course_id: number | null;
  course_title: string | null;
  /** Seats bought for an agency; null for a learner's own course. */
  seats?: number | null;
}

const payer = (row: PaymentRow) => row.username ?? `user #${row.user_id}`;

/** An anomaly's fields that one payment's row fills. */
const paymentFields = (row: PaymentRow) => ({
  timestamp: iso(row.created_at),
  recordIds: [`payment:${row.id}`],
  paymentId: row.provider_payment_id,
  userId: row.user_id,
  courseId: row.course_id,
  courseTitle: row.course_title,
});

/**
 * The price of course `course` (an SQL alias of courses) at the time `at`: the last price an
 * administrator set by then (course.updated audit rows), else the price the course was created
 * with (course.created), else the current price when it never changed; null when none of these
 * is known (it changed, but not before `at`, and its first price was not recorded).
 */
export const coursePriceThen = (course: string, at: string) => `coalesce(
  (select (a.details->'changed'->>'priceCents')::int from audit_events a
   where a.type = 'course.updated' and a.details->>'courseId' = ${course}.id::text
     and a.details->'changed'->>'priceCents' is not null
     and a.created_at <= ${at}
   order by a.created_at desc limit 1),
  (select (a.details->>'priceCents')::int from audit_events a
   where a.type = 'course.created' and a.details->>'courseId' = ${course}.id::text
   limit 1),
  case when not exists (
    select 1 from audit_events a
    where a.type = 'course.updated' and a.details->>'courseId' = ${course}.id::text
      and a.details->'changed'->>'priceCents' is not null)
  then ${course}.price_cents end)`;

/** How a finding names the course's price at the time, or the current one when it is unknown. */
export const priceThenWords = (priceThen: number | null, priceNow: number, whose = "course") =>
  priceThen !== null
    ? `the ${whose} price at the time, ${dollars(priceThen)}`
    : `the current ${whose} price, ${dollars(priceNow)} (the price at purchase is not recorded)`;

/**
 * An academy's course payment whose amount is not the course's price when it was paid (times
 * the seats bought, for an agency's), by coursePriceThen; when that is not known the current
 * price is used and the reason says so. A partner's sale is at the partner's price: its own
 * check, partner.price-mismatch (partner-checks.service.ts).
 */
function courseAmountMismatch(em: EntityManager): Promise<CheckResult> {
  type Row = PaymentRow & { price_then: number | null; price_now: number };
  return new AnomalyService(em).runCheck<Row>(
    { code: "payment.amount-mismatch", type: "Payment amount differs from course price" },
    `select m.*, count(*) over () as total from (
       select p.id, p.provider_payment_id, p.amount_cents, p.seats, p.created_at, p.user_id, u.username,
              p.course_id, c.title as course_title, c.price_cents as price_now,
              ${coursePriceThen("c", "p.created_at")} as price_then
       from payments p
       join courses c on c.id = p.course_id
       left join users u on u.id = p.user_id
       where p.business_offer_id is null and p.partner_id is null
         and p.status in ('successful', 'refunded')
     ) m
     where m.amount_cents <> coalesce(m.price_then, m.price_now) * coalesce(m.seats, 1)
     order by m.created_at desc, m.id desc
     limit ?`,
    [],
    row => ({
      ids: [row.id],
      reason: `Payment ${row.provider_payment_id} of ${payer(row)} for ${row.course_title} was ${dollars(row.amount_cents)}, not ${priceThenWords(row.price_then, row.price_now)}${row.seats == null ? "" : ` × ${row.seats} seats`}.`,
      timestamp: iso(row.created_at),
      recordIds: [`payment:${row.id}`, `course:${row.course_id}`],
      paymentId: row.provider_payment_id,
      userId: row.user_id,
      courseId: row.course_id,
      courseTitle: row.course_title,
    }),
  );
}

/** A licence fee payment whose amount is not its licence type's fee. */
function licenceAmountMismatch(em: EntityManager): Promise<CheckResult> {
  type Row = PaymentRow & { business_name: string; license_type: LicenseType };
  return new AnomalyService(em).runCheck<Row>(
    { code: "payment.licence-amount-mismatch", type: "Licence payment amount differs from fee" },
    `select p.id, p.provider_payment_id, p.amount_cents, p.created_at, o.business_name,
            o.license_type, count(*) over () as total
     from payments p join business_offers o on o.id = p.business_offer_id
     where p.status in ('successful', 'refunded')
       and p.amount_cents <> case o.license_type when ? then ?::int else ?::int end
     order by p.created_at desc, p.id desc
     limit ?`,
    [
      LicenseType.ROYALTY_FREE,
      LICENSE_FEES[LicenseType.ROYALTY_FREE],
      LICENSE_FEES[LicenseType.REVENUE_SHARE],
    ],
    row => ({
      ids: [row.id],
      reason: `Licence payment ${row.provider_payment_id} of ${row.business_name} was ${dollars(row.amount_cents)}, not the ${row.license_type} fee of ${dollars(LICENSE_FEES[row.license_type])}.`,
      timestamp: iso(row.created_at),
      recordIds: [`payment:${row.id}`],
      paymentId: row.provider_payment_id,
      businessName: row.business_name,
    }),
  );
}

/**
 * A succeeded course payment that no enrollment rests on, or seats bought (payments.seats) that
 * no agency was given (agency_seat_purchases). Licence fees (business_offer_id) are
 * not for an enrollment; a refunded payment has status refunded (a partial refund keeps its
 * enrollment, a full one ends it but the enrollment row stays); a payment whose learner was
 * deleted lost its enrollment with the account.
 */
function paidWithoutEnrollment(em: EntityManager): Promise<CheckResult> {
  return new AnomalyService(em).runCheck<PaymentRow>(
    { code: "payment.no-enrollment", type: "Payment without enrollment" },
    `select p.id, p.provider_payment_id, p.amount_cents, p.seats, p.created_at, p.user_id,
            u.username, p.course_id, c.title as course_title, count(*) over () as total
     from payments p
     join users u on u.id = p.user_id
     left join courses c on c.id = p.course_id
     where p.status = 'successful' and p.business_offer_id is null
       and not exists (select 1 from enrollments e where e.payment_id = p.id)
       and not exists (select 1 from agency_seat_purchases s where s.payment_id = p.id)
     order by p.created_at desc, p.id desc
     limit ?`,
    [],
    row => ({
      ids: [row.id],
      reason: `Payment ${row.provider_payment_id} of ${payer(row)} (${dollars(row.amount_cents)}) for ${row.seats == null ? "" : `${row.seats} seats of `}${row.course_title ?? "no course"} succeeded, but ${row.seats == null ? "no enrollment rests on it" : "no agency has its seats"}.`,
      ...paymentFields(row),
    }),
  );
}

/**
 * One provider payment used twice: for two enrollments, or by a business offer while it belongs
 * to a course purchase or another offer. (payments.provider_payment_id itself is unique.)
 */
function paymentUsedTwice(em: EntityManager): Promise<CheckResult> {
  type Row = {
    payment_id: number;
    provider_payment_id: string;
    created_at: Date;
    enrollment_ids: number[];
    offer_id: number | null;
    business_name: string | null;
  };
  return new AnomalyService(em).runCheck<Row>(
    { code: "payment.used-twice", type: "Payment id used twice" },
    `select * , count(*) over () as total from (
       select p.id as payment_id, p.provider_payment_id, p.created_at,
              array_agg(e.id order by e.id) as enrollment_ids,
              null::int as offer_id, null::text as business_name
       from enrollments e join payments p on p.id = e.payment_id
       group by p.id having count(*) > 1
       union all
       select p.id, p.provider_payment_id, p.created_at,
              array(select e.id from enrollments e where e.payment_id = p.id order by e.id),
              o.id, o.business_name
       from business_offers o join payments p on p.provider_payment_id = o.payment_id
       where p.business_offer_id is distinct from o.id
     ) used
     order by created_at desc, payment_id desc
     limit ?`,
    [],
    row => {
      const enrollments = row.enrollment_ids.map(id => `#${id}`).join(", ");
      const users = [
        enrollments && `enrollment${row.enrollment_ids.length === 1 ? "" : "s"} ${enrollments}`,
        row.offer_id && `the business offer #${row.offer_id} (${row.business_name})`,
      ].filter(Boolean);
      return {
        ids: [row.payment_id, ...row.enrollment_ids, ...(row.offer_id ? [`o${row.offer_id}`] : [])],
        reason: `Payment ${row.provider_payment_id} is used more than once: by ${users.join(" and ")}.`,
        timestamp: iso(row.created_at),
        recordIds: [
          `payment:${row.payment_id}`,
          ...row.enrollment_ids.map(id => `enrollment:${id}`),
          ...(row.offer_id ? [`business_offer:${row.offer_id}`] : []),
        ],
        paymentId: row.provider_payment_id,
        enrollmentId: row.enrollment_ids[0] ?? null,
        businessName: row.business_name,
      };
    },
  );
}

/**
 * A business offer counted as paid (paid, signed or active) without a succeeded payment of its
 * fee recorded for it: marked paid by hand (updateBusinessOfferStatus), with the note given.
 */
function offerPaidUnverified(em: EntityManager): Promise<CheckResult> {
  type Row = {
    id: number;
    business_name: string;
    status: string;
    payment_id: string | null;
    offer_sent_at: Date;
    marked_at: Date | null;
    marked_by: string | null;
    note: string | null;
  };
  return new AnomalyService(em).runCheck<Row>(
    { code: "offer.paid-unverified", type: "Offer paid without verified payment" },
    `select o.id, o.business_name, o.status, o.payment_id, o.offer_sent_at,
            m.created_at as marked_at, m.username as marked_by, m.note,
            count(*) over () as total
     from business_offers o
     left join lateral (
       select a.created_at, u.username, a.details->>'note' as note from audit_events a
       left join users u on u.id = a.actor_id
       where a.type = 'business_offer.status_changed' and a.details->>'offerId' = o.id::text
         and a.details->>'to' = 'paid'
       order by a.created_at desc limit 1) m on true
     where o.status in ('paid', 'signed', 'active')
       and not exists (select 1 from payments p
                       where p.business_offer_id = o.id and p.status = 'successful'
                         and p.provider_payment_id = o.payment_id)
     order by coalesce(m.created_at, o.offer_sent_at) desc, o.id desc
     limit ?`,
    [],
    row => {
      const how = row.marked_by
        ? ` It was marked paid by hand by ${row.marked_by}${row.note ? ` ('${row.note}')` : ""}.`
        : "";
      return {
        ids: [row.id],
        reason: `Business offer #${row.id} of ${row.business_name} is ${row.status} without a verified payment of its licence fee.${how}`,
        timestamp: iso(row.marked_at ?? row.offer_sent_at),
        recordIds: [`business_offer:${row.id}`],
        paymentId: row.payment_id,
        businessName: row.business_name,
      };
    },
  );
}

/**
 * A payment its payer disputes with their bank (Stripe's charge.dispute.* events), while the
 * dispute is open: the evidence is due in the Stripe Dashboard.
 */
function openDispute(em: EntityManager): Promise<CheckResult> {
  type Row = PaymentRow & { dispute_id: string; dispute_status: string; dispute_reason: string };
  return new AnomalyService(em).runCheck<Row>(
    { code: "payment.disputed", type: "Payment disputed" },
    `select p.id, p.provider_payment_id, p.amount_cents, p.created_at, p.user_id, u.username,
            p.course_id, c.title as course_title, p.metadata->'dispute'->>'id' as dispute_id,
            p.metadata->'dispute'->>'status' as dispute_status,
            p.metadata->'dispute'->>'reason' as dispute_reason, count(*) over () as total
     from payments p
     left join users u on u.id = p.user_id
     left join courses c on c.id = p.course_id
     where p.metadata->'dispute'->>'status' in (${OPEN_DISPUTES})
     order by p.created_at desc, p.id desc
     limit ?`,
    [],
    row => ({
      ids: [row.id],
      reason: `The payer disputes payment ${row.provider_payment_id} of ${payer(row)} (${dollars(row.amount_cents)}) with their bank (${row.dispute_reason}, ${row.dispute_status}): answer dispute ${row.dispute_id} in the Stripe Dashboard.`,
      ...paymentFields(row),
    }),
  );
}

export interface LicencePaymentRecord {
  id: number;
  businessName: string;
  contactEmail: string;
  licenseType: string;
  paymentId: string | null;
  paymentAmountCents: number | null;
  status: string;
  offerSentAt: string;
}

/** The payment checks of the verification report. */
export class PaymentChecksService {
  constructor(private readonly em: EntityManager) {}

  checks(): Promise<CheckResult>[] {
    return [
      paidWithoutEnrollment(this.em),
      courseAmountMismatch(this.em),
      licenceAmountMismatch(this.em),
      paymentUsedTwice(this.em),
      offerPaidUnverified(this.em),
      openDispute(this.em),
    ];
  }

  /** The 50 most recent business offers with their licence payment. */
  async recent(): Promise<{ records: LicencePaymentRecord[]; checked: number }> {
    const rows = await this.em.execute<
      {
        id: number;
        business_name: string;
        contact_email: string;
        license_type: string;
        payment_id: string | null;
        payment_amount_cents: number | null;
        status: string;
        offer_sent_at: Date;
      }[]
    >(
      `select id, business_name, contact_email, license_type, payment_id, payment_amount_cents,
              status, offer_sent_at
       from business_offers order by offer_sent_at desc, id desc limit 50`,
    );
    const [counts] = await this.em.execute<{ checked: number }[]>(
      `select ((select count(*) from payments) + (select count(*) from business_offers))::int
         as checked`,
    );
    return {
      checked: counts.checked,
      records: rows.map(row => ({
        id: row.id,
        businessName: row.business_name,
        contactEmail: row.contact_email,
        licenseType: row.license_type,
        paymentId: row.payment_id,
        paymentAmountCents: row.payment_amount_cents,
        status: row.status,
        offerSentAt: iso(row.offer_sent_at)!,
      })),
    };
  }
}
