import { describe, expect, it } from "@jest/globals";
import { screen } from "@testing-library/react";
import { renderApp } from "../../test/render-app";

describe("not-found page", () => {
  it("shows the 404 heading and hint for a path the app does not know", async () => {
    await renderApp("/no-such-page/at-all");
    expect(
      await screen.findByRole("heading", { level: 1, name: "404 Page Not Found" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("keeps the site header and footer around the 404 page", async () => {
    await renderApp("/missing");
    await screen.findByRole("heading", { name: "404 Page Not Found" });
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("does not show the 404 page on a known route", async () => {
    await renderApp("/about");
    expect(
      await screen.findByRole("heading", { level: 1, name: "About Guardian Academy" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("404 Page Not Found")).not.toBeInTheDocument();
  });
});
