import { describe, expect, it } from "@jest/globals";
import { render, screen } from "@testing-library/react";
import { AfterFirstPaint } from "./after-first-paint";

describe("AfterFirstPaint", () => {
  it("shows its content once the first render is on screen", async () => {
    const { container } = render(
      <main>
        <h1>First screen</h1>
        <AfterFirstPaint>
          <p>Further down</p>
        </AfterFirstPaint>
      </main>,
    );
    expect(await screen.findByText("Further down")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "First screen" })).toBeInTheDocument();
    expect(container.querySelector("[data-pending]")).toBeNull();
  });
});
