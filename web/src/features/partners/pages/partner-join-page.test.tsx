import { describe, expect, it } from "@jest/globals";
import { screen, waitFor } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  AcceptPartnerInvitationDocument,
  PartnerInvitationPageDocument,
} from "../partners.generated";
import { learner } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-app";
import { api, refused, server, signedInAs } from "../../../test/server";

const TOKEN = "pA-123_xyz";
const JOIN = `/partners/join?token=${TOKEN}`;
const NOT_VALID = "This invitation link is not valid: it was used, revoked or has expired";

/** The invitation and its acceptance as the API answers them, recording the tokens asked. */
function answerInvitation() {
  const calls = { preview: [] as string[], accept: [] as string[] };
  server.use(
    api.query(PartnerInvitationPageDocument, ({ variables }) => {
      calls.preview.push(variables.token);
      return variables.token === TOKEN
        ? HttpResponse.json({
            data: {
              __typename: "Query",
              partnerInvitation: {
                __typename: "PartnerInvitation",
                partnerName: "Acme Bail Bonds LLC",
                email: "pat@acme.example",
                role: "OWNER",
                expiresAt: "2026-12-12T10:00:00.000Z",
              },
            },
          })
        : refused("BAD_USER_INPUT", NOT_VALID);
    }),
    api.mutation(AcceptPartnerInvitationDocument, ({ variables }) => {
      calls.accept.push(variables.token);
      return variables.token === TOKEN
        ? HttpResponse.json({
            data: {
              __typename: "Mutation",
              acceptPartnerInvitation: {
                __typename: "PartnerSummary",
                id: 4,
                legalName: "Acme Bail Bonds LLC",
                role: "OWNER",
                status: "AWAITING_SETUP",
              },
            },
          })
        : refused("BAD_USER_INPUT", NOT_VALID);
    }),
  );
  return calls;
}

describe("the partner invitation page", () => {
  it("offers a visitor a new account with the invited address, or a sign-in to accept", async () => {
    const calls = answerInvitation();
    await renderPage(JOIN);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Administer Acme Bail Bonds LLC" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/works until Dec 12, 2026/)).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: "Create Your Administrator Account" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Email/ })).toHaveValue("pat@acme.example");
    expect(screen.getByRole("link", { name: "Log in to accept" })).toHaveAttribute(
      "href",
      `/login?redirect=${encodeURIComponent(JOIN).replaceAll("%2F", "/")}`,
    );
    expect(calls.accept).toEqual([]);
  });

  it("joins a signed-in account to the partner, asking once", async () => {
    const calls = answerInvitation();
    signedInAs({ ...learner, email: "pat@acme.example" });
    await renderPage(JOIN);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Welcome to Acme Bail Bonds LLC" }),
    ).toBeInTheDocument();
    expect(calls.accept).toEqual([TOKEN]);
  });

  it("says why a link used or expired does not open", async () => {
    answerInvitation();
    await renderPage("/partners/join?token=spent");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Invitation Not Accepted" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(NOT_VALID)).toBeInTheDocument());
  });
});
