import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, within } from "@testing-library/react";
import { learner } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { signedInAs } from "../../test/server";

describe("mobile menu when signed in", () => {
  async function openMobileMenu() {
    signedInAs(learner);
    await renderApp("/");
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    return within(await screen.findByRole("navigation", { name: "Mobile" }));
  }

  it("shows the name, email, account links and the portals instead of Log In", async () => {
    const menu = await openMobileMenu();
    expect(menu.getByText("Jordan")).toBeInTheDocument();
    expect(menu.getByText("learner@example.com")).toBeInTheDocument();
    expect(menu.getByRole("link", { name: "My Courses" })).toHaveAttribute("href", "/my-courses");
    for (const portal of ["Learning Portal", "Storage Portal", "Video Portal"]) {
      expect(menu.getByRole("button", { name: portal })).toBeInTheDocument();
    }
    expect(menu.getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
    expect(menu.queryByRole("link", { name: "Log In" })).not.toBeInTheDocument();
  });
});
