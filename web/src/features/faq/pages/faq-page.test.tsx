import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderPage } from "../../../test/render-app";

const question = (name: string) => screen.queryByText(name);

// One open question at a time is checked in a real browser (e2e/tests/faq.spec.ts).
describe("FAQ page", () => {
  it("searches questions and answers, and the tabs narrow to a category", async () => {
    await renderPage("/faq");
    const search = screen.getByLabelText("Search questions");
    fireEvent.change(search, { target: { value: "REFUND" } });
    expect(question("What is your refund policy?")).toBeVisible();
    expect(question("How do I pay?")).not.toBeInTheDocument();
    fireEvent.change(search, { target: { value: "" } });
    fireEvent.click(screen.getByRole("tab", { name: "Technical" }));
    await waitFor(() => expect(question("How do I enroll?")).not.toBeInTheDocument());
    expect(question("What do I need to take a course?")).toBeVisible();
    fireEvent.change(search, { target: { value: "zzz" } });
    expect(screen.getByText("No questions match your search.")).toBeVisible();
  });
});
