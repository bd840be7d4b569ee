import {
  type PayoutAccountFacts,
  PayoutAccountState,
  payoutState,
} from "./payout-account.rules.js";

const account = (facts: Partial<PayoutAccountFacts>): PayoutAccountFacts => ({
  detailsSubmitted: true,
  payoutsEnabled: false,
  disabledReason: null,
  currentlyDue: [],
  ...facts,
});

describe("a payout account's state, as its administrators read it", () => {
  it.each<[string, PayoutAccountFacts | null, PayoutAccountState, string | null]>([
    ["no account", null, PayoutAccountState.NOT_CONNECTED, null],
    [
      "details not sent",
      account({ detailsSubmitted: false, currentlyDue: ["business_type", "external_account"] }),
      PayoutAccountState.DETAILS_NEEDED,
      "The payout account's details are not sent yet (still due: business_type, external_account)",
    ],
    ["payouts on", account({ payoutsEnabled: true }), PayoutAccountState.PAYOUTS_ENABLED, null],
    [
      "past due",
      account({ disabledReason: "requirements.past_due", currentlyDue: ["external_account"] }),
      PayoutAccountState.RESTRICTED,
      "Stripe needs more details before it pays out (still due: external_account)",
    ],
    [
      "rejected",
      account({ disabledReason: "rejected.fraud" }),
      PayoutAccountState.RESTRICTED,
      "Stripe rejected the account",
    ],
    [
      "a reason Stripe adds later",
      account({ disabledReason: "something_new" }),
      PayoutAccountState.RESTRICTED,
      "Stripe restricted the account",
    ],
    [
      "no reason yet",
      account({}),
      PayoutAccountState.RESTRICTED,
      "Stripe does not pay out to the account yet",
    ],
    [
      "disconnected, whatever it said before",
      account({ payoutsEnabled: true, deauthorizedAt: new Date() }),
      PayoutAccountState.DISCONNECTED,
      "The payout account was disconnected from the academy; connect a payout account again",
    ],
  ])("%s", (_what, facts, state, reason) => {
    expect(payoutState(facts)).toEqual({ state, reason });
  });
});
