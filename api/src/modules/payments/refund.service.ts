import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { createHash } from "node:crypto";
import { AppError, badInput, invalidFields, notFound, waitText } from "../../errors.js";
import type { JobQueue } from "../../jobs/queue.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { recordAudit } from "../audit/audit.service.js";
import type { PurchaseKind, PurchaseRefund, RequestMeta } from "../../graphql/context.js";
import { revokeRefundedCertificate } from "../certificates/certificates-admin.service.js";
import { BusinessOffer, BusinessOfferStatus } from "../business-offers/business-offer.entity.js";
import { Enrollment, EnrollmentStatus } from "../enrollments/enrollment.entity.js";
import { WITHDRAW_JOB, type WithdrawData } from "../lms/withdraw.job.js";
import type { JobDeps } from "../../jobs/deps.js";
import { recordAdminEvent, recordUserEvent } from "../systems/user-event.js";
import type { PaymentGateway, Refund } from "./gateway.js";
import { Payment, PaymentStatus } from "./payment.entity.js";
import { RefundKey } from "./refund-key.entity.js";
import { OPEN_DISPUTE } from "./stripe-gateway.js";

export interface RefundRequest {
  paymentId: number;
  /** Part of what is left; all of it when absent. */
  amountCents?: number | null;
  /** The learner keeps the course (needed for a partial refund). */
  keepEnrollment?: boolean | null;
  /** Enrollments on seats bought with the payment that end with the refund (PurchaseKind). */
  endEnrollmentIds?: number[] | null;
  /**
   * The caller's key: the same key (from the same administrator, for the same payment) again is
   * the same refund. 1-255 printable ASCII characters.
   */
  idempotencyKey?: string | null;
  /** Without a key: the same amount again within 10 minutes is meant, not a retry. */
  repeat?: boolean | null;
}

/** How long an identical refund asked without a key is taken for a retry. */
export const REPEAT_WINDOW_MS = 10 * 60_000;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The caller's idempotency key, if it is one: 1-255 printable ASCII characters. */
function checkedKey(key: string): string {
  if (!/^[\x20-\x7e]{1,255}$/.test(key)) {
    throw invalidFields({
      idempotencyKey: "The idempotency key must be 1 to 255 printable ASCII characters",
    });
  }
  return key;
}

/** What a refund asks, as a key's request is compared with its retries. */
const fingerprintOf = (request: RefundRequest) =>
  sha256(
    JSON.stringify([
      request.amountCents ?? null,
      request.keepEnrollment ?? null,
      [...(request.endEnrollmentIds ?? [])].sort((a, b) => a - b),
    ]),
  );

const sameIds = (a: readonly number[] = [], b: readonly number[] = []) =>
  a.length === b.length && a.every(id => b.includes(id));

/**
 * Refuses, without a key, the same amount as a refund of the payment recorded in the last 10
 * minutes (not failed or canceled; ending the same enrollments of seats), naming it: most likely
 * the same request sent again.
 */
function refuseRepeat(
  payment: Payment,
  amountCents: number,
  endEnrollmentIds: readonly number[] | null | undefined,
  now = Date.now(),
) {
  const earlier = refundsOf(payment).find(refund => {
    const at = Date.parse(refund.askedAt ?? refund.refundedAt ?? "");
    return (
      refund.amountCents === amountCents &&
      sameIds(refund.endEnrollmentIds, endEnrollmentIds ?? []) &&
      refund.status !== "failed" &&
      refund.status !== "canceled" &&
      now - at < REPEAT_WINDOW_MS
    );
  });
  if (!earlier) return;
  const ago = waitText((now - Date.parse(earlier.askedAt ?? earlier.refundedAt!)) / 1000);
  throw new AppError(
    "CONFLICT",
    `A refund of ${dollars(amountCents)} (${earlier.id}) was made ${ago} ago. To give the same amount back again, say it is a new refund (repeat), or send an idempotency key.`,
    { refundId: earlier.id },
  );
}

