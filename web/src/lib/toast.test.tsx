import { describe, expect, it } from "@jest/globals";
import { act, screen, waitFor } from "@testing-library/react";
import { renderApp } from "../test/render-app";
import { showToast } from "./toast";

describe("notices", () => {
  it("close a failure's notice when a success follows, and keep other notices", async () => {
    await renderApp("/about");
    act(() => showToast("error", { title: "Payment Failed", description: "Declined." }));
    act(() => showToast("info", { title: "Heads up" }));
    expect(await screen.findByText("Payment Failed")).toBeInTheDocument();
    act(() => showToast("success", { title: "Enrollment Successful" }));
    expect(await screen.findByText("Enrollment Successful")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Payment Failed")).not.toBeInTheDocument());
    expect(screen.getByText("Heads up")).toBeInTheDocument();
  });
});
