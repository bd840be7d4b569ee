import { type RestRoute, enumNames } from "../../rest/route.js";
import { SignatureType } from "./user-agreement.entity.js";

/** The REST body names the signature type in lower case (spec), GraphQL by its enum name. */
const TYPES = enumNames(SignatureType);

/** The documented /api paths of this module, each answered by an operation of agreements.rest.graphql. */
export const agreementsRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "/api/user-agreements",
    operation: "SignAgreement",
    variables: ({ body }) => {
      const signature = (body.signatureData ?? null) as Record<string, unknown> | null;
      return {
        input: {
          documentId: body.documentId,
          courseId: body.courseId,
          documentSha256: body.documentSha256,
          signature:
            signature && typeof signature === "object"
              ? { ...signature, type: TYPES.toName(signature.type) }
              : signature,
        },
      };
    },
    response: data => data.signAgreement,
    openapi: { signatureData: "signature" },
    status: 201,
  },
];