/** A refund as its payment keeps it (`payments.metadata.refunds`). */
export interface RecordedRefund {
  id: string;
  amountCents: number;
  /** The administrator who asked; null for one made outside the portal (the Stripe Dashboard). */
  by: number | null;
  /** Where the processor has it; records older than this field were all succeeded. */
  status?: Refund["status"];
  /** The learner keeps the course when it succeeds. */
  keepEnrollment?: boolean;
  /** Enrollments on seats the payment bought that end when it succeeds. */
  endEnrollmentIds?: number[];
  /** When it succeeded (ISO 8601), for the receipt. */
  refundedAt?: string;
  /** When it was recorded (ISO 8601); records older than this field have only `refundedAt`. */
  askedAt?: string;
}

export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const SETTLED = new Set<Refund["status"] | undefined>([
  undefined,
  "succeeded",
  "failed",
  "canceled",
]);

/** The refunds a payment keeps. */
export const refundsOf = (payment: Payment) =>
  (payment.metadata?.refunds ?? []) as RecordedRefund[];

/** What refunds the processor has not settled yet hold back of a payment. */
export const pendingRefundCents = (payment: Payment) =>
  refundsOf(payment)
    .filter(refund => !SETTLED.has(refund.status))
    .reduce((sum, refund) => sum + refund.amountCents, 0);

/** A payment under an open dispute (see dispute.service.ts). */
export const disputeOf = (payment: Payment) =>
  (payment.metadata?.dispute ?? null) as { id: string; status: string; reason: string } | null;

/**
 * Ends what a payment given back bought, in the caller's transaction: the licence it paid for
 * when all of it is back, the enrollment (cancelled, its certificate revoked) unless kept.
 * Answers the enrollment whose learning-system access the caller withdraws once the transaction
 * is written.
 */
export async function endPurchase(
  tx: EntityManager,
  payment: Payment,
  ending: { actorId: number | null; meta: RequestMeta; full: boolean; keepEnrollment: boolean },
): Promise<Enrollment | null> {
  const { actorId, meta } = ending;
  const offer =
    ending.full && payment.businessOffer
      ? await tx.findOne(BusinessOffer, payment.businessOffer.id)
      : null;
  if (offer && offer.status !== BusinessOfferStatus.CANCELLED) {
    recordAudit(tx, {
      type: AuditEventType.BusinessOfferStatusChanged,
      actorId,
      ...meta,
      details: {
        offerId: offer.id,
        from: offer.status,
        to: BusinessOfferStatus.CANCELLED,
        refunded: true,
      },
    });
    offer.status = BusinessOfferStatus.CANCELLED;
  }
  if (ending.keepEnrollment) return null;
  const enrollment = await tx.findOne(Enrollment, { payment: payment.id });
  if (!enrollment || enrollment.status === EnrollmentStatus.CANCELLED) return null;
  enrollment.status = EnrollmentStatus.CANCELLED;
  await revokeRefundedCertificate(tx, enrollment, actorId, meta);
  return enrollment;
}

/**
 * Refunds through the payment's processor and records what it answers. Only a succeeded refund
 * changes the payment, the enrollment it bought (ended unless kept, and its LMS access withdrawn
 * by a background job), the learner's notification and the audit row, in one transaction; a
 * pending one is recorded and holds its amount back until the processor settles it (`settle`,
 * from Stripe's refund and charge events), which also records refunds made outside the portal.
 * Refunds of a payment are asked one at a time (its row lock, held while the processor is asked,
 * so the processor runs in the same transaction: the demo processor's rows are written with the
 * refund's record); a retry is recognised by the caller's idempotency key, or without one refused
 * as a likely retry (see `refund`), and sends the processor the same key, so money goes back once.
 */
export class RefundService {
  constructor(
    private readonly em: EntityManager,
    /** The processor, working in the given entity manager (the refund's transaction). */
    private readonly gateway: (em: EntityManager) => PaymentGateway,
    private readonly jobs: JobQueue<JobDeps>,
    private readonly purchases: readonly PurchaseKind[],
  ) {}

