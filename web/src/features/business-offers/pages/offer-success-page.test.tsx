import { describe, expect, it, jest } from "@jest/globals";
import { act, screen } from "@testing-library/react";
import { useFakeClock } from "../../../test/fake-clock";
import { currentPath, renderApp } from "../../../test/render-app";
import { SUCCESS_REDIRECT_MS } from "./offer-success-page";

describe("the licence fee success page", () => {
  it("confirms the payment with a toast and goes home after 5 seconds", async () => {
    useFakeClock();
    const app = await renderApp("/business-offers/success");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Payment Successful" }),
    ).toBeInTheDocument();
    expect(await screen.findByText("Your licensing payment was received.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    act(() => jest.advanceTimersByTime(SUCCESS_REDIRECT_MS - 100));
    expect(currentPath(app)).toBe("/business-offers/success");
    act(() => jest.advanceTimersByTime(200));
    expect(currentPath(app)).toBe("/");
  });
});
