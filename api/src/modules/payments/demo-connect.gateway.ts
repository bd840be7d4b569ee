import type { EntityManager } from "@mikro-orm/postgresql";
import { randomBytes } from "node:crypto";
import {
  type ConnectGateway,
  type ConnectedAccount,
  type CreateAccount,
  type CreateOnboardingLink,
  type CreateTransfer,
  ConnectError,
  type OnboardingLink,
  type Transfer,
  type TransferFilter,
} from "./connect.gateway.js";
import { DemoAccountLink } from "./demo-account-link.entity.js";
import { DemoConnectedAccount } from "./demo-connected-account.entity.js";
import { DemoTransfer } from "./demo-transfer.entity.js";
import { PaymentProvider } from "./payment.entity.js";

/** An onboarding link's id: 16 random bytes in hex; anything else is no link (never asked of the database). */
const LINK_BYTES = 16;
const LINK_ID = /^[0-9a-f]{32}$/;

/** What a new Express account still needs before it can be paid out (as Stripe lists it). */
export const NEW_ACCOUNT_DUE = [
  "business_profile.mcc",
  "business_profile.url",
  "business_type",
  "external_account",
  "tos_acceptance.date",
  "tos_acceptance.ip",
];

/** An Account Link works for five minutes, as Stripe's. */
const LINK_SECONDS = 300;

/** The demo's onboarding form's two answers. */
export type DemoOnboardingOutcome = "submit" | "missing";

const toAccount = (row: DemoConnectedAccount): ConnectedAccount => ({
  id: row.id,
  detailsSubmitted: row.detailsSubmitted,
  payoutsEnabled: row.payoutsEnabled,
  transfersActive: row.payoutsEnabled,
  currentlyDue: [...row.currentlyDue],
  disabledReason: row.disabledReason ?? null,
});

const toTransfer = (row: DemoTransfer): Transfer => ({
  id: row.id,
  amountCents: row.amountCents,
  destination: row.destination,
  transferGroup: row.transferGroup ?? null,
  amountReversedCents: row.amountReversedCents,
  reversed: row.amountReversedCents >= row.amountCents,
  metadata: { ...row.metadata },
});

/** Stripe's refusal of a transfer to an account without the transfers capability. */
export const NO_TRANSFERS_CAPABILITY =
  "Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments";

const missing = (param: string) =>
  new ConnectError(400, "parameter_missing", param, `Missing required param: ${param}.`);

/** Stripe takes absolute http(s) URLs only. */
function checkUrl(value: string, param: string) {
  if (!value) throw missing(param);
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new ConnectError(400, "url_invalid", param, "Not a valid URL");
  }
}

/**
 * The demo processor's Connect (installs without Stripe keys): accounts and onboarding links kept
 * in our own database, answering and refusing as Stripe does; the onboarding itself is the demo's
 * page (demo-connect.http.ts), where the visitor submits details or leaves them missing.
 */
export class DemoConnectGateway implements ConnectGateway {
  readonly processor = PaymentProvider.DEMO;

  constructor(
    private readonly em: EntityManager,
    private readonly publicUrl: string,
  ) {}

  async createAccount(input: CreateAccount): Promise<ConnectedAccount> {
    // One statement, so two requests with the same key race to one row.
    await this.em.getConnection().execute(
      `insert into demo_connected_accounts (id, idempotency_key, email, metadata, currently_due, disabled_reason)
       values (?, ?, ?, ?, ?, 'requirements.past_due') on conflict (idempotency_key) do nothing`,
      [
        `acct_demo_${randomBytes(8).toString("hex")}`,
        input.idempotencyKey,
        input.email,
        JSON.stringify(input.metadata),
        JSON.stringify(NEW_ACCOUNT_DUE),
      ],
    );
    const row = await this.em.findOneOrFail(
      DemoConnectedAccount,
      { idempotencyKey: input.idempotencyKey },
      { refresh: true },
    );
    return toAccount(row);
  }

  async createOnboardingLink(input: CreateOnboardingLink): Promise<OnboardingLink> {
    if (!input.accountId) throw missing("account");
    checkUrl(input.refreshUrl, "refresh_url");
    checkUrl(input.returnUrl, "return_url");
    const account = await this.em.findOne(DemoConnectedAccount, { id: input.accountId });
    if (!account) {
      const message = `No such account: '${input.accountId}'`;
      throw new ConnectError(400, "resource_missing", "account", message);
    }
    const link = this.em.create(DemoAccountLink, {
      id: randomBytes(LINK_BYTES).toString("hex"),
      account,
      refreshUrl: input.refreshUrl,
      returnUrl: input.returnUrl,
      expiresAt: new Date(Date.now() + LINK_SECONDS * 1000),
    });
    await this.em.flush();
    return {
      url: new URL(`/demo-connect/onboarding/${link.id}`, this.publicUrl).href,
      expiresAt: link.expiresAt,
    };
  }

  async retrieveAccount(id: string): Promise<ConnectedAccount | null> {
    const row = await this.em.findOne(DemoConnectedAccount, { id }, { refresh: true });
    return row ? toAccount(row) : null;
  }

