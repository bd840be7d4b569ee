import Stripe from "stripe";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Config } from "../../config.js";
import { InstallationService } from "../settings/installation.service.js";
import { PaymentProvider } from "./payment.entity.js";
import { stripeClient } from "./stripe.gateway.js";

type StripeConfig = NonNullable<Config["stripe"]>;

/**
 * A connected account (Stripe Connect, Express) as the portal reads it: whether its owner sent
 * their details, whether it can be paid out, and what the processor still needs.
 */
export interface ConnectedAccount {
  id: string;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
  /** The account's `transfers` capability: what a transfer to it needs. */
  transfersActive: boolean;
  /** Stripe's `requirements.currently_due`: the fields it still asks for. */
  currentlyDue: string[];
  /** Stripe's `requirements.disabled_reason` (e.g. requirements.past_due), or null. */
  disabledReason: string | null;
}

export interface CreateAccount {
  email: string;
  metadata: Record<string, string>;
  /** The same key gives the same account: a retried request never makes a second one. */
  idempotencyKey: string;
}

export interface CreateOnboardingLink {
  accountId: string;
  /** Where a used, expired or otherwise invalid link sends its visitor (to make a new one). */
  refreshUrl: string;
  /** Where the visitor lands when the onboarding form is left (done or not). */
  returnUrl: string;
}

/** A single-use onboarding link: a bearer secret, never logged or stored. */
export interface OnboardingLink {
  url: string;
  expiresAt: Date;
}

export interface CreateTransfer {
  amountCents: number;
  /** The connected account paid. */
  destination: string;
  /** What ties the transfer to what it pays ("statement-12"): how a lost answer is found again. */
  transferGroup: string;
  metadata: Record<string, string>;
}

/** A transfer to a connected account (USD), as the portal reads it. */
export interface Transfer {
  id: string;
  amountCents: number;
  destination: string;
  transferGroup: string | null;
  amountReversedCents: number;
  reversed: boolean;
  metadata: Record<string, string>;
}

/** Which transfers `listTransfers` answers; at most `max` (default 10 000). */
export interface TransferFilter {
  transferGroup?: string;
  createdSince?: Date;
  max?: number;
}

/** A refusal of the processor, in Stripe's words (status, `code`, `param`, `message`). */
export class ConnectError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly param: string | null,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The processor's side of payouts to partners (Stripe Connect): Stripe when its keys are set, else
 * the demo processor, which answers the same way (demo-connect.gateway.ts); `connectGateway`
 * (payment-processor.gateway.ts) picks one.
 */
export interface ConnectGateway {
  readonly processor: PaymentProvider;
  /** An Express account that can receive transfers; its owner fills its details in onboarding. */
  createAccount(input: CreateAccount): Promise<ConnectedAccount>;
  /** An Account Link of type account_onboarding: single use, expires in minutes. */
  createOnboardingLink(input: CreateOnboardingLink): Promise<OnboardingLink>;
  /** The processor's truth; null when it does not know the id or the account left the platform. */
  retrieveAccount(id: string): Promise<ConnectedAccount | null>;
  /**
   * Moves money from the platform's balance to a connected account. The same idempotency key
   * with the same request answers the same transfer (for 24 hours at Stripe); refusals (no
   * transfers capability, `balance_insufficient`) are ConnectErrors.
   */
  createTransfer(input: CreateTransfer, idempotencyKey: string): Promise<Transfer>;
  /**
   * Transfers newest first (all pages, at most `max`): those of a transfer group, or those
   * created since a time (the reconciliation's look at what the processor holds).
   */
  listTransfers(filter: TransferFilter): Promise<Transfer[]>;
  /** One transfer, with what was reversed of it; null when the processor does not know it. */
  retrieveTransfer(id: string): Promise<Transfer | null>;
}

