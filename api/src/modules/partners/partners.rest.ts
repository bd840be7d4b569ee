import { type RestRoute, enumNames, field, intParam, pick } from "../../rest/route.js";
import { centsToDollars } from "../../rest/json-schema.js";
import { SignatureType } from "../agreements/user-agreement.entity.js";
import { inDollars } from "../courses/courses.rest.js";

/** The REST body names the signature type in lower case, GraphQL by its enum name. */
const SIGNATURE_TYPES = enumNames(SignatureType);

type Offer = { course: { priceCents: number }; priceCents: number };
/** A storefront's course in the spec's dollars: the course (the academy's price) and the partner's. */
const offerInDollars = ({ course, priceCents }: Offer) => ({
  course: inDollars(course),
  price: centsToDollars(priceCents),
});

/** The /api paths of partners (docs/partners.md), each answered by partners.rest.graphql. */
export const partnerRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/partners/mine",
    operation: "MyPartners",
    response: field("myPartners"),
  },
  {
    method: "GET",
    path: "/api/partners/:partnerId",
    operation: "Partner",
    variables: req => ({ partnerId: intParam(req, "partnerId") }),
    response: field("partner"),
  },

  {
    method: "GET",
    path: "/api/licence-agreements/:offerId",
    operation: "LicenceAgreement",
    variables: req => ({
      offerId: intParam(req, "offerId"),
      token: req.query.token ?? null,
      reference: req.query.reference ?? null,
    }),
    response: field("licenceAgreement"),
  },
  {
    method: "POST",
    path: "/api/licence-agreements/:offerId/sign",
    operation: "SignLicenceAgreement",
    variables: req => {
      const { body } = req;
      const signature = (body.signature ?? null) as Record<string, unknown> | null;
      return {
        input: {
          offerId: intParam(req, "offerId"),
          token: body.token ?? null,
          reference: body.reference ?? null,
          documentId: body.documentId,
          documentSha256: body.documentSha256,
          signerName: body.signerName,
          signature:
            signature && typeof signature === "object"
              ? { ...signature, type: SIGNATURE_TYPES.toName(signature.type) }
              : signature,
        },
      };
    },
    response: field("signLicenceAgreement"),
  },
  {
    method: "POST",
    path: "/api/partners/:partnerId/admins",
    operation: "InvitePartnerAdmin",
    variables: req => ({ partnerId: intParam(req, "partnerId"), email: req.body.email }),
    response: field("invitePartnerAdmin"),
  },
  {
    method: "DELETE",
    path: "/api/partners/:partnerId/admins/:adminId",
    operation: "RemovePartnerAdmin",
    variables: req => ({
      partnerId: intParam(req, "partnerId"),
      adminId: intParam(req, "adminId"),
    }),
    response: field("removePartnerAdmin"),
  },
  {
    method: "PATCH",
    path: "/api/partners/:partnerId",
    operation: "UpdatePartnerBranding",
    variables: req => ({
      partnerId: intParam(req, "partnerId"),
      input: pick("displayName", "slug", "brandColour", "supportEmail", "supportPhone")(req),
    }),
    response: field("updatePartnerBranding"),
  },
  {
    method: "POST",
    path: "/api/partners/:partnerId/logo",
    operation: "SetPartnerLogo",
    variables: req => ({ partnerId: intParam(req, "partnerId"), logo: req.body.logo }),
    response: field("setPartnerLogo"),
  },
  {
    method: "DELETE",
    path: "/api/partners/:partnerId/logo",
    operation: "RemovePartnerLogo",
    variables: req => ({ partnerId: intParam(req, "partnerId") }),
    response: field("removePartnerLogo"),
  },
  {
    method: "GET",
    path: "/api/partners/:partnerId/prices",
    operation: "PartnerCoursePrices",
    variables: req => ({ partnerId: intParam(req, "partnerId") }),
    response: field("partnerCoursePrices"),
  },
  {
    method: "PATCH",
    path: "/api/partners/:partnerId/prices/:courseId",
    operation: "SetPartnerCoursePrice",
    variables: req => ({
      partnerId: intParam(req, "partnerId"),
      courseId: intParam(req, "courseId"),
      priceCents: req.body.priceCents,
    }),
    response: field("setPartnerCoursePrice"),
  },
  {
    method: "POST",
    path: "/api/partners/:partnerId/launch",
    operation: "LaunchPartner",
    variables: req => ({ partnerId: intParam(req, "partnerId") }),
    response: field("launchPartner"),
  },
  {
    method: "GET",
    path: "/api/partner-invitations",
    operation: "PartnerInvitation",
    variables: ({ query }) => ({ token: query.token ?? "" }),
    response: field("partnerInvitation"),
  },
  {
    method: "POST",
    path: "/api/partner-invitations/accept",
    operation: "AcceptPartnerInvitation",
    variables: ({ body }) => ({ token: body.token }),
    response: field("acceptPartnerInvitation"),
  },
  {
    method: "GET",
    path: "/api/storefronts/:slug",
    operation: "Storefront",
    variables: ({ params }) => ({ slug: params.slug }),
    response: data => {
      const storefront = data.storefront as { courses: Offer[] };
      return { ...storefront, courses: storefront.courses.map(offerInDollars) };
    },
  },
  {
    method: "GET",
    path: "/api/storefronts/:slug/courses/:courseId",
    operation: "StorefrontCourse",
    variables: req => ({ slug: req.params.slug, courseId: intParam(req, "courseId") }),
    response: data => offerInDollars(data.storefrontCourse as Offer),
  },
];
