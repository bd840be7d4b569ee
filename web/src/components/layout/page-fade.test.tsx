import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, within } from "@testing-library/react";
import { renderApp } from "../../test/render-app";

const faded = () => screen.getByRole("main").querySelector("[data-page-fade]");

describe("the page fade-in", () => {
  it("shows the first page at once and fades in each page navigated to", async () => {
    await renderApp("/about");
    expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(faded()).toBeNull();
    const header = within(screen.getByRole("banner"));
    fireEvent.click(header.getByRole("link", { name: "FAQ" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: /Frequently Asked/i }),
    ).toBeVisible();
    expect(faded()).not.toBeNull();
    expect(faded()).toContainElement(screen.getByRole("heading", { level: 1 }));
  });
});
