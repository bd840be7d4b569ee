import { describe, expect, it } from "@jest/globals";
import { screen, waitFor } from "@testing-library/react";
import { administrator, learner } from "../../test/fixtures";
import { currentPath, renderApp } from "../../test/render-app";
import { signedInAs } from "../../test/server";

async function expectLoginFor(path: string) {
  const app = await renderApp(path);
  await waitFor(() => expect(currentPath(app)).toBe(`/login?redirect=${path}`));
  expect(await screen.findByRole("button", { name: "Log In" })).toBeInTheDocument();
}

describe("route guards", () => {
  it("sends an anonymous visitor from /account to /login?redirect=/account", async () => {
    await expectLoginFor("/account");
  });

  it("sends an anonymous visitor from /dashboard and /my-courses to login and back", async () => {
    await expectLoginFor("/dashboard");
  });

  it("sends an anonymous visitor from a checkout to login with the checkout as redirect", async () => {
    await expectLoginFor("/checkout/3");
  });

  it("sends an anonymous visitor from an admin page to login", async () => {
    await expectLoginFor("/admin/dashboard");
  });

  it("sends a signed-in learner from an admin page to the learner dashboard", async () => {
    signedInAs(learner);
    const app = await renderApp("/admin/dashboard");
    await waitFor(() => expect(currentPath(app)).toBe("/dashboard"));
    expect(await screen.findByRole("heading", { name: "My Dashboard" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Admin Dashboard" })).not.toBeInTheDocument();
  });

  it("guards admin paths the app does not know yet too", async () => {
    signedInAs(learner);
    const app = await renderApp("/admin/no-such-page");
    await waitFor(() => expect(currentPath(app)).toBe("/dashboard"));
  });

  it("shows admin pages to administrators", async () => {
    signedInAs(administrator);
    await renderApp("/admin/users");
    expect(await screen.findByRole("heading", { name: "User Management" })).toBeInTheDocument();
  });

  it("shows the learner's name on the dashboard and on My Courses", async () => {
    signedInAs(learner);
    const app = await renderApp("/my-courses");
    expect(await screen.findByText("Welcome, Jordan Lee")).toBeInTheDocument();
    expect(currentPath(app)).toBe("/my-courses");
  });

  it("leaves /admin-fix open at the route level", async () => {
    await renderApp("/admin-fix");
    expect(await screen.findByRole("heading", { name: "Admin Fix" })).toBeInTheDocument();
  });
});
