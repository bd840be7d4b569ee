import { containing, searchTerm } from "../../db/keyset.js";
import type { FilterQuery } from "@mikro-orm/core";
import { type EntityManager, raw } from "@mikro-orm/postgresql";
import { type Page, SortDirection, keysetPage, mapPage } from "../../db/keyset.js";
import { type PageArgs } from "../../graphql/connection.js";
import { notFound } from "../../errors.js";
import { Payment } from "./payment.entity.js";
import { disputeOf, pendingRefundCents, refundsOf } from "./refund-records.rules.js";
import { type Totals, PaymentTotalsService } from "./payment-totals.service.js";
import { Receipt } from "./receipt.entity.js";
import type { AdminPaymentFilter } from "./payments.inputs.js";
import {
  PaymentSource,
  type AdminPaymentObject,
  type PaymentFiguresObject,
  type PaymentSummaryObject,
  type ReceiptObject,
  PaymentDateRange,
} from "./admin-payments.types.js";

const DAY_MS = 86_400_000;
const RANGE_DAYS = new Map([
  [PaymentDateRange.WEEK, 7],
  [PaymentDateRange.MONTH, 30],
]);

/**
 * The filter's period and the one to compare it with, null for all time: the same length just
 * before it, or for today, yesterday up to this time of day (a partial day against a partial day).
 */
export function periodOf(date: PaymentDateRange | null | undefined, now = new Date()) {
  if (!date || date === PaymentDateRange.ALL) return null;
  const days = RANGE_DAYS.get(date);
  if (days) {
    const from = new Date(now.getTime() - days * DAY_MS);
    return { from, previousFrom: new Date(from.getTime() - days * DAY_MS), previousTo: from };
  }
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return {
    from,
    previousFrom: new Date(from.getTime() - DAY_MS),
    previousTo: new Date(now.getTime() - DAY_MS),
  };
}

/** A typed amount ("49.99", "$1,250") in cents, or null when the search is not an amount. */
export function amountOf(search: string): number | null {
  const match = /^\$?(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{1,2}))?$/.exec(search);
  if (!match) return null;
  return Number(match[1]!.replaceAll(",", "")) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/**
 * The payments a filter selects. The search is a union of conditions on payments' own indexed
 * columns (the user, course and business matches become id lists in subqueries), so PostgreSQL
 * can OR index scans instead of reading every payment.
 */
export function paymentsWhere(filter: AdminPaymentFilter | null | undefined, now = new Date()) {
  const conditions: FilterQuery<Payment>[] = [];
  if (filter?.status) conditions.push({ status: filter.status });
  if (filter?.source) {
    conditions.push({ partner: filter.source === PaymentSource.PARTNER ? { $ne: null } : null });
  }
  const period = periodOf(filter?.date, now);
  if (period) conditions.push({ createdAt: { $gte: period.from } });
  const search = searchTerm(filter?.search, { plainText: true });
  if (search) {
    const pattern = containing(search);
    const cents = amountOf(search);
    conditions.push({
      $or: [
        { providerPaymentId: { $ilike: pattern } },
        {
          [raw(
            a => `${a}.user_id in (select u.id from users u where u.username ilike ?)`,
            [pattern],
          )]: [],
        },
        {
          [raw(
            a => `${a}.course_id in (select c.id from courses c where c.title ilike ?)`,
            [pattern],
          )]: [],
        },
        // A licence fee's payment shows its business's name where a course's shows the buyer.
        {
          [raw(
            a =>
              `${a}.business_offer_id in (select o.id from business_offers o where o.business_name ilike ?)`,
            [pattern],
          )]: [],
        },
        ...(cents === null ? [] : [{ amountCents: cents }]),
      ],
    } as FilterQuery<Payment>);
  }
  return conditions.length ? { $and: conditions } : {};
}

export const receiptNumber = (id: number) => `R-${String(id).padStart(6, "0")}`;

/** Card brands as Stripe names them, as a receipt prints them. */
const BRANDS: Record<string, string> = {
  amex: "American Express",
  diners: "Diners Club",
  discover: "Discover",
  jcb: "JCB",
  mastercard: "Mastercard",
  unionpay: "UnionPay",
  visa: "Visa",
};

