import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { RequestPasswordResetDocument, ResetPasswordDocument } from "../password-reset.generated";
import type { ResetPasswordInput } from "../../../graphql/types";
import { currentPath, renderPage } from "../../../test/render-app";
import { api, type Refusal, refused, refusedFields, server } from "../../../test/server";

const REQUESTED =
  "If an account exists for that email, we have sent a link to reset its password. The link works for 30 minutes.";
const CHANGED = "Your password has been changed. Please log in with your new password.";
const LINK_INVALID = "This reset link is invalid or has expired. Request a new one.";

const form = (name: string) => within(screen.getByRole("form", { name }));

/** The server's reset request: the given refusal, or the generic answer. */
function answerRequest(answer?: () => Refusal) {
  const emails: string[] = [];
  server.use(
    api.mutation(RequestPasswordResetDocument, ({ variables }) => {
      emails.push(variables.email);
      if (answer) return answer();
      return HttpResponse.json({
        data: {
          __typename: "Mutation",
          requestPasswordReset: { __typename: "PasswordResetResult", message: REQUESTED },
        },
      });
    }),
  );
  return emails;
}

/** The server's reset: the given refusal, or the password changed. */
function answerReset(answer?: () => Refusal) {
  const inputs: ResetPasswordInput[] = [];
  server.use(
    api.mutation(ResetPasswordDocument, ({ variables }) => {
      inputs.push(variables.input);
      if (answer) return answer();
      return HttpResponse.json({
        data: {
          __typename: "Mutation",
          resetPassword: { __typename: "PasswordResetResult", message: CHANGED },
        },
      });
    }),
  );
  return inputs;
}

function fillReset(newPassword: string, confirmPassword = newPassword) {
  const reset = form("Reset password");
  fireEvent.change(reset.getByLabelText(/^New Password/), { target: { value: newPassword } });
  fireEvent.change(reset.getByLabelText(/Confirm New Password/), {
    target: { value: confirmPassword },
  });
  fireEvent.click(reset.getByRole("button", { name: "Set New Password" }));
}

describe("forgot password", () => {
  it("is linked from the login form", async () => {
    const app = await renderPage("/login");
    fireEvent.click(form("Log in").getByRole("link", { name: "Forgot password?" }));
    expect(await screen.findByRole("heading", { name: "Forgot Password" })).toBeVisible();
    expect(currentPath(app)).toBe("/forgot-password");
  });

  it("checks the address, then shows the server's answer in place of the form", async () => {
    const emails = answerRequest();
    await renderPage("/forgot-password");
    const email = form("Forgot password").getByLabelText(/Email/);
    fireEvent.change(email, { target: { value: "not-an-address" } });
    fireEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByText("Please enter a valid email")).toBeVisible();
    expect(emails).toEqual([]);

    fireEvent.change(email, { target: { value: " pat@example.com " } });
    fireEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByRole("status")).toHaveTextContent(REQUESTED);
    expect(emails).toEqual(["pat@example.com"]);
    expect(screen.queryByRole("form", { name: "Forgot password" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Log In" })).toHaveAttribute("href", "/login");
  });

  it("tells the caller when their address has asked too often", async () => {
    answerRequest(() =>
      // As the API answers it: HTTP 429 with a GraphQL body.
      refused("TOO_MANY_REQUESTS", "Too many requests. Please try again later.", {
        status: 429,
        headers: { "content-type": "application/graphql-response+json" },
      }),
    );
    await renderPage("/forgot-password");
    fireEvent.change(form("Forgot password").getByLabelText(/Email/), {
      target: { value: "pat@example.com" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByText("Too many requests. Please try again later.")).toBeVisible();
    expect(screen.queryByText(REQUESTED)).not.toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Forgot password" })).toBeVisible();
  });
});

describe("reset password", () => {
  it("sends the link's token with the new password and links to the login", async () => {
    const inputs = answerReset();
    await renderPage("/reset-password?token=abc_DEF-123");
    fillReset("Renewed#2026");
    expect(await screen.findByRole("status")).toHaveTextContent(CHANGED);
    expect(inputs).toEqual([
      { token: "abc_DEF-123", newPassword: "Renewed#2026", confirmPassword: "Renewed#2026" },
    ]);
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
  });

  it("applies the registration rules before sending anything", async () => {
    const inputs = answerReset();
    await renderPage("/reset-password?token=abc");
    fillReset("short", "other");
    const reset = form("Reset password");
    expect(await reset.findByText("Password must be at least 8 characters")).toBeVisible();
    expect(reset.getByText("Passwords don't match")).toBeVisible();
    expect(inputs).toEqual([]);
  });

  it("shows each of the server's field messages under its field", async () => {
    answerReset(() =>
      refusedFields({ newPassword: "This password is too common; choose another" }),
    );
    await renderPage("/reset-password?token=abc");
    fillReset("password1");
    const field = await form("Reset password").findByText(
      "This password is too common; choose another",
    );
    expect(field).toBeVisible();
    expect(form("Reset password").getByLabelText(/^New Password/)).toHaveAccessibleDescription(
      "This password is too common; choose another",
    );
    expect(screen.queryByText("Password Reset Failed")).not.toBeInTheDocument();
  });

  it("says a dead link is invalid and links to a new one", async () => {
    answerReset(() => refusedFields({ token: LINK_INVALID }));
    await renderPage("/reset-password?token=used");
    fillReset("Renewed#2026");
    expect(await screen.findByRole("alert")).toHaveTextContent(LINK_INVALID);
    expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    expect(screen.queryByRole("form", { name: "Reset password" })).not.toBeInTheDocument();
  });

  it("says the same of a link without a token, before sending anything", async () => {
    const inputs = answerReset();
    await renderPage("/reset-password");
    expect(await screen.findByRole("alert")).toHaveTextContent(LINK_INVALID);
    expect(inputs).toEqual([]);
  });
});
