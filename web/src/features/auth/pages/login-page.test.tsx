import { describe, expect, it, jest } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { browserLocation } from "../../../lib/browser-location";
import type { LoginInput } from "../../../graphql/types";
import { AdminLoginDocument, LoginDocument } from "../../../lib/session/session.generated";
import { administrator, learner } from "../../../test/fixtures";
import { currentPath, renderApp, renderPage } from "../../../test/render-app";
import { api, type Refusal, refused, server, signedInAs } from "../../../test/server";

const loginForm = () => within(screen.getByRole("form", { name: "Log in" }));

function fillLogin(username: string, password: string) {
  fireEvent.change(loginForm().getByLabelText(/Username/), { target: { value: username } });
  fireEvent.change(loginForm().getByLabelText(/Password/), { target: { value: password } });
  fireEvent.click(loginForm().getByRole("button", { name: "Log In" }));
}

/** The server's login: the given answer, or signs in the learner. */
function answerLogin(answer?: () => Refusal) {
  const inputs: LoginInput[] = [];
  server.use(
    api.mutation(LoginDocument, ({ variables }) => {
      inputs.push(variables.input);
      if (answer) return answer();
      return HttpResponse.json({ data: { __typename: "Mutation", login: learner } });
    }),
  );
  return inputs;
}

describe("login", () => {
  it("shows the spec's messages next to fields that are too short", async () => {
    const inputs = answerLogin();
    await renderPage("/login");
    fillLogin("ab", "12345");
    const username = loginForm().getByLabelText(/Username/);
    expect(await loginForm().findByText("Username must be at least 3 characters")).toBeVisible();
    expect(loginForm().getByText("Password must be at least 6 characters")).toBeVisible();
    expect(username).toHaveAttribute("aria-invalid", "true");
    expect(username).toHaveAccessibleDescription("Username must be at least 3 characters");
    expect(username).toHaveFocus();
    expect(inputs).toEqual([]);
  });

  it("signs in and goes on to the redirect", async () => {
    const inputs = answerLogin();
    const app = await renderApp("/login?redirect=/account");
    fillLogin(" learner ", "Learner#2026");
    expect(await screen.findByRole("heading", { name: "My Account" })).toBeInTheDocument();
    expect(currentPath(app)).toBe("/account");
    expect(inputs).toEqual([{ username: "learner", password: "Learner#2026" }]);
    expect(
      within(screen.getByRole("banner")).getByRole("button", { name: "Jordan" }),
    ).toBeVisible();
  });

  it("loads a path of the server's (another system's sign-in step) in full, not in the app", async () => {
    const assign = jest.spyOn(browserLocation, "assign").mockImplementation(() => undefined);
    answerLogin();
    await renderPage("/login?redirect=/oidc/interaction/abc123");
    fillLogin("learner", "Learner#2026");
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/oidc/interaction/abc123"));
    assign.mockRestore();
  });

  it("goes to the dashboard when there is no redirect", async () => {
    answerLogin();
    const app = await renderPage("/login");
    fillLogin("learner", "Learner#2026");
    await waitFor(() => expect(currentPath(app)).toBe("/dashboard"));
  });

  it("ignores a redirect to another site", async () => {
    answerLogin();
    const app = await renderPage("/login?redirect=//evil.example/steal");
    fillLogin("learner", "Learner#2026");
    await waitFor(() => expect(currentPath(app)).toBe("/dashboard"));
  });

  it("tells the user when the username or password is wrong", async () => {
    answerLogin(() => refused("UNAUTHENTICATED", "Invalid username or password"));
    const app = await renderPage("/login");
    fillLogin("learner", "wrong-password");
    expect(await screen.findByText("Login Failed")).toBeInTheDocument();
    expect(screen.getByText("Invalid username or password. Please try again.")).toBeInTheDocument();
    expect(currentPath(app)).toBe("/login");
    expect(loginForm().getByRole("button", { name: "Log In" })).toBeEnabled();
  });

  it("does not blame the password when the server cannot be reached", async () => {
    answerLogin(() => HttpResponse.json({}, { status: 502 }));
    await renderPage("/login");
    fillLogin("learner", "Learner#2026");
    expect(await screen.findByText("Login Failed")).toBeInTheDocument();
    expect(screen.getByText("Something went wrong. Please try again.")).toBeInTheDocument();
    expect(
      screen.queryByText("Invalid username or password. Please try again."),
    ).not.toBeInTheDocument();
  });

  it("shows the server's message when the account is locked", async () => {
    const locked =
      "This account is locked after too many failed sign-in attempts. Try again in 15 minutes.";
    // The API answers a locked account with HTTP 429 and a GraphQL body.
    answerLogin(() =>
      refused("TOO_MANY_REQUESTS", locked, {
        status: 429,
        headers: { "content-type": "application/graphql-response+json" },
      }),
    );
    await renderPage("/login");
    fillLogin("learner", "whatever1");
    expect(await screen.findByText(locked)).toBeInTheDocument();
    expect(screen.getByText("Login Failed")).toBeInTheDocument();
  });

  it("sends a signed-in visitor straight on to the redirect", async () => {
    signedInAs(learner);
    const app = await renderPage("/login?redirect=/account");
    await waitFor(() => expect(currentPath(app)).toBe("/account"));
  });

  it("says the password was changed when sent here after a password change", async () => {
    await renderPage("/login?reason=password-changed");
    expect(await screen.findByText("Password Changed")).toBeInTheDocument();
  });
});

describe("login as admin", () => {
  it("uses the administrators' sign-in and reloads the app at the redirect", async () => {
    const assign = jest.spyOn(browserLocation, "assign").mockImplementation(() => undefined);
    const normal = answerLogin();
    server.use(
      api.mutation(AdminLoginDocument, () =>
        HttpResponse.json({
          data: {
            __typename: "Mutation",
            adminLogin: administrator,
          },
        }),
      ),
    );
    await renderPage("/login?redirect=/admin/dashboard");
    fillLogin("Admin", "Admin#2026");
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/admin/dashboard"));
    expect(normal).toEqual([]);
  });

  it("falls back to the normal sign-in when the administrators' sign-in refuses", async () => {
    const assign = jest.spyOn(browserLocation, "assign").mockImplementation(() => undefined);
    const normal = answerLogin();
    server.use(
      api.mutation(AdminLoginDocument, () =>
        refused("FORBIDDEN", "Administrator access is required."),
      ),
    );
    const app = await renderPage("/login");
    fillLogin("admin", "Secret#2026");
    await waitFor(() => expect(currentPath(app)).toBe("/dashboard"));
    expect(normal).toEqual([{ username: "admin", password: "Secret#2026" }]);
    expect(assign).not.toHaveBeenCalled();
  });

  it("does not try the password twice when the administrators' sign-in says it is wrong", async () => {
    const normal = answerLogin();
    server.use(
      api.mutation(AdminLoginDocument, () =>
        refused("UNAUTHENTICATED", "Invalid username or password"),
      ),
    );
    await renderPage("/login");
    fillLogin("admin", "wrong-password");
    expect(
      await screen.findByText("Invalid username or password. Please try again."),
    ).toBeVisible();
    expect(normal).toEqual([]);
  });
});
