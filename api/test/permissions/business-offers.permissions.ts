import { type PermissionRows, adminsOnly, everyone } from "./matrix.js";

/** No offer has this id: past the role check, a business rule answers. */
const NO_OFFER = 999_999_999;
const adminsOnly404 = { ...adminsOnly, default: "NOT_FOUND" } as const;

/** Who may call this module's root fields: its rows of the permission matrix. */
export const businessOffersPermissions: PermissionRows = fixtures => ({
  "Mutation.applyForLicense": {
    query: "mutation($input: BusinessOfferInput!) { applyForLicense(input: $input) { id } }",
    variables: () => ({
      input: {
        businessName: `Recovery Partners ${fixtures.unique()}`,
        contactName: "Pat Owner",
        contactEmail: `owner-${fixtures.unique()}@example.com`,
        contactPhone: "555-010-0199",
        businessAddress: "1 Main Street, Springfield",
        licenseType: "ROYALTY_FREE",
      },
    }),
    rest: {
      method: "POST",
      path: "/api/business-offers",
      body: vars => ({ ...(vars.input as object), licenseType: "royalty-free" }),
      status: 201,
    },
    expect: everyone,
  },
  "Query.businessOffer": {
    query: "query($id: Int!) { businessOffer(id: $id) { id } }",
    variables: () => ({ id: NO_OFFER }),
    rest: { method: "GET", path: vars => `/api/business-offers/${String(vars.id)}` },
    expect: "NOT_FOUND",
  },
  // Over REST it is GET /api/business-offers/{id} as an administrator calls it (the row above).
  "Query.adminBusinessOffer": {
    query: "query($id: Int!) { adminBusinessOffer(id: $id) { id contactEmail } }",
    variables: () => ({ id: NO_OFFER }),
    expect: adminsOnly404,
  },
  "Mutation.createBusinessOfferPaymentIntent": {
    query: "mutation($id: Int!) { createBusinessOfferPaymentIntent(offerId: $id) { id } }",
    variables: () => ({ id: NO_OFFER }),
    rest: {
      method: "POST",
      path: "/api/business-offers/payment-intent",
      body: vars => ({ offerId: vars.id, amount: 1 }),
    },
    expect: "NOT_FOUND",
  },
  "Mutation.payBusinessOffer": {
    query:
      'mutation($id: Int!) { payBusinessOffer(offerId: $id, paymentId: "pi_unknown_to_the_processor") { id } }',
    variables: () => ({ id: NO_OFFER }),
    rest: {
      method: "PATCH",
      path: vars => `/api/business-offers/${String(vars.id)}`,
      body: () => ({ status: "paid", paymentId: "pi_unknown_to_the_processor", paymentAmount: 1 }),
    },
    expect: "NOT_FOUND",
  },
  "Query.businessOffers": {
    query: "{ businessOffers(first: 5) { totalCount edges { node { id contactEmail } } } }",
    rest: { method: "GET", path: "/api/business-offers" },
    expect: adminsOnly,
  },
  "Mutation.updateBusinessOfferStatus": {
    query: "mutation($id: Int!) { updateBusinessOfferStatus(id: $id, status: ACTIVE) { id } }",
    variables: () => ({ id: NO_OFFER }),
    rest: {
      method: "PATCH",
      path: vars => `/api/business-offers/${String(vars.id)}`,
      body: () => ({ status: "active" }),
    },
    expect: adminsOnly404,
  },
});