  /**
   * A transfer from the demo platform's balance (what its sales took in, less refunds and earlier
   * transfers), once per idempotency key; one at a time, so two cannot spend the same balance.
   */
  async createTransfer(input: CreateTransfer, idempotencyKey: string): Promise<Transfer> {
    const params = JSON.stringify(input);
    return this.em.transactional(async em => {
      await em.execute(`select pg_advisory_xact_lock(hashtext('demo_transfers'))`);
      const earlier = await em.findOne(DemoTransfer, { idempotencyKey });
      if (earlier) {
        if (earlier.params === params) return toTransfer(earlier);
        throw new ConnectError(
          400,
          "idempotency_error",
          null,
          "Keys for idempotent requests can only be used with the same parameters they were first used with.",
        );
      }
      if (!Number.isInteger(input.amountCents) || input.amountCents < 1) {
        throw new ConnectError(
          400,
          "parameter_invalid_integer",
          "amount",
          "Invalid positive integer",
        );
      }
      const account = await em.findOne(DemoConnectedAccount, { id: input.destination });
      if (!account) {
        const message = `No such destination: '${input.destination}'`;
        throw new ConnectError(400, "resource_missing", "destination", message);
      }
      if (!account.payoutsEnabled) {
        throw new ConnectError(
          400,
          "insufficient_capabilities_for_transfer",
          "destination",
          NO_TRANSFERS_CAPABILITY,
        );
      }
      if ((await this.platformBalance(em)) < input.amountCents) {
        throw new ConnectError(
          400,
          "balance_insufficient",
          null,
          "You have insufficient available funds in your Stripe account. Try adding funds directly to your available balance by creating Top-ups.",
        );
      }
      const row = em.create(DemoTransfer, {
        id: `tr_demo_${randomBytes(8).toString("hex")}`,
        idempotencyKey,
        params,
        amountCents: input.amountCents,
        destination: input.destination,
        transferGroup: input.transferGroup,
        metadata: input.metadata,
      });
      await em.flush();
      return toTransfer(row);
    });
  }

  async listTransfers(filter: TransferFilter): Promise<Transfer[]> {
    const rows = await this.em.find(
      DemoTransfer,
      {
        ...(filter.transferGroup ? { transferGroup: filter.transferGroup } : {}),
        ...(filter.createdSince ? { createdAt: { $gte: filter.createdSince } } : {}),
      },
      { orderBy: { createdAt: "desc", id: "desc" }, limit: filter.max ?? 10_000, refresh: true },
    );
    return rows.map(toTransfer);
  }

  async retrieveTransfer(id: string): Promise<Transfer | null> {
    const row = await this.em.findOne(DemoTransfer, { id }, { refresh: true });
    return row ? toTransfer(row) : null;
  }

  /** What the demo's sales took in, less its refunds and what was transferred (and not reversed). */
  private async platformBalance(em: EntityManager): Promise<number> {
    const [row] = await em.execute<{ balance: number }[]>(
      `select (select coalesce(sum(amount_cents), 0) from demo_payment_intents where status = 'succeeded')
            - (select coalesce(sum(amount_cents), 0) from demo_refunds)
            - (select coalesce(sum(amount_cents - amount_reversed_cents), 0) from demo_transfers) as balance`,
    );
    return Number(row.balance);
  }

  /** An unused, unexpired link (for the onboarding page), or the refresh URL, or null if unknown. */
  async openLink(id: string): Promise<{ link: DemoAccountLink } | { refreshUrl: string } | null> {
    if (!LINK_ID.test(id)) return null;
    const link = await this.em.findOne(DemoAccountLink, { id }, { refresh: true });
    if (!link) return null;
    if (link.usedAt || link.expiresAt <= new Date()) return { refreshUrl: link.refreshUrl };
    return { link };
  }

  /**
   * The onboarding form sent with a link: "submit" enables payouts, "missing" leaves the account
   * restricted with its bank account due. The link is used once (one UPDATE decides); a used or
   * expired one answers its refresh URL instead. Null for an unknown link.
   */
  async finishOnboarding(
    id: string,
    outcome: DemoOnboardingOutcome,
  ): Promise<{ redirect: string } | null> {
    if (!LINK_ID.test(id)) return null;
    return this.em.transactional(async em => {
      const [used] = await em.getConnection().execute<{ account_id: string; return_url: string }[]>(
        `update demo_account_links set used_at = now()
          where id = ? and used_at is null and expires_at > now()
          returning account_id, return_url`,
        [id],
      );
      if (!used) {
        const link = await em.findOne(DemoAccountLink, { id });
        return link ? { redirect: link.refreshUrl } : null;
      }
      const account = await em.findOneOrFail(DemoConnectedAccount, { id: used.account_id });
      const done = outcome === "submit";
      account.detailsSubmitted = true;
      account.payoutsEnabled = done;
      account.currentlyDue = done ? [] : ["external_account"];
      account.disabledReason = done ? null : "requirements.past_due";
      return { redirect: used.return_url };
    });
  }
}
