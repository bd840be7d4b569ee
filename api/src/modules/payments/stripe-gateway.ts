import Stripe from "stripe";
import type { Config } from "../../config.js";
import type {
  CreateIntent,
  PaymentGateway,
  PaymentIntent,
  Refund,
  RefundInput,
} from "./gateway.js";
import { PaymentProvider } from "./payment.entity.js";

type StripeConfig = NonNullable<Config["stripe"]>;

/** The SDK's client options; STRIPE_API_BASE points it elsewhere (the tests' local fake). */
function clientOptions({ apiBase }: StripeConfig): Stripe.StripeConfig {
  if (!apiBase) return { maxNetworkRetries: 2 };
  const url = new URL(apiBase);
  return {
    maxNetworkRetries: 2,
    host: url.hostname,
    port: url.port || (url.protocol === "https:" ? 443 : 80),
    protocol: url.protocol === "http:" ? "http" : "https",
    telemetry: false,
  };
}

function toIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  const method = typeof intent.payment_method === "object" ? intent.payment_method : null;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? "",
    status: intent.status as PaymentIntent["status"],
    amountCents: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
    card: method?.card ? { brand: method.card.brand, last4: method.card.last4 } : null,
    lastError: intent.last_payment_error?.message ?? null,
  };
}

export class StripeGateway implements PaymentGateway {
  readonly processor = PaymentProvider.Stripe;
  readonly client: Stripe;

  constructor(readonly config: StripeConfig) {
    this.client = new Stripe(config.secretKey, clientOptions(config));
  }

  async createIntent(input: CreateIntent): Promise<PaymentIntent> {
    const intent = await this.client.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: input.currency,
        description: input.description,
        metadata: input.metadata,
        // The card form takes cards only, and never sends the learner away to another site.
        automatic_payment_methods: { enabled: true, allow_redirects: "never" },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return toIntent(intent);
  }

  async retrieve(id: string): Promise<PaymentIntent | null> {
    try {
      return toIntent(
        await this.client.paymentIntents.retrieve(id, { expand: ["payment_method"] }),
      );
    } catch (error) {
      const missing =
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === "resource_missing";
      if (missing) return null;
      throw error;
    }
  }

  async refund(input: RefundInput): Promise<Refund> {
    const refund = await this.client.refunds.create(
      { payment_intent: input.paymentId, amount: input.amountCents },
      { idempotencyKey: input.idempotencyKey },
    );
    return {
      id: refund.id,
      status: (refund.status ?? "pending") as Refund["status"],
      amountCents: refund.amount,
    };
  }
}
