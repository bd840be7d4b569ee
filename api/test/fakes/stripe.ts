import { randomBytes } from "node:crypto";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import {
  type FakeDispute,
  type FakeIntent,
  type FakeRefund,
  TEST_CARDS,
  TEST_METHODS,
  chargeId,
  disputeWithdrawal,
  intentView,
  now,
  parseForm,
  readBody,
  sendError,
  idempotencyError,
  sendJson,
  signedDelivery,
} from "./stripe-wire.js";
import { StripeConnectFake } from "./stripe-connect.js";
import { StripeTransfersFake } from "./stripe-transfers.js";

/** Stripe's 404 for an id in the path it does not know. */
const notFound = (response: ServerResponse, param: string, id: string, object = param) =>
  sendError(response, 404, {
    type: "invalid_request_error",
    code: "resource_missing",
    param,
    message: `No such ${object}: '${id}'`,
  });

/**
 * A local stand-in for Stripe's HTTP API, for the tests only (no stripe-mock exists here): the
 * payment-intent calls the portal and Stripe.js make, Stripe's test payment methods, its error
 * shape and idempotency keys, and webhook events signed with Stripe's scheme.
 */
export class StripeFake {
  readonly intents = new Map<string, FakeIntent>();
  /** Every request the fake answered: method and path. */
  readonly calls: string[] = [];
  private readonly idempotent = new Map<string, { params: string; intent: FakeIntent }>();
  private readonly idempotentRefunds = new Map<string, FakeRefund>();
  /** How much of each intent was refunded (succeeded or pending: what Stripe holds back). */
  readonly refunded = new Map<string, number>();
  readonly refunds = new Map<string, FakeRefund>();
  readonly disputes = new Map<string, FakeDispute>();
  /** Connect: connected accounts and their onboarding links (stripe-connect.ts). */
  readonly connect = new StripeConnectFake();
  /** Connect's transfers to connected accounts and their balances (stripe-transfers.ts). */
  readonly transfers = new StripeTransfersFake(this.connect);
  /** The idempotency keys the portal sent, in order. */
  readonly idempotencyKeys: string[] = [];
  /**
   * The status a new refund starts in: `succeeded` for cards, `pending` as when the account's
   * balance cannot cover it yet (Stripe settles it later with refund.updated / refund.failed).
   */
  refundStatus: "succeeded" | "pending" = "succeeded";
  /**
   * While true, a card that pays from Stripe.js leaves its intent `processing`, as Stripe does
   * while the card's bank has not answered yet (Stripe has no test card for it).
   */
  holdConfirmations = false;
  private server = createServer((request, response) => void this.handle(request, response));

