import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { AcceptAgencyInvitationDocument, AgencyInvitationDocument } from "../agency.generated";
import { RegisterDocument } from "../../auth/auth.generated";
import type { LoginInput, RegisterInput } from "../../../graphql/types";
import { LoginDocument } from "../../../lib/session/session.generated";
import { learner } from "../../../test/fixtures";
import { currentPath, renderPage } from "../../../test/render-app";
import { api, refused, server, signedInAs } from "../../../test/server";

const TOKEN = "aBc-123_xyz";
const JOIN = `/agency/join?token=${TOKEN}`;

const INVITATION = {
  __typename: "AgencyInvitationPreview" as const,
  agencyName: "Bayou Recovery LLC",
  courseId: 3,
  courseTitle: "Skip Tracing Essentials",
  email: "nia@bayou.example",
  firstName: "Nia",
  lastName: "Newcomer",
  expiresAt: "2026-12-12T10:00:00.000Z",
};

/** The invitation, registering, signing in and accepting, as the API answers them. */
function answerInvitation() {
  const calls = {
    preview: [] as string[],
    register: [] as RegisterInput[],
    login: [] as LoginInput[],
    accept: [] as string[],
  };
  server.use(
    api.query(AgencyInvitationDocument, ({ variables }) => {
      calls.preview.push(variables.token);
      return variables.token === TOKEN
        ? HttpResponse.json({ data: { __typename: "Query", agencyInvitation: INVITATION } })
        : refused(
            "BAD_USER_INPUT",
            "This invitation link is not valid: it was used, revoked or has expired",
          );
    }),
    api.mutation(RegisterDocument, ({ variables }) => {
      calls.register.push(variables.input);
      return HttpResponse.json({
        data: { __typename: "Mutation", register: { __typename: "User", id: 9 } },
      });
    }),
    api.mutation(LoginDocument, ({ variables }) => {
      calls.login.push(variables.input);
      return HttpResponse.json({
        data: {
          __typename: "Mutation",
          login: { ...learner, username: "nia", firstName: "Nia", email: INVITATION.email },
        },
      });
    }),
    api.mutation(AcceptAgencyInvitationDocument, ({ variables }) => {
      calls.accept.push(variables.token);
      return HttpResponse.json({
        data: {
          __typename: "Mutation",
          acceptAgencyInvitation: {
            __typename: "AgencyInvitation",
            agencyName: INVITATION.agencyName,
            courseId: INVITATION.courseId,
            courseTitle: INVITATION.courseTitle,
          },
        },
      });
    }),
  );
  return calls;
}

describe("an invitation's link", () => {
  it("names the agency and the invitation, registers the invited address and signs in once", async () => {
    const calls = answerInvitation();
    const app = await renderPage(JOIN);
    expect(
      await screen.findByRole("heading", { name: "Bayou Recovery LLC invites you" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/has a seat for you in/, { selector: "p" }).textContent).toMatch(
      /^Bayou Recovery LLC has a seat for you in Skip Tracing Essentials at Guardian Academy\. The invitation was sent to nia@bayou\.example and works until Dec 12, 2026\.$/,
    );

    const form = within(screen.getByRole("form", { name: "Register" }));
    const email = form.getByLabelText(/Email/);
    expect(email).toHaveValue("nia@bayou.example");
    expect(email).toHaveAttribute("readonly");
    expect(email).toHaveAccessibleDescription("The address the invitation was sent to.");
    expect(form.getByLabelText(/First Name/)).toHaveValue("Nia");
    expect(form.getByLabelText(/Last Name/)).toHaveValue("Newcomer");
    expect(screen.getByRole("link", { name: "Log in to accept" })).toHaveAttribute(
      "href",
      `/login?redirect=${encodeURIComponent(JOIN).replaceAll("%2F", "/")}`,
    );

    fireEvent.change(form.getByLabelText(/Username/), { target: { value: "nia" } });
    fireEvent.change(form.getByLabelText(/^Password/), { target: { value: "Unusual#2026" } });
    fireEvent.change(form.getByLabelText(/Confirm Password/), {
      target: { value: "Unusual#2026" },
    });
    fireEvent.click(form.getByRole("button", { name: "Create Account" }));

    // Registered, signed in with the same words, and the seat taken: no login page between.
    expect(
      await screen.findByRole("heading", { name: "Welcome to Bayou Recovery LLC" }),
    ).toBeInTheDocument();
    expect(calls.register).toEqual([
      {
        firstName: "Nia",
        lastName: "Newcomer",
        email: "nia@bayou.example",
        username: "nia",
        password: "Unusual#2026",
        confirmPassword: "Unusual#2026",
      },
    ]);
    expect(calls.login).toEqual([{ username: "nia", password: "Unusual#2026" }]);
    expect(calls.accept).toEqual([TOKEN]);
    expect(currentPath(app)).toBe(JOIN);
    expect(screen.queryByText("You can now log in.", { exact: false })).not.toBeInTheDocument();
  });

  it("says so when the link was used, revoked or has expired", async () => {
    answerInvitation();
    await renderPage("/agency/join?token=spent");
    expect(
      await screen.findByRole("heading", { name: "Invitation Not Accepted" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("This invitation link is not valid: it was used, revoked or has expired"),
    ).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Register" })).not.toBeInTheDocument();
  });

  it("takes the seat at once for a signed-in agent", async () => {
    const calls = answerInvitation();
    signedInAs(learner);
    await renderPage(JOIN);
    expect(
      await screen.findByRole("heading", { name: "Welcome to Bayou Recovery LLC" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.accept).toEqual([TOKEN]));
    expect(calls.preview).toEqual([]);
  });
});
