import { HttpResponse } from "msw";
import type { PayoutAccountState } from "../graphql/types";
import {
  PartnerHomePageDocument,
  type PartnerHomePageQueryVariables,
  PartnerPayoutAccountDocument,
} from "../features/partners/partner-home.generated";
import {
  PartnerCoursePricesDocument,
  type PartnerPrice_RowFragment,
} from "../features/partners/partner-storefront.generated";
import { api, server } from "./server";

/* The partner's page's answers (features/partners): partner 7, its payout account and prices. */

export const owner = {
  __typename: "PartnerAdmin" as const,
  id: 11,
  email: "pat@acme.example",
  role: "OWNER" as const,
  status: "JOINED" as const,
  invitedAt: "2026-11-20T10:00:00.000Z",
  joinedAt: "2026-11-21T10:00:00.000Z",
};
export const coAdmin = {
  ...owner,
  id: 12,
  email: "sam@acme.example",
  role: "ADMIN" as const,
  status: "INVITED" as const,
  joinedAt: null,
};
export const partner = (changes: object = {}) => ({
  __typename: "Partner" as const,
  id: 7,
  legalName: "Acme Bail Bonds LLC",
  displayName: null,
  licenceType: "ROYALTY_FREE" as const,
  status: "AWAITING_SETUP" as const,
  termEndsAt: "2029-11-20T10:00:00.000Z",
  suspendedReason: null,
  launchedAt: null,
  slug: null,
  brandColour: null,
  supportEmail: null,
  supportPhone: null,
  logoUrl: null,
  launchMissing: ["display name", "short address", "brand colour", "support email"],
  admins: [owner],
  timeline: [
    {
      __typename: "PartnerEvent" as const,
      kind: "APPLIED" as const,
      at: owner.invitedAt,
      note: null,
    },
    {
      __typename: "PartnerEvent" as const,
      kind: "AGREEMENT_SIGNED" as const,
      at: owner.joinedAt,
      note: null,
    },
  ],
  ...changes,
});
export const account = (state: PayoutAccountState, changes: object = {}) => ({
  __typename: "PayoutAccountObject" as const,
  partnerId: 7,
  state,
  reason: null,
  currentlyDue: [],
  ...changes,
});

/** Answers partner 7 (as given), its payout account and its prices; records what was asked. */
export function answer(
  shown = partner(),
  payout = account("NOT_CONNECTED"),
  prices: PartnerPrice_RowFragment[] = [],
) {
  const asked: PartnerHomePageQueryVariables[] = [];
  server.use(
    api.query(PartnerHomePageDocument, ({ variables }) => {
      asked.push(variables);
      return HttpResponse.json({ data: { __typename: "Query", partner: shown } });
    }),
    api.query(PartnerPayoutAccountDocument, () =>
      HttpResponse.json({ data: { __typename: "Query", partnerPayoutAccount: payout } }),
    ),
    api.query(PartnerCoursePricesDocument, () =>
      HttpResponse.json({ data: { __typename: "Query", partnerCoursePrices: prices } }),
    ),
  );
  return asked;
}
