import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, within } from "@testing-library/react";
import { administrator } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { signedInAs } from "../../../test/server";
import { RESTRICTED_WARNING } from "../admin-links";

/** The admin menu, as a phone shows it (jsdom is narrow: the sidebar is hidden there). */
async function openMenu() {
  fireEvent.click(screen.getByRole("button", { name: "Open admin menu" }));
  const drawer = await screen.findByRole("dialog", { name: "Admin Panel" });
  return within(within(drawer).getByRole("navigation", { name: "Admin" }));
}

describe("the admin layout", () => {
  it("shows a super administrator all eighteen screens, their role and no warning", async () => {
    signedInAs(administrator);
    await renderApp("/admin/users");
    const menu = await openMenu();
    expect(menu.getAllByRole("link")).toHaveLength(18);
    expect(menu.getByRole("link", { name: "API Tokens" })).toHaveAttribute(
      "href",
      "/admin/api-tokens",
    );
    expect(menu.getByRole("link", { name: "Partners" })).toHaveAttribute("href", "/admin/partners");
    expect(menu.getByRole("link", { name: "Statements" })).toHaveAttribute(
      "href",
      "/admin/statements",
    );
    expect(menu.getByRole("region", { name: "Mail" })).toBeInTheDocument();
    expect(menu.getByRole("link", { name: "Security" })).toHaveAttribute("href", "/admin/security");
    expect(menu.getByRole("link", { name: "Sign-in Clients" })).toHaveAttribute(
      "href",
      "/admin/sign-in-clients",
    );
    expect(menu.getByRole("link", { name: "Users" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByText("Super Admin")).toBeInTheDocument();
    expect(screen.queryByText(RESTRICTED_WARNING)).not.toBeInTheDocument();
    const drawer = screen.getByRole("dialog", { name: "Admin Panel" });
    expect(within(drawer).getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(within(drawer).getByText(/^Version \d+\.\d+\.\d+$/)).toBeInTheDocument();
  });

  it("warns an administrator who is not a super administrator and leaves Security and Sign-in Clients out", async () => {
    signedInAs({ ...administrator, username: "manager", isSuperAdmin: false });
    await renderApp("/admin/dashboard");
    expect(screen.getByText(RESTRICTED_WARNING)).toBeInTheDocument();
    expect(screen.getByText("manager")).toBeInTheDocument();
    expect(screen.getByText("Admin")).toBeInTheDocument();
    const menu = await openMenu();
    expect(menu.getAllByRole("link")).toHaveLength(16);
    expect(menu.queryByRole("link", { name: "Security" })).not.toBeInTheDocument();
    expect(menu.queryByRole("link", { name: "Sign-in Clients" })).not.toBeInTheDocument();
  });
});
