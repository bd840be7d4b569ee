import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  AdminOutboxPageDocument,
  AdminOutboxResendDocument,
  type AdminOutboxPageQueryVariables,
  type AdminOutboxPage_MailFragment as Mail,
} from "../admin-outbox.generated";
import { administrator } from "../../../../test/fixtures";
import { mailKindLabel } from "../mail-kinds";
import { currentPath, renderPage } from "../../../../test/render-app";
import { api, refused, server, signedInAs } from "../../../../test/server";
import { connectionOf } from "../../../../test/lists";

const mail = (id: number, fields: Partial<Mail> = {}): Mail => ({
  __typename: "OutboxMail",
  id,
  recipient: `learner${id}@example.com`,
  fromName: null,
  replyTo: null,
  subject: `You are enrolled in Course ${id}`,
  text: `Hello,\n\nYou are enrolled in Course ${id}.\n\nYour dashboard: https://academy.example.org/dashboard`,
  links: ["https://academy.example.org/dashboard"],
  kind: "enrollment.confirmation",
  status: "HELD",
  attempts: 0,
  lastError: null,
  // Noon UTC: the same day in every time zone the tests may run in.
  createdAt: new Date(Date.UTC(2026, 10, 20, 12, id)).toISOString(),
  sentAt: null,
  ...fields,
});

function answerOutbox(mails: Mail[], more = false) {
  const asked: AdminOutboxPageQueryVariables[] = [];
  server.use(
    api.query(AdminOutboxPageDocument, ({ variables }) => {
      asked.push(variables);
      return HttpResponse.json({
        data: {
          __typename: "Query",
          outbox: connectionOf("OutboxMail", mails, more),
        },
      });
    }),
  );
  return asked;
}

async function openOutbox(path = "/admin/outbox") {
  signedInAs({ ...administrator, isSuperAdmin: false });
  const app = await renderPage(path);
  await screen.findByRole("heading", { name: "Outbox", level: 1 });
  return app;
}