function methodOf(payment: Payment): string {
  const card = (payment.metadata?.card ?? null) as { brand?: string; last4?: string } | null;
  if (card?.last4) return `${BRANDS[card.brand ?? ""] ?? "Card"} ending in ${card.last4}`;
  return payment.provider === "stripe" ? "Card (Stripe)" : "Card (demo processor)";
}

/** A licence fee's licence, as the CSV's item; null for any other payment. */
export function licenceOf(payment: Payment): string | null {
  return payment.businessOffer?.getEntity().licenceName ?? null;
}

/** The refunds given back, oldest first (one without its date: the payment's last change). */
function refundsGiven(payment: Payment) {
  return refundsOf(payment)
    .filter(refund => (refund.status ?? "succeeded") === "succeeded")
    .map(refund => ({
      refundedAt: refund.refundedAt ? new Date(refund.refundedAt) : payment.updatedAt,
      amountCents: refund.amountCents,
    }));
}

const RECEIPT_POPULATE = [
  "payment",
  "payment.user",
  "payment.course",
  "payment.businessOffer",
] as const;

function receiptObject(receipt: Receipt): ReceiptObject {
  const payment = receipt.payment.getEntity();
  const user = payment.user?.getEntity() ?? null;
  const offer = payment.businessOffer?.getEntity() ?? null;
  const courseTitle = payment.course?.getEntity().title ?? null;
  const licence = licenceOf(payment);
  return {
    id: receipt.id,
    receiptNumber: receiptNumber(receipt.id),
    createdAt: receipt.createdAt,
    paymentId: payment.id,
    userId: user?.id ?? null,
    username: user?.username ?? null,
    customerName: user
      ? `${user.firstName} ${user.lastName}`.trim()
      : (offer?.businessName ?? null),
    customerEmail: user?.email ?? offer?.contactEmail ?? null,
    courseTitle,
    item:
      courseTitle && payment.seats != null
        ? `${courseTitle} (agency seats)`
        : (courseTitle ?? (licence && offer ? `${licence} — ${offer.businessName}` : "Course")),
    quantity: payment.seats ?? 1,
    unitAmountCents: Math.round(payment.amountCents / (payment.seats ?? 1)),
    amountCents: payment.amountCents,
    refundedCents: payment.refundedCents,
    refunds: refundsGiven(payment),
    currency: payment.currency,
    paymentMethod: methodOf(payment),
    transactionId: payment.providerPaymentId,
    downloadUrl: `/api/receipts/${receipt.id}/pdf`,
  };
}

function paymentObject(
  payment: Payment,
  receiptId: number | null,
  partners: Map<number, string>,
): AdminPaymentObject {
  const user = payment.user?.getEntity();
  const course = payment.course?.getEntity();
  return {
    id: payment.id,
    transactionId: payment.providerPaymentId,
    userId: user?.id ?? null,
    username: user?.username ?? null,
    courseId: course?.id ?? null,
    courseTitle: course?.title ?? null,
    businessName: payment.businessOffer?.getEntity().businessName ?? null,
    licence: licenceOf(payment),
    partnerId: payment.partner?.id ?? null,
    partnerName: payment.partner ? (partners.get(payment.partner.id) ?? null) : null,
    seats: payment.seats ?? null,
    amountCents: payment.amountCents,
    refundedCents: payment.refundedCents,
    pendingRefundCents: pendingRefundCents(payment),
    disputeStatus: disputeOf(payment)?.status ?? null,
    currency: payment.currency,
    status: payment.status,
    provider: payment.provider,
    createdAt: payment.createdAt,
    metadata: payment.metadata ? JSON.stringify(payment.metadata) : null,
    receiptId,
  };
}

