import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  ContactMessagesDocument,
  MarkContactMessageHandledDocument,
  type ContactMessagesQuery,
  type ContactMessagesQueryVariables,
} from "../admin-messages.generated";
import { administrator } from "../../../../test/fixtures";
import { currentPath, renderPage } from "../../../../test/render-app";
import { api, refused, server, signedInAs } from "../../../../test/server";
import { connectionOf } from "../../../../test/lists";

type Message = ContactMessagesQuery["contactMessages"]["edges"][number]["node"];

const message = (id: number, fields: Partial<Message> = {}): Message => ({
  __typename: "ContactMessage",
  id,
  name: `Visitor ${id}`,
  email: `visitor${id}@example.com`,
  phone: null,
  subject: "ENROLLMENT",
  message: `Question number ${id}`,
  createdAt: new Date(Date.UTC(2026, 10, 20, 12, id)).toISOString(),
  readAt: null,
  handled: false,
  ...fields,
});

function answerMessages(messages: Message[], more = false) {
  const asked: ContactMessagesQueryVariables[] = [];
  server.use(
    api.query(ContactMessagesDocument, ({ variables }) => {
      asked.push(variables);
      return HttpResponse.json({
        data: {
          __typename: "Query",
          contactMessages: connectionOf("ContactMessage", messages, more),
        },
      });
    }),
  );
  return asked;
}

async function openMessages(path = "/admin/messages") {
  signedInAs({ ...administrator, isSuperAdmin: false });
  const app = await renderPage(path);
  await screen.findByRole("heading", { name: "Messages", level: 1 });
  return app;
}

describe("admin messages", () => {
  it("lists the messages newest first, with who sent them and their state", async () => {
    const asked = answerMessages([
      message(2),
      message(1, { handled: true, readAt: "2026-11-21T10:00:00Z" }),
    ]);
    await openMessages();
    const table = await screen.findByRole("table", { name: "Messages" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Visitor 2");
    expect(rows[0]).toHaveTextContent("visitor2@example.com");
    expect(rows[0]).toHaveTextContent("Question number 2");
    expect(rows[0]).toHaveTextContent("New");
    expect(rows[1]).toHaveTextContent("Handled");
    expect(asked[0]).toMatchObject({
      first: 25,
      sort: { field: "CREATED_AT", direction: "DESC" },
      filter: { search: null, handled: null },
    });
  });

  it("searches and filters through the server, the view kept in the URL", async () => {
    const asked = answerMessages([message(1)], true);
    const app = await openMessages();
    await screen.findByRole("table", { name: "Messages" });
    fireEvent.change(screen.getByLabelText("Search messages"), { target: { value: "refund" } });
    await waitFor(() => expect(currentPath(app)).toBe("/admin/messages?q=refund"), {
      timeout: 3000,
    });
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "no" } });
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({ filter: { search: "refund", handled: false } }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ first: 25, after: "c1" }));
  });

  it("marks a message handled and shows it so", async () => {
    answerMessages([message(7)]);
    const marked: { id: number; handled: boolean }[] = [];
    server.use(
      api.mutation(MarkContactMessageHandledDocument, ({ variables }) => {
        marked.push(variables);
        return HttpResponse.json({
          data: {
            __typename: "Mutation",
            markContactMessageHandled: {
              __typename: "ContactMessage",
              id: variables.id,
              readAt: variables.handled ? new Date().toISOString() : null,
              handled: variables.handled,
            },
          },
        });
      }),
    );
    await openMessages();
    fireEvent.click(
      await screen.findByRole("button", { name: "Mark handled: message from Visitor 7" }),
    );
    expect(await screen.findByText("Marked as handled")).toBeInTheDocument();
    expect(marked).toEqual([{ id: 7, handled: true }]);
    const row = within(screen.getByRole("table", { name: "Messages" })).getAllByRole("row")[1];
    expect(within(row).getByText("Handled")).toBeInTheDocument();
    expect(
      within(row).getByRole("button", { name: "Mark unhandled: message from Visitor 7" }),
    ).toBeInTheDocument();
  });

  it("says so when there are no messages, and when they cannot be loaded", async () => {
    answerMessages([]);
    await openMessages();
    expect(await screen.findByText("No messages match your search criteria")).toBeInTheDocument();
  });

  it("tells a load failure with a way to try again", async () => {
    server.use(api.query(ContactMessagesDocument, () => refused("INTERNAL_SERVER_ERROR", "boom")));
    await openMessages();
    expect(await screen.findByText("Failed to load messages")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});