const toTransfer = (transfer: Stripe.Transfer): Transfer => ({
  id: transfer.id,
  amountCents: transfer.amount,
  destination:
    typeof transfer.destination === "string"
      ? transfer.destination
      : (transfer.destination?.id ?? ""),
  transferGroup: transfer.transfer_group ?? null,
  amountReversedCents: transfer.amount_reversed,
  reversed: transfer.reversed,
  metadata: transfer.metadata ?? {},
});

const toAccount = (account: Stripe.Account): ConnectedAccount => ({
  id: account.id,
  detailsSubmitted: account.details_submitted ?? false,
  payoutsEnabled: account.payouts_enabled ?? false,
  transfersActive: account.capabilities?.transfers === "active",
  currentlyDue: account.requirements?.currently_due ?? [],
  disabledReason: account.requirements?.disabled_reason ?? null,
});

/** Stripe's refusal as a ConnectError; anything else (network, 5xx) is thrown as it is. */
function refused(error: unknown): never {
  if (error instanceof Stripe.errors.StripeError && error.statusCode && error.statusCode < 500) {
    throw new ConnectError(
      error.statusCode,
      error.code ?? error.rawType ?? error.type,
      error.param ?? null,
      error.message,
    );
  }
  throw error;
}

export class StripeConnectGateway implements ConnectGateway {
  readonly processor = PaymentProvider.STRIPE;
  private readonly client: Stripe;

  /** `em` reads this install's id, which prefixes every idempotency key sent. */
  constructor(
    config: StripeConfig,
    private readonly em: EntityManager,
  ) {
    this.client = stripeClient(config);
  }

  async createAccount(input: CreateAccount): Promise<ConnectedAccount> {
    const installId = await new InstallationService(this.em).readInstallId();
    const account = await this.client.accounts
      .create(
        {
          type: "express",
          country: "US",
          email: input.email,
          capabilities: { transfers: { requested: true } },
          metadata: input.metadata,
        },
        { idempotencyKey: `${installId}-${input.idempotencyKey}` },
      )
      .catch(refused);
    return toAccount(account);
  }

  async createOnboardingLink(input: CreateOnboardingLink): Promise<OnboardingLink> {
    const link = await this.client.accountLinks
      .create({
        account: input.accountId,
        refresh_url: input.refreshUrl,
        return_url: input.returnUrl,
        type: "account_onboarding",
      })
      .catch(refused);
    return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
  }

  async retrieveAccount(id: string): Promise<ConnectedAccount | null> {
    try {
      return toAccount(await this.client.accounts.retrieve(id));
    } catch (error) {
      // Unknown (404), or the platform's access revoked (403: the account left the platform).
      const status = error instanceof Stripe.errors.StripeError ? error.statusCode : undefined;
      if (status === 404 || status === 403) return null;
      throw error;
    }
  }

  async createTransfer(input: CreateTransfer, idempotencyKey: string): Promise<Transfer> {
    const installId = await new InstallationService(this.em).readInstallId();
    const transfer = await this.client.transfers
      .create(
        {
          amount: input.amountCents,
          currency: "usd",
          destination: input.destination,
          transfer_group: input.transferGroup,
          metadata: input.metadata,
        },
        { idempotencyKey: `${installId}-${idempotencyKey}` },
      )
      .catch(refused);
    return toTransfer(transfer);
  }

  async listTransfers(filter: TransferFilter): Promise<Transfer[]> {
    const all = await this.client.transfers
      .list({
        limit: 100,
        ...(filter.transferGroup ? { transfer_group: filter.transferGroup } : {}),
        ...(filter.createdSince
          ? { created: { gte: Math.floor(filter.createdSince.getTime() / 1000) } }
          : {}),
      })
      .autoPagingToArray({ limit: filter.max ?? 10_000 });
    return all.map(toTransfer);
  }

  async retrieveTransfer(id: string): Promise<Transfer | null> {
    try {
      return toTransfer(await this.client.transfers.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
      throw error;
    }
  }
}
