import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Config } from "../../config.js";
import { AppError } from "../../errors.js";
import type { Viewer } from "../../graphql/roles.js";
import { type ConnectedAccount, ConnectError } from "../payments/connect.gateway.js";
import { connectGateway } from "../payments/payment-processor.gateway.js";
import { PartnerScopeService } from "../partners/partner-scope.service.js";
import type { Partner } from "../partners/partner.entity.js";
import { ConnectEvent } from "./connect-event.entity.js";
import { PayoutAccount } from "./payout-account.entity.js";
import { payoutState } from "./payout-account.rules.js";
import type { PayoutAccountObject, PayoutOnboardingObject } from "./payout-accounts.types.js";

/** The Connect events that change a payout account; each is answered by re-reading the account. */
export const PAYOUT_EVENTS = new Set(["account.updated", "account.application.deauthorized"]);

/** A Connect event as the webhook hands it over (its signature already checked). */
export interface ConnectEventInput {
  id: string;
  type: string;
  /** The connected account it is about. */
  account?: string;
}

const toObject = (partnerId: number, account: PayoutAccount | null): PayoutAccountObject => ({
  partnerId,
  ...payoutState(account),
  currentlyDue: account && !account.deauthorizedAt ? account.currentlyDue : [],
  updatedAt: account?.updatedAt ?? null,
});

/** The processor's word copied onto the stored account; null: it left the platform. */
function apply(row: PayoutAccount, truth: ConnectedAccount | null) {
  row.updatedAt = new Date();
  if (!truth) {
    row.deauthorizedAt ??= new Date();
    row.payoutsEnabled = false;
    return;
  }
  row.detailsSubmitted = truth.detailsSubmitted;
  row.payoutsEnabled = truth.payoutsEnabled;
  row.disabledReason = truth.disabledReason;
  row.currentlyDue = truth.currentlyDue;
}

/**
 * The processor's refusal (a ConnectError) as the caller's answer: a clear sentence and Stripe's
 * code, never Stripe's own message (it may name the platform's setup). Anything else is rethrown.
 */
function refusal(what: string) {
  return (error: unknown): never => {
    if (!(error instanceof ConnectError)) throw error;
    throw new AppError(
      "CONFLICT",
      `The payment processor refused to ${what}. Please try again later or ask the academy for help.`,
      { processorCode: error.code },
    );
  };
}

/**
 * Partners' payout accounts (issue 55, item 1): onboarding through Stripe Connect's Account
 * Links (or the demo's page), the state shown to the partner's administrators, and the Connect
 * events that keep it current. Every operation asks PartnerScopeService first.
 */