describe("admin outbox", () => {
  it("lists the mails newest first with recipient, subject, status and times", async () => {
    const asked = answerOutbox([
      mail(2),
      mail(1, { status: "SENT", attempts: 1, sentAt: "2026-11-20T12:05:00.000Z" }),
    ]);
    await openOutbox();
    const table = await screen.findByRole("table", { name: "Outbox" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("learner2@example.com");
    expect(rows[0]).toHaveTextContent("You are enrolled in Course 2");
    expect(rows[0]).toHaveTextContent("Held");
    expect(rows[0]).toHaveTextContent(/11\/20\/2026, \d{1,2}:02:00 [AP]M/);
    expect(rows[1]).toHaveTextContent("Sent");
    expect(asked[0]).toMatchObject({ first: 25, filter: { search: null, status: null } });
  });

  it("searches and filters through the server, the view kept in the URL", async () => {
    const asked = answerOutbox([mail(1)], true);
    const app = await openOutbox();
    await screen.findByRole("table", { name: "Outbox" });
    fireEvent.change(screen.getByLabelText("Search mails"), { target: { value: "enrolled" } });
    await waitFor(() => expect(currentPath(app)).toBe("/admin/outbox?q=enrolled"), {
      timeout: 3000,
    });
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "held" } });
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({ filter: { search: "enrolled", status: "HELD" } }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ first: 25, after: "c1" }));
  });

  it("shows a mail's full text and its last error in a dialog", async () => {
    answerOutbox([mail(3, { status: "PENDING", attempts: 2, lastError: "ECONNREFUSED: down" })]);
    await openOutbox();
    fireEvent.click(
      await screen.findByRole("button", {
        name: "View mail to learner3@example.com: You are enrolled in Course 3",
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "You are enrolled in Course 3" });
    expect(within(dialog).getByLabelText("Message")).toHaveTextContent(
      "Your dashboard: https://academy.example.org/dashboard",
    );
    expect(dialog).toHaveTextContent("ECONNREFUSED: down");
    expect(dialog).toHaveTextContent("Pending");
    // The kind in words, never its key.
    expect(dialog).toHaveTextContent("KindEnrollment confirmation");
    expect(dialog).not.toHaveTextContent("enrollment.confirmation");
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows a partner's learner's mail's From name and Reply-To", async () => {
    const fromName = "Ridge Recovery via Guardian Academy";
    answerOutbox([mail(4, { fromName, replyTo: "help@ridge.example" })]);
    await openOutbox();
    fireEvent.click(
      await screen.findByRole("button", {
        name: "View mail to learner4@example.com: You are enrolled in Course 4",
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "You are enrolled in Course 4" });
    expect(dialog).toHaveTextContent(`From${fromName}`);
    expect(dialog).toHaveTextContent("Reply-Tohelp@ridge.example");
  });

  it("makes the mail's portal links clickable (a held reset link opens from here), and nothing else", async () => {
    const reset = "https://academy.example.org/reset-password?token=abc_123-XYZ";
    answerOutbox([
      mail(4, {
        subject: "Reset your Guardian Academy password",
        kind: "password.reset",
        text: `Hello https://elsewhere.example/x,\n\nTo choose a new password, open this link within 30 minutes: ${reset}\n\nContact: https://academy.example.org/contact`,
        links: [reset, "https://academy.example.org/contact"],
      }),
    ]);
    await openOutbox();
    fireEvent.click(
      await screen.findByRole("button", {
        name: "View mail to learner4@example.com: Reset your Guardian Academy password",
      }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Reset your Guardian Academy password",
    });
    const message = within(dialog).getByLabelText("Message");
    expect(message).toHaveTextContent(`open this link within 30 minutes: ${reset} Contact:`);
    const links = within(message).getAllByRole("link");
    expect(links.map(link => [link.textContent, link.getAttribute("href")])).toEqual([
      [reset, reset],
      ["https://academy.example.org/contact", "https://academy.example.org/contact"],
    ]);
    expect(links[0]).toHaveAttribute("target", "_blank");
  });

  it("names every kind of mail in words, a new kind spelled out from its key", () => {
    expect(
      [
        "password.reset",
        "password.changed",
        "agency.invitation",
        "business_offer.paid",
        "ce.renewal_reminder",
        "security.new_device",
      ].map(mailKindLabel),
    ).toEqual([
      "Password reset link",
      "Password changed notice",
      "Agency invitation",
      "Licence fee receipt",
      "CE renewal reminder",
      "Security new device",
    ]);
  });

  it("says so when there are no mails", async () => {
    answerOutbox([]);
    await openOutbox();
    expect(await screen.findByText("No mails match your search criteria")).toBeInTheDocument();
  });

  it("tells a load failure with a way to try again", async () => {
    server.use(api.query(AdminOutboxPageDocument, () => refused("INTERNAL_SERVER_ERROR", "boom")));
    await openOutbox();
    expect(await screen.findByText("Failed to load the outbox")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });

  it("offers Resend for failed and held mails only; a resent mail shows pending, a refusal says why", async () => {
    const failed = mail(3, { status: "FAILED", attempts: 1, lastError: "550 No such user" });
    answerOutbox([
      failed,
      mail(2),
      mail(1, { status: "SENT", sentAt: "2026-11-20T12:05:00.000Z" }),
    ]);
    const asked: number[] = [];
    server.use(
      api.mutation(AdminOutboxResendDocument, ({ variables }) => {
        asked.push(variables.id);
        if (variables.id === 2) {
          return refused(
            "CONFLICT",
            "No SMTP server is configured (SMTP_URL): the mail would be held again.",
          );
        }
        return HttpResponse.json({
          data: { __typename: "Mutation", adminResendMail: { ...failed, status: "PENDING" } },
        });
      }),
    );
    await openOutbox();
    const table = await screen.findByRole("table", { name: "Outbox" });
    const resend = (id: number) =>
      within(table).queryByRole("button", {
        name: `Resend mail to learner${id}@example.com: You are enrolled in Course ${id}`,
      });
    expect(resend(1)).toBeNull();
    fireEvent.click(resend(2)!);
    expect(await screen.findByText("Failed to resend the mail")).toBeInTheDocument();
    expect(
      screen.getByText("No SMTP server is configured (SMTP_URL): the mail would be held again."),
    ).toBeInTheDocument();
    fireEvent.click(resend(3)!);
    expect(await screen.findByText("Mail queued again")).toBeInTheDocument();
    await waitFor(() => expect(resend(3)).toBeNull());
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent("Pending");
    expect(asked).toEqual([2, 3]);
  });
});
