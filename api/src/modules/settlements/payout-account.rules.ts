/** What a partner's payout account can do, as its administrators see it. */
export enum PayoutAccountState {
  /** No payout account yet: onboarding not started. */
  NOT_CONNECTED = "NOT_CONNECTED",
  /** Connected, its owner has not sent their details yet. */
  DETAILS_NEEDED = "DETAILS_NEEDED",
  /** The processor pays out to it. */
  PAYOUTS_ENABLED = "PAYOUTS_ENABLED",
  /** Details sent, but the processor does not pay out (why: the reason). */
  RESTRICTED = "RESTRICTED",
  /** Its owner disconnected it from the academy's platform: connect one again. */
  DISCONNECTED = "DISCONNECTED",
}

/** What the rules read of a stored payout account. */
export interface PayoutAccountFacts {
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
  disabledReason?: string | null;
  currentlyDue: string[];
  deauthorizedAt?: Date | null;
}

/** Stripe's `requirements.disabled_reason`, in words (its prefix decides). */
const REASONS: [RegExp, string][] = [
  [/^requirements\.past_due$/, "Stripe needs more details before it pays out"],
  [/^requirements\.pending_verification$/, "Stripe is verifying the details"],
  [/^under_review$/, "Stripe is reviewing the account"],
  [/^rejected\./, "Stripe rejected the account"],
  [/^platform_paused$/, "Payouts are paused by the academy's platform"],
  [/^action_required\./, "Stripe needs an action on the account"],
];

/** The account's state, and why when it cannot be paid out (null when there is nothing to say). */
export function payoutState(account: PayoutAccountFacts | null): {
  state: PayoutAccountState;
  reason: string | null;
} {
  if (!account) return { state: PayoutAccountState.NOT_CONNECTED, reason: null };
  if (account.deauthorizedAt) {
    return {
      state: PayoutAccountState.DISCONNECTED,
      reason:
        "The payout account was disconnected from the academy; connect a payout account again",
    };
  }
  if (account.payoutsEnabled) return { state: PayoutAccountState.PAYOUTS_ENABLED, reason: null };
  const due = account.currentlyDue.length ? ` (still due: ${account.currentlyDue.join(", ")})` : "";
  if (!account.detailsSubmitted) {
    return {
      state: PayoutAccountState.DETAILS_NEEDED,
      reason: `The payout account's details are not sent yet${due}`,
    };
  }
  const reason = account.disabledReason
    ? (REASONS.find(([pattern]) => pattern.test(account.disabledReason!))?.[1] ??
      "Stripe restricted the account")
    : "Stripe does not pay out to the account yet";
  return { state: PayoutAccountState.RESTRICTED, reason: `${reason}${due}` };
}