function figures(totals: Totals): PaymentFiguresObject {
  const { payments, successful, revenue: revenueCents } = totals;
  // Of the payments that went through or were refused; an abandoned (pending) one is neither.
  const settled = payments - totals.pending;
  return {
    revenueCents,
    payments,
    successful,
    successRate: settled ? Math.round(((settled - totals.failed) / settled) * 1000) / 10 : null,
    averageOrderCents: successful ? Math.round(revenueCents / successful) : null,
  };
}

export class AdminPaymentsService {
  constructor(private readonly em: EntityManager) {}

  /** Newest first, keyset on (created_at, id); users, courses and receipts of the page batched. */
  async list(filter: AdminPaymentFilter | null | undefined, page: PageArgs) {
    const now = new Date();
    const from = periodOf(filter?.date, now)?.from ?? null;
    const base = paymentsWhere({ ...filter, date: null }, now);
    const result: Page<Payment> = await keysetPage(this.em, Payment, {
      where: paymentsWhere(filter, now),
      count: async () =>
        (await new PaymentTotalsService(this.em).totalsBetween(filter, base, from, null)).payments,
      sort: {
        name: "created",
        keys: [{ property: "createdAt", type: "date" }],
        direction: SortDirection.DESC,
      },
      page,
      populate: ["user", "course", "businessOffer"],
    });
    const receipts = await this.em.find(Receipt, {
      payment: { $in: result.edges.map(edge => edge.node.id) },
    });
    const byPayment = new Map(receipts.map(receipt => [receipt.payment.id, receipt.id]));
    const partners = await this.partnerNamesOf(result.edges.map(edge => edge.node));
    return mapPage(result, node => paymentObject(node, byPayment.get(node.id) ?? null, partners));
  }

  /** One payment as the list shows it. */
  async get(id: number): Promise<AdminPaymentObject> {
    const payment = await this.em.findOne(Payment, id, {
      populate: ["user", "course", "businessOffer"],
    });
    if (!payment) throw notFound("Payment not found");
    const receipt = await this.em.findOne(Receipt, { payment: id });
    return paymentObject(payment, receipt?.id ?? null, await this.partnerNamesOf([payment]));
  }

  /**
   * The partners' names of these payments' sales, by partner id: one statement. Payments imports
   * no domain module, so it reads the partner's name by SQL (as certificates does).
   */
  private async partnerNamesOf(payments: Payment[]): Promise<Map<number, string>> {
    const ids = [...new Set(payments.flatMap(payment => payment.partner?.id ?? []))];
    if (!ids.length) return new Map();
    const rows = await this.em
      .getConnection()
      .execute<{ id: number; name: string }[]>(
        "select id, coalesce(display_name, legal_name) as name from partners where id = any(?::int[])",
        [`{${ids.join(",")}}`],
      );
    return new Map(rows.map(row => [row.id, row.name]));
  }

  /** The cards: the filtered payments, and the same filter over the period before (if any). */
  async summary(filter: AdminPaymentFilter | null | undefined): Promise<PaymentSummaryObject> {
    const now = new Date();
    const period = periodOf(filter?.date, now);
    const base = paymentsWhere({ ...filter, date: null }, now);
    const totals = new PaymentTotalsService(this.em);
    const current = await totals.totalsBetween(filter, base, period?.from ?? null, null);
    const previous =
      period && (await totals.totalsBetween(filter, base, period.previousFrom, period.previousTo));
    return { current: figures(current), previous: previous ? figures(previous) : null };
  }

  /** The receipt of a successful payment; NOT_FOUND when it has none. */
  async receipt(paymentId: number): Promise<ReceiptObject> {
    const receipt = await this.em.findOne(
      Receipt,
      { payment: paymentId },
      { populate: RECEIPT_POPULATE },
    );
    if (!receipt) throw notFound("No receipt available for this transaction");
    return receiptObject(receipt);
  }

  /** A learner's own receipts, newest first (the dashboard's downloads). */
  async receiptsOf(userId: number): Promise<ReceiptObject[]> {
    const receipts = await this.em.find(
      Receipt,
      { payment: { user: userId } },
      { populate: RECEIPT_POPULATE, orderBy: { createdAt: "desc", id: "desc" } },
    );
    return receipts.map(receiptObject);
  }
}
