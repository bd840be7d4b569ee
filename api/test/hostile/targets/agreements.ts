import fc from "fast-check";
import { LARGEST_8_BIT_PNG, SIXTEEN_BIT_PNG } from "../hostile-values.js";
import { FIXTURE_ID, type HostileRequest, graphqlRequest } from "./request.js";

export const SIGNATURE_COST_TARGET = "costly signatures";

/**
 * The costliest drawn signatures (issue 51), from the learner, the agreement and course to sign
 * found: 16-bit PNGs (no pad saves one; once half a second of the event loop each) must be
 * refused, and the largest 8-bit one the intake takes may be signed; both over GraphQL and REST.
 */
export const costlySignatures: fc.Arbitrary<HostileRequest> = fc
  .tuple(
    fc.constantFrom(
      { png: SIXTEEN_BIT_PNG, mustRefuse: true },
      { png: LARGEST_8_BIT_PNG, mustRefuse: false },
    ),
    fc.boolean(),
  )
  .map(([{ png, mustRefuse }, rest]) => {
    const data = `data:image/png;base64,${png.toString("base64")}`;
    const signature = { type: "DRAWN", data };
    const request = rest
      ? {
          label: "POST /api/user-agreements",
          path: "/api/user-agreements",
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            documentId: FIXTURE_ID,
            courseId: FIXTURE_ID,
            signatureData: { type: "drawn", data },
          }),
        }
      : graphqlRequest(
          "signAgreement",
          "mutation Hostile($input: SignAgreementInput!) { signAgreement(input: $input) { id } }",
          { input: { documentId: FIXTURE_ID, courseId: FIXTURE_ID, signature } },
        );
    return { ...request, role: "learner" as const, mustRefuse };
  });
