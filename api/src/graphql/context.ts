import type { EntityManager } from "@mikro-orm/postgresql";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import type { JobQueue } from "../jobs/queue.js";
import type { JobDeps } from "../jobs/deps.js";
import { AppError } from "../errors.js";
import type { Viewer } from "./roles.js";
import { storable } from "../util/text.js";

/** Who is asking, as the login history and audit log keep it. */
export interface RequestMeta {
  ipAddress: string;
  userAgent: string | null;
}

/** The request's `RequestMeta`: its client address and its user agent (cut to 500 characters). */
export function requestMeta(request: FastifyRequest): RequestMeta {
  const userAgent = request.headers["user-agent"];
  return { ipAddress: request.ip, userAgent: userAgent ? storable(userAgent, 500) : null };
}

/**
 * A kind of thing bought through the payment gateway (a course, a business licence), as its module
 * registers it: the Stripe webhook and the demo processor hand each succeeded payment to the kind
 * that claims its metadata, so payments knows no kind of purchase.
 */
export interface PurchaseKind {
  name: string;
  /** Whether a payment with this metadata buys this kind of thing. */
  claims(metadata: Readonly<Record<string, string>>): boolean;
  /**
   * Records the succeeded payment and what it buys, once (a replay changes nothing), after asking
   * the processor for the payment: the metadata given only picked the kind.
   */
  fulfil(context: Context, payment: SucceededPayment): Promise<unknown>;
  /**
   * Gives back what a refund of one of its payments takes, in the caller's transaction (which
   * holds the payment's row lock). Asked first with `asking` (before the processor is): it refuses
   * (throws) a refund it cannot give back; then once the refund succeeded, when it ends what the
   * refund takes (an enrollment: cancelled, its certificate revoked, its learning-system access
   * withdrawn by a job queued in the transaction). A kind that bought nothing with the payment
   * does nothing. Answers what the refund's audit row names.
   */
  refunded?(em: EntityManager, refund: PurchaseRefund): Promise<PurchaseEnding | void>;
  /**
   * Ends what a payment bought when its payer's bank took the money back (a lost dispute), in the
   * caller's transaction. A kind without it keeps what was bought.
   */
  reversed?(em: EntityManager, reversal: PurchaseReversal): Promise<void>;
}

/** What a kind ended with a refund, for the refund's audit row. */
export interface PurchaseEnding {
  /** The enrollment the payment bought, ended or kept. */
  enrollmentId?: number | null;
  /** Enrollments on what the payment bought that ended with the refund (seats in use). */
  ended?: number[];
}

/** A payment whose money went back, as the kinds of purchase are told of it. */
export interface PurchaseReversal {
  /** The payments row's id. */
  paymentId: number;
  /** The administrator who asked; null for a refund made at the processor, or a dispute. */
  actorId: number | null;
  meta: RequestMeta;
  /** For the jobs that follow (learning-system access withdrawn), queued in the transaction. */
  jobs: JobQueue<JobDeps>;
  /**
   * The processor's id of what took the money back: the refund (re_...) or the lost dispute
   * (dp_...); absent while a refund is only being asked.
   */
  reversalId?: string;
  /** How much it took back (a lost dispute: what was left of the payment). */
  amountCents?: number;
}

/** A refund of a payment as the kinds of purchase are told of it. */
export interface PurchaseRefund extends PurchaseReversal {
  amountCents: number;
  /** Given back of the payment before this refund, and with it. */
  refundedBefore: number;
  refundedAfter: number;
  /** All of the payment is given back with it. */
  full: boolean;
  asking: boolean;
  /** The learner keeps the course (a partial refund must). */
  keepEnrollment: boolean;
  /** Enrollments the administrator chose to end with it (seats in use given back). */
  endEnrollmentIds: readonly number[];
}

/** A payment the processor (its webhook, the demo processor) says has succeeded. */
export interface SucceededPayment {
  id: string;
  metadata: Readonly<Record<string, string>>;
}

/**
 * A module's handler of the payment processor's platform events (e.g. `transfer.reversed`), which
 * /api/webhooks/stripe hands over after checking the signature: `handle` re-reads the truth from
 * the processor and answers null, or why the event was ignored.
 */
export interface ProcessorEventHandler {
  types: readonly string[];
  handle(
    ctx: Context,
    event: { id: string; type: string; object: { id: string } },
  ): Promise<string | null>;
}

export interface Context {
  /** A fresh fork per request: no identity map is shared between requests. */
  em: EntityManager;
  /**
   * The signed-in caller, resolved on first use and then kept: a public query that never asks
   * verifies no token and runs no SQL for it.
   */
  viewer(): Promise<Viewer | null>;
  config: Config;
  /** Who is asking (client address, user agent), for the audit log and the login history. */
  meta: RequestMeta;
  /** Background work: queue a job (in the request's transaction, given its `em`). */
  jobs: JobQueue<JobDeps>;
  /** The kinds of purchase the modules register (see `PurchaseKind`). */
  purchases: readonly PurchaseKind[];
  /** The processor's platform events the modules handle (see `ProcessorEventHandler`). */
  processorEvents: readonly ProcessorEventHandler[];
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The caller of a field behind @Auth (the auth checker has already resolved it). */
export async function signedInViewer(context: Context): Promise<Viewer> {
  const viewer = await context.viewer();
  if (!viewer)
    throw new AppError("UNAUTHENTICATED", "You need to be logged in to view this content.");
  return viewer;
}
