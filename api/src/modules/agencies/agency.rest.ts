import {
  type RestRequest,
  type RestRoute,
  asInput,
  field,
  intParam,
  pageQuery,
  pick,
  sortQuery,
  sortSchema,
} from "../../rest/route.js";

/** The administrators' list orders (`sort=name`, `sort=-createdAt`). */
const SORTS = new Map([
  ["createdAt", "CREATED_AT"],
  ["name", "NAME"],
]);

const memberId = (req: RestRequest) => ({ memberId: intParam(req, "memberId") });

/**
 * The /api paths of agencies (docs/agencies.md), each answered by an operation of
 * agency.rest.graphql: the manager's agency, invitations, seats bought, an agent's seats, and the
 * administrators' list and grants.
 */
export const agencyRoutes: RestRoute[] = [
  { method: "GET", path: "/api/agency", operation: "MyAgency", response: field("myAgency") },
  {
    method: "POST",
    path: "/api/agency",
    operation: "CreateAgency",
    variables: asInput("name", "billingEmail"),
    response: field("createAgency"),
    status: 201,
  },
  {
    method: "POST",
    path: "/api/agency/invitations/preview",
    operation: "PreviewAgencyInvitations",
    variables: pick("courseId", "csv"),
    response: field("previewAgencyInvitations"),
  },
  {
    method: "POST",
    path: "/api/agency/invitations",
    operation: "SendAgencyInvitations",
    variables: pick("courseId", "csv"),
    response: field("sendAgencyInvitations"),
  },
  {
    method: "POST",
    path: "/api/agency/members/:memberId/resend",
    operation: "ResendAgencyInvitation",
    variables: memberId,
    response: field("resendAgencyInvitation"),
  },
  {
    method: "DELETE",
    path: "/api/agency/members/:memberId",
    operation: "RemoveAgencyMember",
    variables: memberId,
    response: field("removeAgencyMember"),
  },
  {
    method: "POST",
    path: "/api/agency/seat-payments",
    operation: "CreateSeatPaymentIntent",
    variables: pick("courseId", "seats"),
    response: field("createSeatPaymentIntent"),
  },
  {
    method: "POST",
    path: "/api/agency/seat-payments/:paymentId/complete",
    operation: "CompleteSeatPurchase",
    variables: req => ({ paymentId: req.params.paymentId }),
    response: field("completeSeatPurchase"),
  },
  {
    method: "POST",
    path: "/api/agency/join",
    operation: "AcceptAgencyInvitation",
    variables: pick("token"),
    response: field("acceptAgencyInvitation"),
  },
  {
    method: "GET",
    path: "/api/agency/seats",
    operation: "MyAgencySeats",
    response: field("myAgencySeats"),
  },
  {
    method: "POST",
    path: "/api/agency/seats/:courseId/enroll",
    operation: "EnrollOnAgencySeat",
    variables: req => ({ courseId: intParam(req, "courseId") }),
    response: data => ({ enrollmentId: data.enrollOnAgencySeat }),
  },
  {
    // The answer is the list, a page at a time (`first`, `after`, `Link`).
    method: "GET",
    path: "/api/admin/agencies",
    operation: "AdminAgencies",
    variables: ({ query }) => ({
      ...pageQuery({ query }),
      filter: {
        search: query.q ?? null,
        createdFrom: query.from ?? null,
        createdTo: query.to ?? null,
      },
      sort: sortQuery(query.sort, SORTS),
    }),
    response: data =>
      (data.adminAgencies as { edges: { node: unknown }[] }).edges.map(edge => edge.node),
    openapi: {
      q: "search",
      from: "createdFrom",
      to: "createdTo",
      sort: sortSchema(SORTS),
    },
  },
  {
    method: "POST",
    path: "/api/admin/agencies/:agencyId/seats",
    operation: "AdminGrantAgencySeats",
    variables: req => ({
      agencyId: intParam(req, "agencyId"),
      ...pick("courseId", "seats")(req),
    }),
    response: field("adminGrantAgencySeats"),
  },
];