  /**
   * Tells each kind of purchase of a refund of the payment (see `PurchaseKind.refunded`): the
   * enrollments they ended.
   */
  private async tell(
    em: EntityManager,
    payment: Payment,
    refund: Omit<PurchaseRefund, "paymentId">,
  ): Promise<number[]> {
    const ended: number[] = [];
    for (const kind of this.purchases) {
      ended.push(...((await kind.refunded?.(em, { paymentId: payment.id, ...refund })) ?? []));
    }
    return ended;
  }

  /**
   * Refunds as `request` asks, in one transaction that holds the payment's row lock from before
   * the refunds are read until the refund is recorded, so that refunds of a payment are asked one
   * at a time. With the caller's idempotency key, the first answer (what `answer` makes in the
   * transaction) is kept with the key, and the same key again replays it (IDEMPOTENCY_KEY_REUSED
   * when it asks something else). Without one, the same amount again within 10 minutes of an
   * earlier refund is refused (CONFLICT) unless `repeat` says it is meant.
   */
  async refund<A extends object>(
    actorId: number,
    request: RefundRequest,
    meta: RequestMeta,
    answer: (tx: EntityManager, paymentId: number) => Promise<A>,
  ): Promise<A> {
    const key = request.idempotencyKey == null ? null : checkedKey(request.idempotencyKey);
    const fingerprint = fingerprintOf(request);
    return this.em.transactional(async tx => {
      const payment = await tx.findOne(Payment, request.paymentId, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
        populate: ["course"],
      });
      if (!payment) throw notFound("Payment not found");
      if (key !== null) {
        const earlier = await tx.findOne(RefundKey, {
          payment: payment.id,
          actor: actorId,
          key,
        });
        if (earlier && earlier.fingerprint !== fingerprint) {
          throw new AppError(
            "IDEMPOTENCY_KEY_REUSED",
            "This idempotency key was used for another refund of this payment: send a new key for a new refund.",
          );
        }
        if (earlier) return earlier.answer as A;
      }
      const gateway = this.gateway(tx);
      const amount = this.refundable(payment, request, gateway.processor);
      // Seats bought for an agency, or a licence fee, are no enrollment of the payer's: a partial
      // refund of either keeps what it bought (seats go back in proportion; the licence stays).
      const keep =
        request.keepEnrollment ?? (payment.seats != null || payment.businessOffer != null);
      const held = payment.refundedCents + pendingRefundCents(payment);
      if (amount < payment.amountCents - held && !keep) {
        throw badInput("A partial refund keeps the course: choose to keep the enrollment");
      }
      await this.tell(tx, payment, {
        amountCents: amount,
        refundedBefore: held,
        refundedAfter: held + amount,
        asking: true,
        actorId,
        endEnrollmentIds: request.endEnrollmentIds ?? [],
        meta,
      });
      if (key === null && !request.repeat) refuseRepeat(payment, amount, request.endEnrollmentIds);
      const refund = await gateway.refund({
        paymentId: payment.providerPaymentId,
        amountCents: amount,
        // A retry of the caller's key, or of the same refund before its record was written (a
        // lost answer, a crash), sends the processor the same key, so money goes back once.
        idempotencyKey:
          key === null
            ? `refund-${payment.id}-${refundsOf(payment).length}-${amount}`
            : `refund-${payment.id}-${actorId}-${sha256(key).slice(0, 32)}`,
      });
      if (refund.status === "failed" || refund.status === "canceled") {
        const why = refund.failureReason ? ` (${refund.failureReason})` : "";
        throw new AppError("CONFLICT", `The processor did not make the refund${why}.`);
      }
      const ends = request.endEnrollmentIds ?? [];
      const asked = {
        by: actorId,
        keepEnrollment: keep,
        ...(ends.length ? { endEnrollmentIds: ends } : {}),
      };
      await this.recordIn(tx, payment, [refund], asked, meta);
      // As JSON, as a replay gives it.
      const first = JSON.parse(JSON.stringify(await answer(tx, payment.id))) as A;
      if (key !== null) {
        tx.create(RefundKey, {
          payment: payment.id,
          actor: actorId,
          key,
          fingerprint,
          answer: first as Record<string, unknown>,
        });
      }
      return first;
    });
  }

  /** What the refund gives back (all that is left when no amount is asked), or why not. */
  private refundable(payment: Payment, request: RefundRequest, processor: string): number {
    if (payment.status !== PaymentStatus.SUCCESSFUL) {
      throw new AppError("CONFLICT", "Only a successful payment can be refunded.");
    }
    if (payment.provider !== processor) {
      throw new AppError(
        "CONFLICT",
        `This payment was made with ${payment.provider}; refund it there.`,
      );
    }
    if (OPEN_DISPUTE.has(disputeOf(payment)?.status ?? "")) {
      // Stripe refuses to refund a disputed charge: the dispute's outcome settles the money.
      throw new AppError("CONFLICT", "This payment is disputed; its dispute decides the refund.");
    }
    const left = payment.amountCents - payment.refundedCents - pendingRefundCents(payment);
    const amount = request.amountCents ?? left;
    if (left < 1) throw new AppError("CONFLICT", "Nothing is left of this payment to refund.");
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      throw badInput(`The refund must be from $0.01 to ${dollars(left)}`);
    }
    return amount;
  }

  /**
   * Brings a payment's refunds up to what the processor says (Stripe's refund.* and
   * charge.refunded events): settles pending ones and records those made elsewhere. `meta` is the
   * event delivery's. Null when the payment is not one of ours.
   */
  async settle(providerPaymentId: string, meta: RequestMeta): Promise<Payment | null> {
    const payment = await this.em.findOne(Payment, {
      providerPaymentId,
      provider: this.gateway(this.em).processor,
    });
    if (!payment) return null;
    const refunds = await this.gateway(this.em).listRefunds(providerPaymentId);
    return this.em.transactional(async tx => {
      const locked = await tx.findOneOrFail(Payment, payment.id, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
        populate: ["course"],
      });
      await this.recordIn(tx, locked, refunds, { by: null }, meta);
      return locked;
    });
  }

  /**
   * Records the processor's answers about a payment's refunds in the caller's transaction, which
   * holds the payment's lock: each new one (asked by `by`, or made elsewhere), and each whose
   * status moved on.
   */
  private async recordIn(
    tx: EntityManager,
    locked: Payment,
    refunds: Refund[],
    asked: { by: number | null; keepEnrollment?: boolean; endEnrollmentIds?: number[] },
    meta: RequestMeta,
  ): Promise<void> {
    const ended: number[] = [];
    const records = [...refundsOf(locked)];
    for (const refund of refunds) {
      let record = records.find(earlier => earlier.id === refund.id);
      // Records older than the status field were all succeeded.
      const was = record && (record.status ?? "succeeded");
      if (was === refund.status || was === "failed" || was === "canceled") continue;
      if (!record) {
        const rest = locked.amountCents - locked.refundedCents - pendingRefundCents(locked);
        record = {
          id: refund.id,
          amountCents: refund.amountCents,
          by: asked.by,
          // Made elsewhere: the learner keeps the course unless all of it was given back.
          keepEnrollment: asked.keepEnrollment ?? refund.amountCents < rest,
          ...(asked.endEnrollmentIds ? { endEnrollmentIds: asked.endEnrollmentIds } : {}),
        };
        records.push(record);
      }
      record.status = refund.status;
      if (refund.status === "succeeded") record.refundedAt = new Date().toISOString();
      locked.metadata = { ...locked.metadata, refunds: records };
      if (refund.status === "succeeded") {
        ended.push(...(await this.apply(tx, locked, record, meta)));
      } else if (refund.status === "failed" || refund.status === "canceled") {
        // Stripe may fail a refund after it succeeded (a card closed meanwhile): the money is
        // ours again; what the refund ended stays ended until an administrator decides.
        if (was === "succeeded") {
          locked.refundedCents -= record.amountCents;
          if (locked.status === PaymentStatus.REFUNDED) locked.status = PaymentStatus.SUCCESSFUL;
        }
        await this.failed(tx, locked, record, refund, meta);
      } else {
        recordAudit(tx, {
          type: AuditEventType.PaymentRefundPending,
          actorId: record.by,
          subjectId: locked.user?.id ?? null,
          ...meta,
          details: {
            paymentId: locked.providerPaymentId,
            refundId: refund.id,
            amountCents: refund.amountCents,
            status: refund.status,
          },
        });
      }
    }
    await tx.flush();
    for (const enrollmentId of ended) {
      await this.jobs.send(WITHDRAW_JOB, { enrollmentId } satisfies WithdrawData, { em: tx });
    }
  }

  /** A succeeded refund: the money is back, and what the payment bought follows. */
  private async apply(
    tx: EntityManager,
    payment: Payment,
    refund: RecordedRefund,
    meta: RequestMeta,
  ): Promise<number[]> {
    const refundedBefore = payment.refundedCents;
    payment.refundedCents += refund.amountCents;
    const full = payment.refundedCents === payment.amountCents;
    const seatsEnded = await this.tell(tx, payment, {
      amountCents: refund.amountCents,
      refundedBefore,
      refundedAfter: payment.refundedCents,
      asking: false,
      actorId: refund.by,
      endEnrollmentIds: refund.endEnrollmentIds ?? [],
      meta,
    });
    if (full) payment.status = PaymentStatus.REFUNDED;
    const keep = refund.keepEnrollment ?? false;
    const ended = await endPurchase(tx, payment, {
      actorId: refund.by,
      meta,
      full,
      keepEnrollment: keep,
    });
    const enrollment = ended ?? (await tx.findOne(Enrollment, { payment: payment.id }));
    const course = payment.course?.getEntity().title;
    const title = course ? (payment.seats != null ? `seats of ${course}` : course) : "your course";
    const amount = dollars(refund.amountCents);
    if (payment.user) {
      recordUserEvent(tx, {
        userId: payment.user.id,
        type: "info",
        message:
          keep || payment.seats != null
            ? `${amount} of your payment for ${title} was refunded.`
            : `Your payment for ${title} was refunded (${amount}) and your enrollment has ended.`,
        action: "Payment refunded",
        details: { paymentId: payment.id, amountCents: refund.amountCents, enrollmentKept: keep },
      });
    }
    if (refund.by === null) {
      await recordAdminEvent(tx, {
        type: "warning",
        message: `${amount} of payment ${payment.providerPaymentId} was refunded outside the portal (the processor's dashboard).`,
        action: "Payment refunded elsewhere",
        details: { paymentId: payment.id, refundId: refund.id },
      });
    }
    recordAudit(tx, {
      type: AuditEventType.PaymentRefunded,
      actorId: refund.by,
      subjectId: payment.user?.id ?? null,
      ...meta,
      details: {
        paymentId: payment.providerPaymentId,
        refundId: refund.id,
        amountCents: refund.amountCents,
        full,
        enrollmentId: enrollment?.id ?? null,
        enrollmentKept: keep,
        ...(refund.by === null ? { source: "processor" } : {}),
        ...(seatsEnded.length ? { enrollmentsEnded: seatsEnded } : {}),
      },
    });
    return ended ? [ended.id, ...seatsEnded] : seatsEnded;
  }

  /** A refund the processor failed or canceled: nothing changed hands; the team must know. */
  private async failed(
    tx: EntityManager,
    payment: Payment,
    record: RecordedRefund,
    refund: Refund,
    meta: RequestMeta,
  ) {
    const why = refund.failureReason ?? refund.status;
    recordAudit(tx, {
      type: AuditEventType.PaymentRefundFailed,
      actorId: null,
      subjectId: payment.user?.id ?? null,
      ...meta,
      details: {
        paymentId: payment.providerPaymentId,
        refundId: record.id,
        amountCents: record.amountCents,
        status: refund.status,
        failureReason: refund.failureReason,
      },
    });
    await recordAdminEvent(tx, {
      type: "error",
      message: `The refund of ${dollars(record.amountCents)} for payment ${payment.providerPaymentId} ${refund.status === "canceled" ? "was canceled" : "failed"} (${why}); the learner has not been paid back.`,
      action: "Refund failed",
      details: { paymentId: payment.id, refundId: record.id },
    });
  }
}
