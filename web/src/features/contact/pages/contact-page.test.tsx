import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { SubmitContactMessageDocument } from "../contact.generated";
import type { ContactMessageInput } from "../../../graphql/types";
import { renderPage } from "../../../test/render-app";
import { api, refusedFields, server } from "../../../test/server";

function capture() {
  const inputs: ContactMessageInput[] = [];
  server.use(
    api.mutation(SubmitContactMessageDocument, ({ variables }) => {
      inputs.push(variables.input);
      return HttpResponse.json({
        data: {
          __typename: "Mutation",
          submitContactMessage: { __typename: "ContactReceipt", id: 7 },
        },
      });
    }),
  );
  return inputs;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe("contact page", () => {
  it("shows the academy's contact details and a link to the FAQ", async () => {
    await renderPage("/contact");
    expect(screen.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    expect(screen.getByText("Online")).toBeVisible();
    expect(screen.getByText("Mon-Fri 9am-5pm ET")).toBeVisible();
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/faq");
    expect(main.getByRole("link", { name: "dashboard" })).toHaveAttribute("href", "/dashboard");
  });

  it("asks for the required fields before sending anything", async () => {
    const inputs = capture();
    await renderPage("/contact");
    fill("Name", "Pat Visitor");
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Missing Information")).toBeInTheDocument();
    expect(screen.getByText("Please fill out all required fields.")).toBeInTheDocument();
    expect(inputs).toEqual([]);
  });

  it("sends the message, shows the success state, and Send Another Message starts afresh", async () => {
    const inputs = capture();
    await renderPage("/contact");
    fill("Name", "Pat Visitor");
    fill("Email", "pat@example.com");
    fill("Message", "When does the next course start?");
    fireEvent.change(screen.getByLabelText("Subject", { exact: false }), {
      target: { value: "BILLING" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Message Sent!")).toBeVisible();
    expect(inputs).toEqual([
      {
        name: "Pat Visitor",
        email: "pat@example.com",
        phone: null,
        subject: "BILLING",
        message: "When does the next course start?",
      },
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Send Another Message" }));
    expect(screen.getByLabelText("Name", { exact: false })).toHaveValue("");
  });

  it("refuses invisible and text-direction characters as the server does, sending nothing", async () => {
    const inputs = capture();
    await renderPage("/contact");
    fill("Name", "Pat\u200BVisitor");
    fill("Email", "pat\u202E@example.com");
    fill("Phone", "512\u2066555 0147");
    fill("Message", "Hello");
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(
      await screen.findByText(
        "Name must not contain invisible characters (such as a zero-width space)",
      ),
    ).toBeVisible();
    expect(screen.getByLabelText("Email", { exact: false })).toHaveAccessibleDescription(
      "Please enter a valid email",
    );
    expect(screen.getByLabelText("Phone", { exact: false })).toHaveAccessibleDescription(
      "Phone may contain only digits, spaces, + ( ) - . and an extension",
    );
    expect(inputs).toEqual([]);
  });

  it("shows each field the server refuses beside it and keeps what was typed", async () => {
    server.use(
      api.mutation(SubmitContactMessageDocument, () =>
        refusedFields({
          name: "Name must be one line of plain text without < or >",
          phone: "Please enter a valid phone number",
        }),
      ),
    );
    await renderPage("/contact");
    fill("Name", "Pat Visitor");
    fill("Email", "pat@example.com");
    fill("Phone", "12");
    fill("Message", "Hello");
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(
      await screen.findByText("Name must be one line of plain text without < or >"),
    ).toBeVisible();
    expect(screen.getByLabelText("Phone", { exact: false })).toHaveAccessibleDescription(
      "Please enter a valid phone number",
    );
    expect(screen.getByLabelText("Message", { exact: false })).toHaveValue("Hello");
    expect(screen.queryByText("Message Not Sent")).not.toBeInTheDocument();
  });
});
