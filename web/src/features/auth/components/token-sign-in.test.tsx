import { describe, expect, it } from "@jest/globals";
import { screen, waitFor } from "@testing-library/react";
import { HttpResponse } from "msw";
import { ValidateTokenDocument } from "../auth.generated";
import { learner } from "../../../test/fixtures";
import { currentPath, mountApp, renderApp } from "../../../test/render-app";
import { api, refused, server } from "../../../test/server";
import { tokenFromPath } from "../token-path";

function answerTokens(valid: boolean) {
  const tokens: string[] = [];
  server.use(
    api.mutation(ValidateTokenDocument, ({ variables }) => {
      tokens.push(variables.token);
      return valid
        ? HttpResponse.json({ data: { __typename: "Mutation", validateToken: learner } })
        : refused("UNAUTHENTICATED", "The provided token is invalid or has expired.");
    }),
  );
  return tokens;
}

describe("token sign-in", () => {
  it("shows the authenticating overlay, signs in and goes on to the redirect", async () => {
    const tokens = answerTokens(true);
    // Mounted without waiting for the whole page: the overlay is up only while the token is checked.
    const app = mountApp("/token/abc.def-123?redirect=/account");
    expect(await screen.findByRole("heading", { name: "Authenticating" })).toBeInTheDocument();
    expect(
      screen.getByText("Validating your session across Guardian-branded systems..."),
    ).toBeInTheDocument();

    expect(await screen.findByText("Successfully authenticated")).toBeInTheDocument();
    expect(screen.getByText("Welcome, Jordan!")).toBeInTheDocument();
    await waitFor(() => expect(currentPath(app)).toBe("/account"));
    expect(await screen.findByRole("heading", { name: "My Account" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Authenticating" })).not.toBeInTheDocument();
    expect(tokens).toEqual(["abc.def-123"]);
  });

  it("goes home without a redirect and removes the token from the address", async () => {
    answerTokens(true);
    const app = await renderApp("/token/abc123");
    await waitFor(() => expect(currentPath(app)).toBe("/"));
    expect(await screen.findByRole("button", { name: "Jordan" })).toBeInTheDocument();
  });

  it("reads a token anywhere in the path", async () => {
    const tokens = answerTokens(true);
    const app = await renderApp("/course/1/token/xyz");
    await waitFor(() => expect(currentPath(app)).toBe("/"));
    expect(tokens).toEqual(["xyz"]);
  });

  it("tells the user the link failed and sends them to /auth", async () => {
    answerTokens(false);
    const app = await renderApp("/token/expired");
    expect(await screen.findByText("Authentication failed")).toBeInTheDocument();
    expect(
      screen.getByText("The provided token is invalid or has expired. Please log in again."),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentPath(app)).toBe("/auth"));
    expect(await screen.findByRole("link", { name: "Go to Login" })).toHaveAttribute(
      "href",
      "/login",
    );
    expect(screen.getAllByRole("link", { name: "Log In" })[0]).toBeInTheDocument();
  });

  it("says when to try again, in the server's words, when sign-in links are rate-limited", async () => {
    server.use(
      api.mutation(ValidateTokenDocument, () =>
        refused("TOO_MANY_REQUESTS", "Too many requests. Try again in 60 seconds.", {
          status: 429,
          headers: { "content-type": "application/graphql-response+json" },
        }),
      ),
    );
    const app = await renderApp("/token/abc");
    expect(await screen.findByText("Authentication failed")).toBeInTheDocument();
    expect(screen.getByText("Too many requests. Try again in 60 seconds.")).toBeInTheDocument();
    await waitFor(() => expect(currentPath(app)).toBe("/auth"));
  });

  it("sends nothing when the token segment is empty", async () => {
    const tokens = answerTokens(true);
    await renderApp("/token/");
    expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Authenticating" })).not.toBeInTheDocument();
    expect(tokens).toEqual([]);
  });

  it("finds the token only in a non-empty segment without a slash", () => {
    expect(tokenFromPath("/token/abc")).toBe("abc");
    expect(tokenFromPath("/x/token/abc/more")).toBe("abc");
    expect(tokenFromPath("/token/")).toBeNull();
    expect(tokenFromPath("/token")).toBeNull();
    expect(tokenFromPath("/tokens/abc")).toBeNull();
  });
});
