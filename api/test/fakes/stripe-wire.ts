import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import Stripe from "stripe";

/** The Stripe fake's objects (stripe.ts) as Stripe's API answers them, and its form encoding. */

/** A payment intent as Stripe answers it. */
export interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  description: string | null;
  metadata: Record<string, string>;
  /** What the payer may pay with: the ones asked for, else (automatic) the Dashboard's. */
  payment_method_types: string[];
  status: string;
  client_secret: string;
  payment_method: string | null;
  last_payment_error: { type: string; code: string; message: string } | null;
  created: number;
  livemode: false;
}

/** A refund as Stripe answers it. */
export interface FakeRefund {
  id: string;
  object: "refund";
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  /** pending, requires_action, succeeded, failed or canceled */
  status: string;
  failure_reason?: string;
  reason: string | null;
  created: number;
  metadata: Record<string, string>;
}

/** A dispute (chargeback) as Stripe answers it. */
export interface FakeDispute {
  id: string;
  object: "dispute";
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  reason: string;
  /** warning_needs_response, warning_under_review, warning_closed, needs_response, under_review, won, lost */
  status: string;
  /** The money it moved: the amount withdrawn with Stripe's dispute fee. */
  balance_transactions: object[];
  created: number;
  livemode: false;
}

/** Stripe's fee for a dispute in the US ($15). */
export const DISPUTE_FEE = 1_500;

/** The balance transaction of a dispute's withdrawal: the amount and Stripe's dispute fee. */
export const disputeWithdrawal = (id: string, amount: number, currency: string) => ({
  id: `txn_${id.slice(3)}`,
  object: "balance_transaction",
  amount: -amount,
  created: now(),
  currency,
  description: `Chargeback withdrawal for ${id}`,
  fee: DISPUTE_FEE,
  fee_details: [
    {
      amount: DISPUTE_FEE,
      application: null,
      currency,
      description: "Dispute fee",
      type: "stripe_fee",
    },
  ],
  net: -amount - DISPUTE_FEE,
  reporting_category: "dispute",
  source: id,
  status: "available",
  type: "adjustment",
});

export const now = () => Math.floor(Date.now() / 1000);
export const chargeId = (intentId: string) => `ch_${intentId.slice(3)}`;

/** Stripe's form encoding (`metadata[userId]=3`, `payment_method_data[card][number]=...`) to nested records. */
export function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\]?\[|\]$/).filter(Boolean);
    const last = path.pop()!;
    let at = out;
    for (const part of path) at = (at[part] ??= {}) as Record<string, unknown>;
    at[last] = value;
  }
  return out;
}

export const readBody = (request: IncomingMessage) =>
  new Promise<string>(resolve => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => resolve(body));
  });

/**
 * Stripe's test payment methods: the one that pays, the one that is declined, and the one whose
 * refunds succeed at first and fail later (4000 0000 0000 5126).
 */
export const TEST_METHODS: Record<
  string,
  { brand: string; last4: string; declined?: boolean; refundFails?: boolean }
> = {
  pm_card_visa: { brand: "visa", last4: "4242" },
  pm_card_chargeDeclined: { brand: "visa", last4: "0002", declined: true },
  pm_card_refundFail: { brand: "visa", last4: "5126", refundFails: true },
};

/** Stripe's test card numbers, as typed into Stripe.js, and the test payment method each is. */
export const TEST_CARDS: Record<string, keyof typeof TEST_METHODS> = {
  "4242424242424242": "pm_card_visa",
  "4000000000000002": "pm_card_chargeDeclined",
  "4000000000005126": "pm_card_refundFail",
};

/** An answer as Stripe sends it. */
export function sendJson(response: ServerResponse, status: number, body: unknown) {
  // Stripe's API answers browsers too (Stripe.js, with the publishable key).
  response.writeHead(status, {
    "content-type": "application/json",
    "request-id": "req_fake",
    "access-control-allow-origin": "*",
  });
  response.end(JSON.stringify(body));
}

/** Stripe's error shape. */
export function sendError(response: ServerResponse, status: number, error: Record<string, string>) {
  sendJson(response, status, { error });
}

/** Stripe's answer to an idempotency key sent again with other parameters. */
export const idempotencyError = (response: ServerResponse) =>
  sendError(response, 400, {
    type: "idempotency_error",
    message:
      "Keys for idempotent requests can only be used with the same parameters they were first used with.",
  });

/** Stripe's standard US card fee: 2.9 % (half up to the cent) plus 30¢. */
export const cardFee = (amount: number) => Math.floor((amount * 29 + 500) / 1000) + 30;

/** A succeeded charge's balance transaction as Stripe answers it: gross, fee and net. */
export function balanceTransaction(intent: FakeIntent) {
  const fee = cardFee(intent.amount);
  return {
    id: `txn_${intent.id.slice(3)}`,
    object: "balance_transaction",
    amount: intent.amount,
    available_on: intent.created + 2 * 86_400,
    created: intent.created,
    currency: intent.currency,
    description: intent.description,
    exchange_rate: null,
    fee,
    fee_details: [
      {
        amount: fee,
        application: null,
        currency: intent.currency,
        description: "Stripe processing fees",
        type: "stripe_fee",
      },
    ],
    net: intent.amount - fee,
    reporting_category: "charge",
    source: chargeId(intent.id),
    status: "pending",
    type: "charge",
  };
}

/**
 * An intent as Stripe answers it: its latest charge once it succeeded, and the paths asked in
 * `expand[]` expanded (`payment_method`, `latest_charge`, `latest_charge.balance_transaction`).
 */
export function intentView(intent: FakeIntent, expand: ReadonlySet<string>) {
  const method = intent.payment_method && TEST_METHODS[intent.payment_method];
  const paid = intent.status === "succeeded";
  const transaction = expand.has("latest_charge.balance_transaction")
    ? balanceTransaction(intent)
    : `txn_${intent.id.slice(3)}`;
  const charge = {
    id: chargeId(intent.id),
    object: "charge",
    amount: intent.amount,
    balance_transaction: transaction,
    currency: intent.currency,
    paid: true,
    payment_intent: intent.id,
    status: "succeeded",
  };
  const expandCharge = expand.has("latest_charge") || typeof transaction === "object";
  return {
    ...intent,
    latest_charge: paid ? (expandCharge ? charge : charge.id) : null,
    ...(expand.has("payment_method") && method
      ? {
          payment_method: {
            id: intent.payment_method,
            object: "payment_method",
            type: "card",
            card: { brand: method.brand, last4: method.last4 },
          },
        }
      : {}),
  };
}

/**
 * A webhook delivery of an event about `object`, signed as Stripe signs it; a Connect event names
 * the connected account it happened on (`account`).
 */
export function signedDelivery(event: {
  type: string;
  object: object;
  secret: string;
  timestamp?: number;
  account?: string;
}) {
  const { type, object, secret, timestamp, account } = event;
  const payload = JSON.stringify({
    id: `evt_${randomBytes(8).toString("hex")}`,
    object: "event",
    ...(account ? { account } : {}),
    type,
    api_version: Stripe.API_VERSION,
    created: now(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return { payload, header };
}
