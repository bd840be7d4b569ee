import type { RestRequest, RestRoute } from "../../rest/route.js";
import { badInput } from "../../errors.js";
import { centsToDollars } from "../../rest/json-schema.js";
import { enumNames, intParam, pageQuery } from "../../rest/route.js";
import { BusinessOfferStatus } from "./business-offer.entity.js";
import { LicenseType } from "../partners/licence.rules.js";

const LICENSES = enumNames(LicenseType);
const STATUSES = enumNames(BusinessOfferStatus);

/** An offer as the spec's paths answer it: money in dollars. */
function restOffer(offer: Record<string, unknown>) {
  const { feeCents, paymentAmountCents, ...rest } = offer;
  return {
    ...rest,
    fee: centsToDollars(feeCents),
    ...(paymentAmountCents !== undefined && { paymentAmount: centsToDollars(paymentAmountCents) }),
  };
}

function updateVariables(req: RestRequest) {
  const id = intParam(req, "id");
  const { status, paymentId, note } = req.body;
  const pay = status === BusinessOfferStatus.PAID && paymentId !== undefined && paymentId !== null;
  if (!pay && (typeof status !== "string" || !status)) {
    throw badInput("Give the status: pending, paid, signed, active or cancelled");
  }
  // The spec's body may carry paymentAmount too: it is ignored, the processor's amount counts.
  return pay
    ? { id, pay, paymentId }
    : { id, pay, status: STATUSES.toName(status), note: note ?? null };
}

/** The documented /api paths of the licensing programme (business-offers.rest.graphql). */
export const businessOffersRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "/api/business-offers",
    operation: "ApplyForLicense",
    variables: ({ body }) => ({
      input: {
        businessName: body.businessName,
        contactName: body.contactName,
        contactEmail: body.contactEmail,
        contactPhone: body.contactPhone,
        businessWebsite: body.businessWebsite,
        businessAddress: body.businessAddress,
        licenseType: LICENSES.toName(body.licenseType),
        additionalInfo: body.additionalInfo,
      },
    }),
    response: data => restOffer(data.applyForLicense as Record<string, unknown>),
    status: 201,
  },
  {
    method: "GET",
    path: "/api/business-offers",
    operation: "BusinessOffers",
    variables: ({ query }) => ({
      ...pageQuery({ query }),
      filter: { status: query.status ? STATUSES.toName(query.status) : null, search: query.q },
    }),
    response: data =>
      (data.businessOffers as { edges: { node: Record<string, unknown> }[] }).edges.map(edge =>
        restOffer(edge.node),
      ),
  },
  {
    method: "GET",
    path: "/api/business-offers/:id",
    operation: "BusinessOffer",
    variables: req => ({ id: intParam(req, "id"), reference: req.query.reference ?? null }),
    response: data => restOffer(data.businessOffer as Record<string, unknown>),
    forAdmins: {
      operation: "AdminBusinessOffer",
      variables: req => ({ id: intParam(req, "id") }),
      response: data => restOffer(data.adminBusinessOffer as Record<string, unknown>),
    },
  },
  {
    method: "PATCH",
    path: "/api/business-offers/:id",
    operation: "UpdateBusinessOffer",
    variables: updateVariables,
    ignores: {
      paymentAmount: { type: "number", description: "Ignored: the processor's amount counts" },
    },
    response: data => restOffer((data.paid ?? data.changed) as Record<string, unknown>),
  },
  {
    // The spec's body carries an amount too: it is ignored, the licence type sets the fee.
    method: "POST",
    path: "/api/business-offers/payment-intent",
    operation: "CreateBusinessOfferPaymentIntent",
    variables: ({ body }) => ({ offerId: body.offerId, reference: body.reference ?? null }),
    ignores: { amount: { type: "number", description: "Ignored: the licence type sets the fee" } },
    response: data => {
      const intent = data.createBusinessOfferPaymentIntent as Record<string, unknown>;
      return {
        ...intent,
        paymentIntentId: intent.id,
        amount: centsToDollars(intent.amountCents),
      };
    },
  },
];
