import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "../../test/render-app";

const MAIN_LINKS = ["Home", "Courses", "Business Licensing", "About", "Contact", "FAQ"];

function mainNav() {
  return within(screen.getByRole("navigation", { name: "Main" }));
}

describe("site header", () => {
  it("shows the logo, tagline, every main link and a Log In button", async () => {
    await renderApp("/about");
    await screen.findByRole("heading", { level: 1, name: "About Guardian Academy" });
    const header = within(screen.getByRole("banner"));
    expect(header.getByText("Professional Bail Enforcement Training")).toBeInTheDocument();
    expect(
      header.getByRole("link", { name: "Guardian Academy Professional Bail Enforcement Training" }),
    ).toHaveAttribute("href", "/");
    expect(
      mainNav()
        .getAllByRole("link")
        .map(link => link.textContent),
    ).toEqual(MAIN_LINKS);
    expect(mainNav().getByRole("link", { name: "Business Licensing" })).toHaveAttribute(
      "href",
      "/business-offers",
    );
    expect(header.getAllByRole("link", { name: "Log In" })[0]).toHaveAttribute("href", "/login");
  });

  it("marks Home active only on the exact home path", async () => {
    const home = await renderApp("/");
    expect(mainNav().getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    home.unmount();

    await renderApp("/faq");
    expect(mainNav().getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    expect(mainNav().getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "page");
  });

  it("marks a link active on any path that starts with its own", async () => {
    const adminFix = await renderApp("/admin-fix");
    await screen.findByRole("heading", { name: "Admin Fix" });
    expect(mainNav().queryByRole("link", { current: "page" })).not.toBeInTheDocument();
    adminFix.unmount();

    await renderApp("/courses/certification");
    expect(mainNav().getByRole("link", { name: "Courses" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(mainNav().getAllByRole("link", { current: "page" })).toHaveLength(1);
  });

  it("opens a mobile menu with the same links and closes it again", async () => {
    await renderApp("/");
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    fireEvent.click(toggle);
    const mobileNav = within(await screen.findByRole("navigation", { name: "Mobile" }));
    expect(screen.getByRole("dialog", { name: "Menu" })).toBeInTheDocument();
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(mobileNav.getAllByRole("link").map(link => link.textContent)).toEqual([
      ...MAIN_LINKS,
      "Log In",
    ]);

    fireEvent.click(screen.getByRole("button", { name: "Close menu" }));
    await waitFor(() =>
      expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument(),
    );
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("hides the top bar on the business licensing pages", async () => {
    await renderApp("/business-offers/payment/7");
    expect(
      await screen.findByRole("heading", { name: "Complete Your Payment" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });
});

describe("site footer", () => {
  it("links the legal pages and shows the copyright for the current year", async () => {
    await renderApp("/faq");
    const footer = within(screen.getByRole("contentinfo"));
    expect(footer.getByRole("link", { name: "Training Disclaimer" })).toHaveAttribute(
      "href",
      "/legal/disclaimer",
    );
    expect(footer.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about");
    expect(
      footer.getByText(`© ${new Date().getFullYear()} Guardian Academy. All rights reserved.`),
    ).toBeInTheDocument();
    expect(footer.getByText("Virginia, USA")).toBeInTheDocument();
  });
});
