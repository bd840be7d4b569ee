import { type PermissionRows, signedInOnly } from "./matrix.js";

/** Who may call this module's root fields: its rows of the permission matrix. */
export const agreementsPermissions: PermissionRows = fixtures => ({
  "Mutation.signAgreement": {
    query: "mutation($input: SignAgreementInput!) { signAgreement(input: $input) { id } }",
    variables: () => ({
      input: {
        documentId: fixtures.agreementDocumentId(),
        courseId: fixtures.courseId(),
        signature: { type: "TYPED", text: "Pat Signer", style: "formal" },
      },
    }),
    rest: {
      method: "POST",
      path: "/api/user-agreements",
      body: vars => {
        const { documentId, courseId } = vars.input as Record<string, unknown>;
        return {
          documentId,
          courseId,
          signatureData: { type: "typed", text: "Pat Signer", style: "formal" },
        };
      },
      status: 201,
    },
    expect: signedInOnly,
  },
  "Query.myAgreement": {
    query: "query($courseId: Int!) { myAgreement(courseId: $courseId) { id } }",
    variables: () => ({ courseId: fixtures.courseId() }),
    expect: signedInOnly,
  },
});
