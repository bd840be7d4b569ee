import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { AppError, badInput, notFound } from "../../errors.js";
import { AuditEventType } from "../audit/audit-event.entity.js";
import { AuditService } from "../audit/audit.service.js";
import type { Context, PurchaseRefund, RequestMeta } from "../../graphql/context.js";
import { UserEventService } from "../systems/user-event.service.js";
import type { PaymentGateway, Refund } from "./payment.gateway.js";
import { Payment, PaymentStatus } from "./payment.entity.js";
import { RefundKey } from "./refund-key.entity.js";
import {
  type RecordedRefund,
  disputeOf,
  dollars,
  pendingRefundCents,
  refundsOf,
} from "./refund-records.rules.js";
import {
  type RefundRequest,
  checkedKey,
  fingerprintOf,
  refuseRepeat,
  sha256,
} from "./refund-retries.rules.js";
import { OPEN_DISPUTE } from "./stripe.gateway.js";

/**
 * Refunds through the payment's processor and records what it answers. Only a succeeded refund
 * changes the payment, what it bought (each kind of purchase gives back what the refund takes:
 * `PurchaseKind.refunded`), the learner's notification and the audit row, in one transaction; a
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
    private readonly deps: Pick<Context, "jobs" | "purchases"> & {
      /** The processor, working in the given entity manager (the refund's transaction). */
      gateway: (em: EntityManager) => PaymentGateway;
    },
  ) {}

  /**
   * Tells each kind of purchase of a refund of the payment (see `PurchaseKind.refunded`): the
   * enrollment the payment bought, and the enrollments they ended.
   */
  private async tell(
    em: EntityManager,
    payment: Payment,
    refund: Omit<PurchaseRefund, "paymentId" | "full" | "jobs">,
  ): Promise<{ enrollmentId: number | null; ended: number[] }> {
    const told = { enrollmentId: null as number | null, ended: [] as number[] };
    const full = refund.refundedAfter === payment.amountCents;
    for (const kind of this.deps.purchases) {
      const answer = await kind.refunded?.(em, {
        ...refund,
        paymentId: payment.id,
        full,
        jobs: this.deps.jobs,
      });
      told.enrollmentId ??= answer?.enrollmentId ?? null;
      told.ended.push(...(answer?.ended ?? []));
    }
    return told;
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
      const gateway = this.deps.gateway(tx);
      const amount = this.refundable(payment, request, gateway.processor);
      // Seats bought for an agency, or a licence fee, are no enrollment of the payer's: a partial
      // refund of either keeps what it bought (seats go back in proportion; the licence stays).
      const keep =
        request.keepEnrollment ?? (payment.seats != null || payment.businessOffer != null);
      const held = payment.refundedCents + pendingRefundCents(payment);
      await this.tell(tx, payment, {
        amountCents: amount,
        refundedBefore: held,
        refundedAfter: held + amount,
        asking: true,
        keepEnrollment: keep,
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
      provider: this.deps.gateway(this.em).processor,
    });
    if (!payment) return null;
    const refunds = await this.deps.gateway(this.em).listRefunds(providerPaymentId);
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
        await this.apply(tx, locked, record, meta);
      } else if (refund.status === "failed" || refund.status === "canceled") {
        // Stripe may fail a refund after it succeeded (a card closed meanwhile): the money is
        // ours again; what the refund ended stays ended until an administrator decides.
        if (was === "succeeded") {
          locked.refundedCents -= record.amountCents;
          if (locked.status === PaymentStatus.REFUNDED) locked.status = PaymentStatus.SUCCESSFUL;
        }
        await this.failed(tx, locked, record, refund, meta);
      } else {
        new AuditService(tx).record({
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
  }

  /** A succeeded refund: the money is back, and what the payment bought follows. */
  private async apply(
    tx: EntityManager,
    payment: Payment,
    refund: RecordedRefund,
    meta: RequestMeta,
  ): Promise<void> {
    const refundedBefore = payment.refundedCents;
    payment.refundedCents += refund.amountCents;
    const full = payment.refundedCents === payment.amountCents;
    if (full) payment.status = PaymentStatus.REFUNDED;
    const keep = refund.keepEnrollment ?? false;
    const told = await this.tell(tx, payment, {
      amountCents: refund.amountCents,
      refundedBefore,
      refundedAfter: payment.refundedCents,
      asking: false,
      keepEnrollment: keep,
      actorId: refund.by,
      endEnrollmentIds: refund.endEnrollmentIds ?? [],
      meta,
      reversalId: refund.id,
    });
    const course = payment.course?.getEntity().title;
    const title = course ? (payment.seats != null ? `seats of ${course}` : course) : "your course";
    const amount = dollars(refund.amountCents);
    if (payment.user) {
      new UserEventService(tx).record({
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
      await new UserEventService(tx).recordForAdmins({
        type: "warning",
        message: `${amount} of payment ${payment.providerPaymentId} was refunded outside the portal (the processor's dashboard).`,
        action: "Payment refunded elsewhere",
        details: { paymentId: payment.id, refundId: refund.id },
      });
    }
    new AuditService(tx).record({
      type: AuditEventType.PaymentRefunded,
      actorId: refund.by,
      subjectId: payment.user?.id ?? null,
      ...meta,
      details: {
        paymentId: payment.providerPaymentId,
        refundId: refund.id,
        amountCents: refund.amountCents,
        full,
        enrollmentId: told.enrollmentId,
        enrollmentKept: keep,
        ...(refund.by === null ? { source: "processor" } : {}),
        ...(told.ended.length ? { enrollmentsEnded: told.ended } : {}),
      },
    });
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
    new AuditService(tx).record({
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
    await new UserEventService(tx).recordForAdmins({
      type: "error",
      message: `The refund of ${dollars(record.amountCents)} for payment ${payment.providerPaymentId} ${refund.status === "canceled" ? "was canceled" : "failed"} (${why}); the learner has not been paid back.`,
      action: "Refund failed",
      details: { paymentId: payment.id, refundId: record.id },
    });
  }
}
