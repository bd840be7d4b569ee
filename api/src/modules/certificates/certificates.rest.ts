import type { RestRoute } from "../../rest/route.js";

/**
 * Public verification of a certificate number. An unknown number answers 200 as well, in the same
 * shape with status NOT_FOUND: the answer's status field is the verdict.
 */
export const certificatesRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/certificates/:number/verify",
    operation: "VerifyCertificate",
    variables: ({ params }) => ({ number: params.number }),
    response: data => data.verifyCertificate,
    // An employer's site checks a certificate from its own pages.
    anyOrigin: true,
  },
];
