import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  LicenceAgreementPageDocument,
  type LicenceAgreementPageQueryVariables,
  SignLicenceAgreementDocument,
  type SignLicenceAgreementMutationVariables,
} from "../partners.generated";
import { renderPage } from "../../../test/render-app";
import { api, refused, server } from "../../../test/server";

const DOCUMENT = "<h2>Revenue Share Licence Agreement</h2><p>The licensee agrees.</p>";
const signed = {
  __typename: "LicenceAgreementSignature" as const,
  signerName: "Pat Owner",
  signedAt: "2026-11-28T10:00:00.000Z",
  pdfUrl: "/api/licence-agreements/8/pdf?token=t-8",
};
const agreement = (isSigned: boolean) => ({
  __typename: "LicenceAgreement" as const,
  offerId: 8,
  businessName: "Acme Bail Bonds",
  licenceType: "REVENUE_SHARE" as const,
  document: {
    __typename: "LicenceAgreementDocument" as const,
    id: 31,
    title: "Revenue Share Licence Agreement",
    content: DOCUMENT,
    version: "1.0",
  },
  signed: isSigned ? signed : null,
});

/** Answers offer 8's agreement (signed or not) and records what was asked and signed. */
function licence({ isSigned = false } = {}) {
  const calls = {
    read: [] as LicenceAgreementPageQueryVariables[],
    sign: [] as SignLicenceAgreementMutationVariables[],
  };
  server.use(
    api.query(LicenceAgreementPageDocument, ({ variables }) => {
      calls.read.push(variables);
      return HttpResponse.json({
        data: { __typename: "Query", licenceAgreement: agreement(isSigned) },
      });
    }),
    api.mutation(SignLicenceAgreementDocument, ({ variables }) => {
      calls.sign.push(variables);
      return HttpResponse.json({
        data: { __typename: "Mutation", signLicenceAgreement: agreement(true) },
      });
    }),
  );
  return calls;
}

const signButton = () => screen.getByRole("button", { name: "Sign Agreement" });

describe("the licence agreement page", () => {
  it("signs the agreement shown with the mailed link's token, then names the signer and links the PDF", async () => {
    const calls = licence();
    await renderPage("/licence-agreement/8?token=t-8");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Licence Agreement" }),
    ).toBeInTheDocument();
    await screen.findByRole("region", { name: "Licence agreement text" });
    expect(calls.read).toEqual([{ offerId: 8, token: "t-8", reference: null }]);
    expect(signButton()).toBeDisabled();

    fireEvent.click(
      screen.getByRole("checkbox", {
        name: "I have read and agree to this licence agreement on behalf of Acme Bail Bonds",
      }),
    );
    fireEvent.change(await screen.findByRole("textbox", { name: /Signer's full name/ }), {
      target: { value: "Pat Owner" },
    });
    expect(signButton()).toBeDisabled();
    fireEvent.change(screen.getByRole("textbox", { name: "Full name" }), {
      target: { value: "Pat Owner" },
    });
    fireEvent.click(signButton());

    expect(await screen.findByText("Signed by Pat Owner on Nov 28, 2026")).toBeInTheDocument();
    expect(screen.getByText(/we never send passwords by email/)).toBeInTheDocument();
    const [{ input }] = calls.sign;
    expect(input).toMatchObject({
      offerId: 8,
      token: "t-8",
      reference: null,
      documentId: 31,
      signerName: "Pat Owner",
      signature: { type: "TYPED", text: "Pat Owner", style: "handwritten" },
    });
    expect(input.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(
      screen.getByRole("link", { name: "Download the signed agreement (PDF)" }),
    ).toHaveAttribute("href", signed.pdfUrl);
  });

  it("shows who signed, and no form, on a later visit by the payer's reference", async () => {
    const calls = licence({ isSigned: true });
    await renderPage("/licence-agreement/8?ref=r-8");
    expect(await screen.findByText("Signed by Pat Owner on Nov 28, 2026")).toBeInTheDocument();
    expect(calls.read).toEqual([{ offerId: 8, token: null, reference: "r-8" }]);
    expect(screen.queryByRole("button", { name: "Sign Agreement" })).not.toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Download the signed agreement (PDF)" }),
    ).toHaveAttribute("href", signed.pdfUrl);
  });

  it("says so when the link does not open an agreement", async () => {
    const message = "This signing link has expired: ask the academy for a new one.";
    server.use(api.query(LicenceAgreementPageDocument, () => refused("BAD_USER_INPUT", message)));
    await renderPage("/licence-agreement/8?token=old");
    expect(
      await screen.findByText("This link does not open a licence agreement"),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(message)).toBeInTheDocument());
  });
});