  /** The STRIPE_API_BASE that points the SDK here. */
  get apiBase() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    await new Promise<void>(resolve => this.server.listen(0, "127.0.0.1", resolve));
    return this;
  }

  close(): Promise<void> {
    return new Promise(resolve => this.server.close(() => resolve()));
  }

  /** Pays an intent as Stripe.js would in the browser: `pm_card_visa` or `pm_card_chargeDeclined`. */
  confirm(id: string, paymentMethod: keyof typeof TEST_METHODS): FakeIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`no intent ${id}`);
    const method = TEST_METHODS[paymentMethod];
    intent.payment_method = paymentMethod;
    if (method.declined) {
      intent.status = "requires_payment_method";
      intent.last_payment_error = {
        type: "card_error",
        code: "card_declined",
        message: "Your card was declined.",
      };
    } else {
      intent.status = "succeeded";
      intent.last_payment_error = null;
    }
    return intent;
  }

  /** A webhook delivery of `payment_intent.succeeded`, signed as Stripe signs it. */
  signedEvent(intent: FakeIntent, secret: string, timestamp?: number) {
    return this.event("payment_intent.succeeded", intent, secret, timestamp);
  }

  /** A webhook delivery of any event about `object`, signed as Stripe signs it. */
  event(type: string, object: object, secret: string, timestamp?: number) {
    return signedDelivery({ type, object, secret, timestamp });
  }

  /** The intent's charge as Stripe shows it (charge.refunded carries it). */
  charge(intentId: string) {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId}`);
    const refunded = this.refunded.get(intentId) ?? 0;
    return {
      id: chargeId(intentId),
      object: "charge",
      amount: intent.amount,
      amount_refunded: refunded,
      currency: intent.currency,
      payment_intent: intentId,
      refunded: refunded === intent.amount,
      disputed: [...this.disputes.values()].some(dispute => dispute.payment_intent === intentId),
      status: "succeeded",
      created: intent.created,
    };
  }

  /** A pending refund settles: `succeeded`, or `failed` (with Stripe's reason) or `canceled`. */
  settleRefund(id: string, status: "succeeded" | "failed" | "canceled", failureReason?: string) {
    const refund = this.refunds.get(id);
    if (!refund) throw new Error(`no refund ${id}`);
    refund.status = status;
    if (status !== "succeeded") {
      refund.failure_reason = failureReason ?? "unknown";
      const refunded = this.refunded.get(refund.payment_intent) ?? 0;
      this.refunded.set(refund.payment_intent, refunded - refund.amount);
    }
    return refund;
  }

  /** A refund an operator makes in the Stripe Dashboard: the portal hears of it by its events. */
  dashboardRefund(intentId: string, amount?: number) {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId}`);
    const refunded = this.refunded.get(intentId) ?? 0;
    return this.newRefund(intent, amount ?? intent.amount - refunded, "succeeded");
  }

  /** The payer's bank opens a dispute of an intent's charge (Stripe: needs_response). */
  openDispute(intentId: string, reason = "fraudulent") {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId}`);
    const id = `dp_${randomBytes(12).toString("hex")}`;
    const amount = intent.amount - (this.refunded.get(intentId) ?? 0);
    const dispute: FakeDispute = {
      id,
      object: "dispute",
      amount,
      balance_transactions: [disputeWithdrawal(id, amount, intent.currency)],
      charge: chargeId(intentId),
      currency: intent.currency,
      payment_intent: intentId,
      reason,
      status: "needs_response",
      created: now(),
      livemode: false,
    };
    this.disputes.set(dispute.id, dispute);
    return dispute;
  }

  /** The bank decides: `won` (the money stays) or `lost` (it goes back to the payer). */
  closeDispute(id: string, status: "won" | "lost") {
    const dispute = this.disputes.get(id);
    if (!dispute) throw new Error(`no dispute ${id}`);
    dispute.status = status;
    return dispute;
  }

  private newRefund(intent: FakeIntent, amount: number, status: string): FakeRefund {
    this.refunded.set(intent.id, (this.refunded.get(intent.id) ?? 0) + amount);
    const refund: FakeRefund = {
      id: `re_${randomBytes(12).toString("hex")}`,
      object: "refund",
      amount,
      charge: chargeId(intent.id),
      currency: intent.currency,
      payment_intent: intent.id,
      status,
      reason: null,
      created: now(),
      metadata: {},
    };
    this.refunds.set(refund.id, refund);
    return refund;
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://fake");
    const body = await readBody(request);
    this.calls.push(`${request.method} ${url.pathname}`);
    const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(url.pathname);
    if (request.method === "POST" && confirm) {
      return this.confirmFromBrowser(response, decodeURIComponent(confirm[1]), parseForm(body));
    }
    if (!/^Bearer sk_test_\w+$/.test(request.headers.authorization ?? "")) {
      return sendError(response, 401, {
        type: "invalid_request_error",
        message: "Invalid API Key provided",
      });
    }
    if (this.connect.handle(request, url, body, response)) return;
    if (this.transfers.handle(request, url, body, response)) return;
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (request.method === "POST" && url.pathname === "/v1/payment_intents") {
      return this.create(request, response, body);
    }
    if (request.method === "POST" && url.pathname === "/v1/refunds") {
      return this.refund(request, response, body);
    }
    if (request.method === "GET" && url.pathname === "/v1/payment_intents") {
      const data = [...this.intents.values()]
        .reverse()
        .slice(0, Number(url.searchParams.get("limit") ?? 10));
      return sendJson(response, 200, { object: "list", data, has_more: false, url: url.pathname });
    }
    if (request.method === "GET" && url.pathname === "/v1/refunds") {
      return this.listRefunds(response, url);
    }
    const dispute = /^\/v1\/disputes\/([^/]+)$/.exec(url.pathname);
    if (request.method === "GET" && dispute) {
      const found = this.disputes.get(decodeURIComponent(dispute[1]));
      if (!found) return notFound(response, "dispute", dispute[1]);
      return sendJson(response, 200, found);
    }
    if (request.method === "GET" && retrieve) {
      const intent = this.intents.get(decodeURIComponent(retrieve[1]));
      if (!intent) return notFound(response, "intent", retrieve[1], "payment_intent");
      // The SDK sends expand[0]=payment_method, expand[0]=latest_charge.balance_transaction.
      const expand = [...url.searchParams].filter(([key]) => key.startsWith("expand["));
      return sendJson(response, 200, intentView(intent, new Set(expand.map(([, path]) => path))));
    }
    return sendError(response, 404, {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${request.method}: ${url.pathname}).`,
    });
  }

  /**
   * Stripe.js confirms an intent with the publishable key and the intent's client secret, and the
   * card as typed: Stripe's test numbers pay or are declined (402, the intent in the error), any
   * other number is refused as incorrect.
   */
  private confirmFromBrowser(
    response: ServerResponse,
    id: string,
    params: Record<string, unknown>,
  ) {
    if (!/^pk_test_\w+$/.test(String(params.key))) {
      return sendError(response, 401, {
        type: "invalid_request_error",
        message: "Invalid API Key provided",
      });
    }
    const intent = this.intents.get(id);
    if (!intent || params.client_secret !== intent.client_secret) {
      return sendError(response, 404, {
        type: "invalid_request_error",
        code: "resource_missing",
        param: "intent",
        message: `No such payment_intent: '${id}'`,
      });
    }
    const typed = (params.payment_method_data as { card?: { number?: string } } | undefined)?.card;
    const method = TEST_CARDS[typed?.number ?? ""];
    if (!method) {
      return sendError(response, 402, {
        type: "card_error",
        code: "incorrect_number",
        param: "payment_method_data[card][number]",
        message: "Your card number is incorrect.",
      });
    }
    this.confirm(id, method);
    if (intent.last_payment_error) {
      return sendJson(response, 402, {
        error: { ...intent.last_payment_error, payment_intent: intent },
      });
    }
    if (this.holdConfirmations) intent.status = "processing";
    return sendJson(response, 200, intent);
  }

  private create(request: IncomingMessage, response: ServerResponse, body: string) {
    const key = request.headers["idempotency-key"];
    if (typeof key === "string") this.idempotencyKeys.push(key);
    const earlier = typeof key === "string" ? this.idempotent.get(key) : undefined;
    if (earlier) {
      if (earlier.params !== body) {
        return idempotencyError(response);
      }
      return sendJson(response, 200, earlier.intent);
    }
    const params = parseForm(body);
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      return sendError(response, 400, {
        type: "invalid_request_error",
        code: "amount_too_small",
        param: "amount",
        message: "Amount must be at least $0.50 usd",
      });
    }
    const id = `pi_${randomBytes(12).toString("hex")}`;
    const intent: FakeIntent = {
      id,
      object: "payment_intent",
      amount,
      currency: String(params.currency),
      description: (params.description as string | undefined) ?? null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      // Those of allowed_payment_method_types, else what the Dashboard has on (here card, Link).
      payment_method_types: params.allowed_payment_method_types
        ? Object.values(params.allowed_payment_method_types as Record<string, string>)
        : ["card", "link"],
      status: "requires_payment_method",
      client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
      payment_method: null,
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    this.intents.set(id, intent);
    if (typeof key === "string") this.idempotent.set(key, { params: body, intent });
    return sendJson(response, 200, intent);
  }

  /** Stripe's refunds: of a succeeded intent, at most what is left, once per idempotency key. */
  private refund(request: IncomingMessage, response: ServerResponse, body: string) {
    const key = request.headers["idempotency-key"];
    if (typeof key === "string") this.idempotencyKeys.push(key);
    const earlier = typeof key === "string" ? this.idempotentRefunds.get(key) : undefined;
    if (earlier) return sendJson(response, 200, earlier);
    const params = parseForm(body);
    const intent = this.intents.get(String(params.payment_intent));
    if (!intent) {
      return sendError(response, 404, {
        type: "invalid_request_error",
        code: "resource_missing",
        param: "payment_intent",
        message: `No such payment_intent: '${String(params.payment_intent)}'`,
      });
    }
    const refunded = this.refunded.get(intent.id) ?? 0;
    const amount = params.amount === undefined ? intent.amount - refunded : Number(params.amount);
    if (intent.status !== "succeeded" || amount > intent.amount - refunded) {
      return sendError(response, 400, {
        type: "invalid_request_error",
        code: intent.status === "succeeded" ? "amount_too_large" : "charge_not_refundable",
        message: "This payment cannot be refunded by that amount.",
      });
    }
    if ([...this.disputes.values()].some(dispute => dispute.payment_intent === intent.id)) {
      return sendError(response, 400, {
        type: "invalid_request_error",
        code: "charge_disputed",
        message: `Charge ${chargeId(intent.id)} has been charged back; cannot issue a refund.`,
      });
    }
    const refund = this.newRefund(intent, amount, this.refundStatus);
    // Stripe answers a repeated key with the first response as it was, not the refund as it is.
    if (typeof key === "string") this.idempotentRefunds.set(key, { ...refund });
    sendJson(response, 200, refund);
    // 4000 0000 0000 5126: the refund succeeds, then fails (Stripe sends refund.failed).
    const method = intent.payment_method && TEST_METHODS[intent.payment_method];
    if (method && method.refundFails)
      this.settleRefund(refund.id, "failed", "expired_or_canceled_card");
  }

  /** GET /v1/refunds: a payment intent's refunds, newest first, as one page of Stripe's list. */
  private listRefunds(response: ServerResponse, url: URL) {
    const intentId = url.searchParams.get("payment_intent");
    const data = [...this.refunds.values()]
      .filter(refund => !intentId || refund.payment_intent === intentId)
      .reverse();
    sendJson(response, 200, { object: "list", data, has_more: false, url: "/v1/refunds" });
  }
}
