import Stripe from "stripe";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Config } from "../../config.js";
import { InstallationService } from "../settings/installation.service.js";
import type {
  ChargeFee,
  CreateIntent,
  PaymentGateway,
  PaymentIntent,
  Refund,
  RefundInput,
} from "./payment.gateway.js";
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

function toRefund(refund: Stripe.Refund): Refund {
  const intent = refund.payment_intent;
  return {
    id: refund.id,
    paymentId: typeof intent === "string" ? intent : (intent?.id ?? ""),
    status: (refund.status ?? "pending") as Refund["status"],
    amountCents: refund.amount,
    failureReason: refund.failure_reason ?? null,
  };
}

/** A dispute (chargeback) of a payment, as Stripe tells it. */
export interface Dispute {
  id: string;
  paymentId: string;
  amountCents: number;
  /** warning_needs_response, warning_under_review, needs_response, under_review: open; warning_closed, won, lost: closed. */
  status: Stripe.Dispute.Status;
  reason: string;
  /** What Stripe charged for it: the fees of its balance transactions (the dispute fee). */
  feeCents: number;
}

export const OPEN_DISPUTE = new Set<string>([
  "warning_needs_response",
  "warning_under_review",
  "needs_response",
  "under_review",
]);

const clients = new WeakMap<StripeConfig, Stripe>();

/** The SDK's client of a configuration, made once. */
export function stripeClient(config: StripeConfig): Stripe {
  let client = clients.get(config);
  if (!client) clients.set(config, (client = new Stripe(config.secretKey, clientOptions(config))));
  return client;
}

export class StripeGateway implements PaymentGateway {
  readonly processor = PaymentProvider.STRIPE;
  readonly client: Stripe;

  /** `em` reads this install's id, which prefixes every idempotency key sent. */
  constructor(
    readonly config: StripeConfig,
    private readonly em: EntityManager,
  ) {
    this.client = stripeClient(config);
  }

  private async key(idempotencyKey: string): Promise<string> {
    return `${await new InstallationService(this.em).readInstallId()}-${idempotencyKey}`;
  }

  async createIntent(input: CreateIntent): Promise<PaymentIntent> {
    const intent = await this.client.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: input.currency,
        description: input.description,
        metadata: input.metadata,
        // Cards only, whatever the Dashboard turns on: the card form shows a card, and a card
        // never sends the learner away to another site (3-D Secure comes back to the form).
        // The pinned API version (stripe-node 23: 2026-10-28.endive) takes the list as
        // `allowed_payment_method_types`; the intent answers with its `payment_method_types`.
        allowed_payment_method_types: ["card"],
      },
      { idempotencyKey: await this.key(input.idempotencyKey) },
    );
    return toIntent(intent);
  }

  async retrieve(id: string): Promise<PaymentIntent | null> {
    try {
      return toIntent(
        await this.client.paymentIntents.retrieve(id, { expand: ["payment_method"] }),
      );
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async refund(input: RefundInput): Promise<Refund> {
    const refund = await this.client.refunds.create(
      { payment_intent: input.paymentId, amount: input.amountCents },
      { idempotencyKey: await this.key(input.idempotencyKey) },
    );
    return toRefund(refund);
  }

  async listRefunds(paymentId: string): Promise<Refund[]> {
    const refunds: Refund[] = [];
    for await (const refund of this.client.refunds.list({
      payment_intent: paymentId,
      limit: 100,
    })) {
      refunds.push(toRefund(refund));
    }
    return refunds;
  }

  /** The charge's balance transaction, expanded through the intent's latest charge. */
  async chargeFee(paymentId: string): Promise<ChargeFee | null> {
    try {
      const intent = await this.client.paymentIntents.retrieve(paymentId, {
        expand: ["latest_charge.balance_transaction"],
      });
      const charge = intent.latest_charge;
      const transaction = typeof charge === "object" ? charge?.balance_transaction : null;
      if (!transaction || typeof transaction !== "object") return null;
      return { feeCents: transaction.fee, netCents: transaction.net };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Stripe's truth about a dispute; null when it does not know the id. */
  async dispute(id: string): Promise<Dispute | null> {
    try {
      const dispute = await this.client.disputes.retrieve(id);
      const intent = dispute.payment_intent;
      return {
        id: dispute.id,
        paymentId: typeof intent === "string" ? intent : (intent?.id ?? ""),
        amountCents: dispute.amount,
        status: dispute.status,
        reason: dispute.reason,
        feeCents: (dispute.balance_transactions ?? []).reduce((sum, bt) => sum + bt.fee, 0),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
}

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing";