export class PayoutAccountService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: { config: Config },
  ) {}

  private gateway() {
    return connectGateway(this.deps.config, this.em);
  }

  /**
   * The partner's payout account. Until it pays out, the processor is asked afresh (the demo has
   * no webhook, and Stripe's events may come late); after that, Connect's events keep it current.
   */
  async view(viewer: Viewer, partnerId: number): Promise<PayoutAccountObject> {
    const partner = await new PartnerScopeService(this.em).requireAdmin(viewer, partnerId);
    const account = await this.em.findOne(PayoutAccount, { partner });
    if (account && !account.deauthorizedAt && !account.payoutsEnabled) {
      apply(account, await this.gateway().retrieveAccount(account.accountId));
      await this.em.flush();
    }
    return toObject(partner.id, account);
  }

  /**
   * The partner's payout account as the processor has it now (read afresh until it pays out),
   * for settling a statement; null when there is none.
   */
  async current(partnerId: number): Promise<PayoutAccount | null> {
    const account = await this.em.findOne(PayoutAccount, { partner: partnerId }, { refresh: true });
    if (account && !account.deauthorizedAt && !account.payoutsEnabled) {
      apply(account, await this.gateway().retrieveAccount(account.accountId));
      await this.em.flush();
    }
    return account;
  }

  /**
   * An onboarding link, made afresh each time (Account Links are single use and expire in
   * minutes). The first time, or after the account was disconnected (or the processor changed),
   * a connected account is made first: its idempotency key makes parallel starts one account.
   */
  async startOnboarding(viewer: Viewer, partnerId: number): Promise<PayoutOnboardingObject> {
    const partner = await new PartnerScopeService(this.em).requireAdmin(viewer, partnerId);
    const gateway = this.gateway();
    let account = await this.em.findOne(PayoutAccount, { partner });
    if (!account || account.deauthorizedAt || account.provider !== gateway.processor) {
      account = await this.connect(partner, account);
    }
    const page = new URL(`/partner/${partner.id}`, this.deps.config.publicUrl);
    const link = await gateway
      .createOnboardingLink({
        accountId: account.accountId,
        refreshUrl: `${page.href}?payouts=refresh`,
        returnUrl: `${page.href}?payouts=return`,
      })
      .catch(refusal("make an onboarding link"));
    return { url: link.url, expiresAt: link.expiresAt };
  }

  /** A new connected account for the partner, stored in place of a disconnected one. */
  private async connect(partner: Partner, previous: PayoutAccount | null): Promise<PayoutAccount> {
    const gateway = this.gateway();
    // Refused: nothing is stored, so the next start asks again.
    const created = await gateway
      .createAccount({
        email: partner.contactEmail,
        metadata: { partnerId: String(partner.id) },
        idempotencyKey: previous
          ? `partner-${partner.id}-payout-account-after-${previous.accountId}`
          : `partner-${partner.id}-payout-account`,
      })
      .catch(refusal("open a payout account for this partner"));
    // One statement: parallel starts store one account; a live one is never replaced.
    await this.em.getConnection().execute(
      `insert into payout_accounts
         (partner_id, provider, account_id, details_submitted, payouts_enabled, disabled_reason, currently_due)
       values (?, ?, ?, ?, ?, ?, ?)
       on conflict (partner_id) do update set
         provider = excluded.provider, account_id = excluded.account_id,
         details_submitted = excluded.details_submitted, payouts_enabled = excluded.payouts_enabled,
         disabled_reason = excluded.disabled_reason, currently_due = excluded.currently_due,
         deauthorized_at = null, updated_at = now()
       where payout_accounts.deauthorized_at is not null
          or payout_accounts.provider <> excluded.provider`,
      [
        partner.id,
        gateway.processor,
        created.id,
        created.detailsSubmitted,
        created.payoutsEnabled,
        created.disabledReason,
        JSON.stringify(created.currentlyDue),
      ],
    );
    return this.em.findOneOrFail(PayoutAccount, { partner }, { refresh: true });
  }

  /**
   * A Connect event (account.updated, account.application.deauthorized): the account it names is
   * read again from the processor, never taken from the event's body; an account the platform can
   * no longer read was disconnected. Each event id is handled once. The reason it was ignored, or
   * null when handled.
   */
  async handleEvent(event: ConnectEventInput): Promise<string | null> {
    if (!PAYOUT_EVENTS.has(event.type) || !event.account) return "Not about a payout account";
    if (await this.em.findOne(ConnectEvent, event.id)) return "Already handled";
    const stored = await this.em.findOne(PayoutAccount, { accountId: event.account });
    if (!stored) return "Not a payout account of this portal";
    // Asked outside the transaction: no row stays locked while the processor answers.
    const truth = await this.gateway().retrieveAccount(event.account);
    return this.em.transactional(async em => {
      const recorded = await em.getConnection().execute<{ id: string }[]>(
        `insert into connect_events (id, type, account_id) values (?, ?, ?)
           on conflict (id) do nothing returning id`,
        [event.id, event.type, event.account],
      );
      if (!recorded.length) return "Already handled";
      const row = await em.findOneOrFail(PayoutAccount, stored.id, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
      });
      apply(row, truth);
      return null;
    });
  }
}
