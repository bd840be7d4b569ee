import { randomBytes } from "node:crypto";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A local stand-in for Stripe's HTTP API, for the tests only (no stripe-mock exists here): the
 * payment-intent calls the portal and Stripe.js make, Stripe's test payment methods, its error
 * shape and idempotency keys, and webhook events signed with Stripe's scheme.
 */
export interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  description: string | null;
  metadata: Record<string, string>;
  status: string;
  client_secret: string;
  payment_method: string | null;
  last_payment_error: { type: string; code: string; message: string } | null;
  created: number;
  livemode: false;
}

/** Stripe's test payment methods: the one that pays and the one that is declined. */
const TEST_METHODS: Record<string, { brand: string; last4: string; declined?: boolean }> = {
  pm_card_visa: { brand: "visa", last4: "4242" },
  pm_card_chargeDeclined: { brand: "visa", last4: "0002", declined: true },
};

/** Stripe's form encoding (`metadata[userId]=3`) to an object with nested records. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const nested = /^(\w+)\[(\w+)\]$/.exec(key);
    if (!nested) out[key] = value;
    else out[nested[1]] = { ...(out[nested[1]] as object), [nested[2]]: value };
  }
  return out;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>(resolve => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => resolve(body));
  });

export class StripeFake {
  readonly intents = new Map<string, FakeIntent>();
  /** Every request the fake answered: method and path. */
  readonly calls: string[] = [];
  private readonly idempotent = new Map<string, { params: string; intent: FakeIntent }>();
  private readonly idempotentRefunds = new Map<string, Record<string, unknown>>();
  /** How much of each intent was refunded. */
  readonly refunded = new Map<string, number>();
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
    const payload = JSON.stringify({
      id: `evt_${randomBytes(8).toString("hex")}`,
      object: "event",
      type: "payment_intent.succeeded",
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      data: { object: intent },
      livemode: false,
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    return { payload, header };
  }

  private send(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { "content-type": "application/json", "request-id": "req_fake" });
    response.end(JSON.stringify(body));
  }

  private error(response: ServerResponse, status: number, error: Record<string, string>) {
    this.send(response, status, { error });
  }

  private view(intent: FakeIntent, expand: boolean) {
    const method = intent.payment_method && TEST_METHODS[intent.payment_method];
    if (!expand || !method) return intent;
    const card = { brand: method.brand, last4: method.last4 };
    return {
      ...intent,
      payment_method: { id: intent.payment_method, object: "payment_method", type: "card", card },
    };
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://fake");
    const body = await readBody(request);
    this.calls.push(`${request.method} ${url.pathname}`);
    if (!/^Bearer sk_test_\w+$/.test(request.headers.authorization ?? "")) {
      return this.error(response, 401, {
        type: "invalid_request_error",
        message: "Invalid API Key provided",
      });
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (request.method === "POST" && url.pathname === "/v1/payment_intents") {
      return this.create(request, response, body);
    }
    if (request.method === "POST" && url.pathname === "/v1/refunds") {
      return this.refund(request, response, body);
    }
    if (request.method === "GET" && retrieve) {
      const intent = this.intents.get(decodeURIComponent(retrieve[1]));
      if (!intent) {
        return this.error(response, 404, {
          type: "invalid_request_error",
          code: "resource_missing",
          param: "intent",
          message: `No such payment_intent: '${retrieve[1]}'`,
        });
      }
      // The SDK sends expand[0]=payment_method.
      const expand = [...url.searchParams].some(
        ([key, value]) => key.startsWith("expand[") && value === "payment_method",
      );
      return this.send(response, 200, this.view(intent, expand));
    }
    return this.error(response, 404, {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${request.method}: ${url.pathname}).`,
    });
  }

  private create(request: IncomingMessage, response: ServerResponse, body: string) {
    const key = request.headers["idempotency-key"];
    const earlier = typeof key === "string" ? this.idempotent.get(key) : undefined;
    if (earlier) {
      if (earlier.params !== body) {
        return this.error(response, 400, {
          type: "idempotency_error",
          message:
            "Keys for idempotent requests can only be used with the same parameters they were first used with.",
        });
      }
      return this.send(response, 200, earlier.intent);
    }
    const params = parseForm(body);
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      return this.error(response, 400, {
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
      status: "requires_payment_method",
      client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
      payment_method: null,
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    this.intents.set(id, intent);
    if (typeof key === "string") this.idempotent.set(key, { params: body, intent });
    return this.send(response, 200, intent);
  }

  /** Stripe's refunds: of a succeeded intent, at most what is left, once per idempotency key. */
  private refund(request: IncomingMessage, response: ServerResponse, body: string) {
    const key = request.headers["idempotency-key"];
    const earlier = typeof key === "string" ? this.idempotentRefunds.get(key) : undefined;
    if (earlier) return this.send(response, 200, earlier);
    const params = parseForm(body);
    const intent = this.intents.get(String(params.payment_intent));
    if (!intent) {
      return this.error(response, 404, {
        type: "invalid_request_error",
        code: "resource_missing",
        param: "payment_intent",
        message: `No such payment_intent: '${String(params.payment_intent)}'`,
      });
    }
    const refunded = this.refunded.get(intent.id) ?? 0;
    const amount = params.amount === undefined ? intent.amount - refunded : Number(params.amount);
    if (intent.status !== "succeeded" || amount > intent.amount - refunded) {
      return this.error(response, 400, {
        type: "invalid_request_error",
        code: intent.status === "succeeded" ? "amount_too_large" : "charge_not_refundable",
        message: "This payment cannot be refunded by that amount.",
      });
    }
    this.refunded.set(intent.id, refunded + amount);
    const refund = {
      id: `re_${randomBytes(12).toString("hex")}`,
      object: "refund",
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: "succeeded",
      created: Math.floor(Date.now() / 1000),
    };
    if (typeof key === "string") this.idempotentRefunds.set(key, refund);
    return this.send(response, 200, refund);
  }
}
