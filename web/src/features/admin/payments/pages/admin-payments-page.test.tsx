import { beforeAll, describe, expect, it } from "@jest/globals";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import type { GraphQLResponseBody } from "msw/graphql";
import {
  AdminPaymentReceiptDocument,
  AdminRefundPaymentDocument,
  AdminSeatRefundDocument,
  AdminPaymentSummaryDocument,
  AdminPaymentsPageDocument,
  type AdminPaymentReceiptQuery,
  type AdminRefundPaymentMutationVariables,
  type AdminPaymentSummaryQuery,
  type AdminPaymentSummaryQueryVariables,
  type AdminPaymentsPageQuery,
  type AdminPaymentsPageQueryVariables,
  type AdminPaymentsPage_PaymentFragment,
  type PaymentSummaryCards_FiguresFragment,
} from "../admin-payments.generated";
import { administrator } from "../../../../test/fixtures";
import { mountApp, renderPage } from "../../../../test/render-app";
import { api, notFoundErrors, refused, server, signedInAs } from "../../../../test/server";

type Payment = AdminPaymentsPage_PaymentFragment;
type Figures = PaymentSummaryCards_FiguresFragment;

function payment(fields: Partial<Payment> & Pick<Payment, "id">): Payment {
  return {
    __typename: "AdminPayment",
    transactionId: `pi_demo_${fields.id}abcdef`,
    userId: 40,
    username: "alex",
    courseId: 1,
    courseTitle: "Initial Bail Enforcement Certification",
    businessName: null,
    licence: null,
    seats: null,
    amountCents: 49900,
    refundedCents: 0,
    pendingRefundCents: 0,
    disputeStatus: null,
    currency: "usd",
    status: "SUCCESSFUL",
    provider: "DEMO",
    // Noon UTC: the same day in every time zone the tests may run in.
    createdAt: "2026-11-20T12:34:56.000Z",
    metadata: null,
    receiptId: null,
    ...fields,
  };
}

const paid = payment({
  id: 42,
  receiptId: 7,
  metadata: JSON.stringify({ card: { brand: "visa", last4: "4242" }, attempt: 2 }),
});
// The user was deleted but the payment remembers their id; the course is gone altogether.
const pending = payment({
  id: 43,
  status: "PENDING",
  username: null,
  userId: 7,
  courseTitle: null,
  courseId: 3,
  amountCents: 14950,
});
const failed = payment({
  id: 44,
  status: "FAILED",
  username: null,
  userId: null,
  courseTitle: null,
  courseId: null,
  amountCents: 19900,
});
const refunded = payment({ id: 45, status: "REFUNDED", username: "sam" });
// A business's licence fee: no user, no course.
const licence = payment({
  id: 46,
  username: null,
  userId: null,
  courseTitle: null,
  courseId: null,
  businessName: "Apex Recovery LLC",
  licence: "Royalty-Free License",
  amountCents: 250000,
  receiptId: 9,
});

function figures(fields: Partial<Figures> = {}): Figures {
  return {
    __typename: "PaymentFigures",
    revenueCents: 0,
    payments: 0,
    successful: 0,
    successRate: null,
    averageOrderCents: null,
    ...fields,
  };
}

interface Answers {
  payments?: Payment[];
  current?: Figures;
  previous?: Figures | null;
  /** The figures of the last 30 days and the 30 before, when they differ from the above. */
  month?: { current: Figures; previous: Figures | null };
}

/** Answers the list and the summary, recording the variables of each request. */
function answer({
  payments = [paid, pending, failed, refunded, licence],
  current,
  previous,
  month,
}: Answers) {
  const list: AdminPaymentsPageQueryVariables[] = [];
  const summary: AdminPaymentSummaryQueryVariables[] = [];
  server.use(
    api.query(AdminPaymentsPageDocument, ({ variables }) => {
      list.push(variables);
      const connection: AdminPaymentsPageQuery["payments"] = {
        __typename: "AdminPaymentConnection",
        totalCount: payments.length,
        pageInfo: {
          __typename: "PageInfo",
          hasNextPage: true,
          hasPreviousPage: false,
          startCursor: "c-first",
          endCursor: "c-last",
        },
        edges: payments.map(node => ({
          __typename: "AdminPaymentEdge",
          cursor: `c${node.id}`,
          node,
        })),
      };
      return HttpResponse.json({ data: { __typename: "Query", payments: connection } });
    }),
    api.query(AdminPaymentSummaryDocument, ({ variables }) => {
      summary.push(variables);
      const figuresOf = (month && variables.filter?.date === "MONTH" && month) || {
        current: current ?? figures(),
        previous: previous ?? null,
      };
      const paymentSummary: AdminPaymentSummaryQuery["paymentSummary"] = {
        __typename: "PaymentSummary",
        ...figuresOf,
      };
      return HttpResponse.json({ data: { __typename: "Query", paymentSummary } });
    }),
  );
  return { list, summary };
}

const receipt: AdminPaymentReceiptQuery["receipt"] = {
  __typename: "Receipt",
  id: 7,
  receiptNumber: "R-000007",
  createdAt: "2026-11-20T12:35:10.000Z",
  customerName: "Alex Morgan",
  customerEmail: "alex@example.com",
  username: "alex",
  item: "Initial Bail Enforcement Certification",
  amountCents: 49900,
  refundedCents: 0,
  refunds: [],
  currency: "usd",
  paymentMethod: "Visa ending in 4242",
  transactionId: "pi_demo_42abcdef",
  downloadUrl: "/api/receipts/7/pdf",
};

function answerReceipt(reply: () => HttpResponse<GraphQLResponseBody<AdminPaymentReceiptQuery>>) {
  const asked: number[] = [];
  server.use(
    api.query(AdminPaymentReceiptDocument, ({ variables }) => {
      asked.push(variables.paymentId);
      return reply();
    }),
  );
  return asked;
}

async function openPage(path = "/admin/payments", answers: Answers = {}) {
  signedInAs(administrator);
  const requests = answer(answers);
  const app = await renderPage(path);
  await screen.findByRole("heading", { name: "Payments" });
  return { app, requests };
}

const table = () => screen.findByRole("table", { name: "Payments" });
const row = (id: number) => within(screen.getByTitle(`pi_demo_${id}abcdef`).closest("tr")!);
const dialog = (name: string) => within(screen.getByRole("dialog", { name }));
const card = (name: string) => within(screen.getByRole("region", { name }));
const exportLink = () => screen.getByRole("link", { name: "Export to CSV" });

configure({ asyncUtilTimeout: 5000 });

// The first render loads the app, the admin layout and this page on demand, which on a busy
// machine outlasts Testing Library's wait: load them once, unhurried, before the tests.
beforeAll(async () => {
  signedInAs(administrator);
  answer({ payments: [] });
  const warm = mountApp("/admin/payments");
  await screen.findByText("No payments match your search criteria", {}, { timeout: 10_000 });
  warm.unmount();
});

describe("the admin payments list", () => {
  it("shows each column with its fallbacks, and Receipt only where there is a receipt", async () => {
    await openPage();
    await table();
    const headers = screen.getAllByRole("columnheader").map(header => header.textContent);
    expect(headers).toEqual([
      "Transaction ID",
      "User",
      "Course",
      "Amount",
      "Date",
      "Status",
      "Provider",
      "Actions",
    ]);
    expect(row(42).getByText("pi_demo_...")).toBeInTheDocument();
    expect(row(42).getByText("alex")).toBeInTheDocument();
    expect(row(42).getByText("Initial Bail Enforcement Certification")).toBeInTheDocument();
    expect(row(42).getByText("$499.00")).toBeInTheDocument();
    expect(row(42).getByText(/^11\/20\/2026, \d{1,2}:34:56 [AP]M$/)).toBeInTheDocument();
    expect(row(42).getByText("Successful")).toBeInTheDocument();
    expect(row(42).getByText("Demo")).toBeInTheDocument();
    expect(row(42).getByRole("button", { name: /^Receipt of / })).toBeInTheDocument();

    expect(row(43).getByText("User #7")).toBeInTheDocument();
    expect(row(43).getByText("Course #3")).toBeInTheDocument();
    expect(row(43).getByText("$149.50")).toBeInTheDocument();
    expect(row(43).getByText("Pending")).toBeInTheDocument();
    expect(row(43).queryByRole("button", { name: /^Receipt of / })).not.toBeInTheDocument();

    expect(row(44).getByText("Deleted user")).toBeInTheDocument();
    expect(row(44).getByText("N/A")).toBeInTheDocument();
    expect(row(44).getByText("Failed")).toBeInTheDocument();
    expect(row(45).getByText("Refunded")).toBeInTheDocument();
    expect(row(46).getByText("Apex Recovery LLC")).toBeInTheDocument();
    expect(row(46).getByText("Business licence")).toBeInTheDocument();
    expect(row(46).getByRole("button", { name: /^Receipt of / })).toBeInTheDocument();
    expect(screen.getByText("5 results")).toBeInTheDocument();
  });

  it("shows what was refunded under the amount, and marks a partial refund", async () => {
    await openPage("/admin/payments", {
      payments: [
        { ...paid, refundedCents: 10_050 },
        { ...refunded, refundedCents: 49_900 },
        payment({ id: 47 }),
      ],
    });
    await table();
    expect(row(42).getByText("$499.00")).toBeInTheDocument();
    expect(row(42).getByText("$100.50 refunded")).toBeInTheDocument();
    expect(row(42).getByText("Partially refunded")).toBeInTheDocument();
    expect(row(45).getByText("$499.00 refunded")).toBeInTheDocument();
    expect(row(45).queryByText("Partially refunded")).toBeNull();
    expect(row(47).queryByText(/refunded/i)).toBeNull();
  });

  it("asks for the search and filters held in the URL, and the CSV link carries them", async () => {
    const { requests } = await openPage("/admin/payments?q=alex&date=week&status=failed");
    await table();
    const filter = { search: "alex", date: "WEEK", status: "FAILED" };
    expect(requests.list[0]).toMatchObject({ first: 25, filter });
    expect(requests.summary[0]).toEqual({ filter });
    expect(screen.getByRole("combobox", { name: "Date" })).toHaveValue("week");
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("failed");
    expect(exportLink()).toHaveAttribute(
      "href",
      "/api/admin/payments/export.csv?q=alex&date=week&status=failed",
    );
  });

  it("puts a changed filter or search in the URL and asks again from the first page", async () => {
    const { app, requests } = await openPage("/admin/payments?after=c9");
    await table();
    expect(requests.list[0]).toMatchObject({ after: "c9", filter: { date: null, status: null } });
    expect(exportLink()).toHaveAttribute("href", "/api/admin/payments/export.csv");

    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), {
      target: { value: "refunded" },
    });
    await waitFor(() => expect(app.router.location.search).toBe("?status=refunded"));
    await waitFor(() =>
      expect(requests.list.at(-1)).toEqual({
        first: 25,
        filter: expect.objectContaining({ status: "REFUNDED" }),
      }),
    );
    fireEvent.change(screen.getByRole("combobox", { name: "Date" }), {
      target: { value: "today" },
    });
    fireEvent.change(screen.getByRole("searchbox", { name: "Search payments" }), {
      target: { value: "49.99" },
    });
    await waitFor(() =>
      expect(app.router.location.search).toBe("?status=refunded&date=today&q=49.99"),
    );
    await waitFor(() =>
      expect(requests.summary.at(-1)).toEqual({
        filter: { search: "49.99", date: "TODAY", status: "REFUNDED" },
      }),
    );
    expect(exportLink()).toHaveAttribute(
      "href",
      "/api/admin/payments/export.csv?q=49.99&date=today&status=refunded",
    );
  });

  it("says when no payment matches", async () => {
    await openPage("/admin/payments?q=nobody", { payments: [] });
    expect(await screen.findByText("No payments match your search criteria")).toBeInTheDocument();
  });

  it("says when the payments cannot be loaded", async () => {
    signedInAs(administrator);
    answer({});
    server.use(
      api.query(AdminPaymentsPageDocument, () => refused("INTERNAL_SERVER_ERROR", "boom")),
    );
    await renderPage("/admin/payments");
    expect(await screen.findByText("Failed to load payment data")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});

describe("the summary cards", () => {
  it("compare a week with the seven days before it", async () => {
    await openPage("/admin/payments?date=week", {
      current: figures({
        revenueCents: 20000,
        payments: 10,
        successful: 8,
        successRate: 80,
        averageOrderCents: 2500,
      }),
      previous: figures({
        revenueCents: 16000,
        payments: 8,
        successful: 8,
        successRate: 100,
        averageOrderCents: 2000,
      }),
    });
    await screen.findByRole("region", { name: "Total Revenue" });
    expect(card("Total Revenue").getByText("$200.00")).toBeInTheDocument();
    expect(card("Total Revenue").getByText("+25.0% vs previous 7 days")).toBeInTheDocument();
    expect(card("Success Rate").getByText("80.0%")).toBeInTheDocument();
    expect(card("Success Rate").getByText("-20.0 pts vs previous 7 days")).toBeInTheDocument();
    expect(
      card("Success Rate").getByText(
        "Of payments that went through or failed; abandoned checkouts are not counted.",
      ),
    ).toBeInTheDocument();
    expect(card("Average Order Value").getByText("$25.00")).toBeInTheDocument();
    expect(card("Average Order Value").getByText("+25.0% vs previous 7 days")).toBeInTheDocument();
  });

  it("say when the month before had nothing to compare with", async () => {
    await openPage("/admin/payments?date=month", {
      current: figures({
        revenueCents: 4990,
        payments: 2,
        successful: 1,
        successRate: 50,
        averageOrderCents: 4990,
      }),
      previous: figures(),
    });
    await screen.findByRole("region", { name: "Total Revenue" });
    expect(
      card("Total Revenue").getByText("No revenue in the previous 30 days"),
    ).toBeInTheDocument();
    expect(
      card("Success Rate").getByText("No payments in the previous 30 days"),
    ).toBeInTheDocument();
    expect(
      card("Average Order Value").getByText("No orders in the previous 30 days"),
    ).toBeInTheDocument();
  });

  it("for all time, compare the last 30 days with the 30 before them", async () => {
    await openPage("/admin/payments", {
      current: figures({
        revenueCents: 123456,
        payments: 3,
        successful: 3,
        successRate: 100,
        averageOrderCents: 41152,
      }),
      month: {
        current: figures({
          revenueCents: 6000,
          payments: 4,
          successful: 2,
          successRate: 50,
          averageOrderCents: 3000,
        }),
        previous: figures({
          revenueCents: 4000,
          payments: 2,
          successful: 2,
          successRate: 100,
          averageOrderCents: 2000,
        }),
      },
    });
    await screen.findByRole("region", { name: "Total Revenue" });
    expect(card("Total Revenue").getByText("$1,234.56")).toBeInTheDocument();
    expect(card("Success Rate").getByText("100.0%")).toBeInTheDocument();
    expect(card("Average Order Value").getByText("$411.52")).toBeInTheDocument();
    expect(
      await card("Total Revenue").findByText("Last 30 days: +50.0% vs previous 30 days"),
    ).toBeInTheDocument();
    expect(
      card("Success Rate").getByText("Last 30 days: -50.0 pts vs previous 30 days"),
    ).toBeInTheDocument();
    expect(
      card("Average Order Value").getByText("Last 30 days: +50.0% vs previous 30 days"),
    ).toBeInTheDocument();
  });
});

describe("the payment dialogs", () => {
  it("show a payment's details with its metadata, then its receipt", async () => {
    await openPage();
    await table();
    const asked = answerReceipt(() =>
      HttpResponse.json({ data: { __typename: "Query", receipt } }),
    );
    fireEvent.click(row(42).getByRole("button", { name: /^Details of / }));
    const details = dialog("Payment Details");
    expect(details.getByText("pi_demo_42abcdef")).toBeInTheDocument();
    expect(details.getByText("alex")).toBeInTheDocument();
    expect(details.getByText("$499.00 USD")).toBeInTheDocument();
    expect(details.getByText("Successful")).toBeInTheDocument();
    expect(details.getByText("Initial Bail Enforcement Certification")).toBeInTheDocument();
    expect(details.getByText("card.brand")).toBeInTheDocument();
    expect(details.getByText("visa")).toBeInTheDocument();
    expect(details.getByText("card.last4")).toBeInTheDocument();
    expect(details.getByText("attempt")).toBeInTheDocument();
    expect(details.getByText("2")).toBeInTheDocument();

    fireEvent.click(details.getByRole("button", { name: "View Receipt" }));
    await screen.findByText("R-000007");
    expect(asked).toEqual([42]);
    const shown = dialog("Payment Receipt");
    expect(screen.queryByRole("dialog", { name: "Payment Details" })).not.toBeInTheDocument();
    expect(shown.getByText("Alex Morgan")).toBeInTheDocument();
    expect(shown.getByText("alex@example.com")).toBeInTheDocument();
    expect(shown.getByText("Visa ending in 4242")).toBeInTheDocument();
    const item = within(shown.getByRole("region", { name: "Line items" }));
    expect(item.getByText("Initial Bail Enforcement Certification")).toBeInTheDocument();
    expect(item.getByText("$499.00")).toBeInTheDocument();
    expect(shown.getByText("$499.00 USD")).toBeInTheDocument();
    expect(shown.getByText("$0.00")).toBeInTheDocument();
    expect(shown.queryByRole("region", { name: "Refunds" })).not.toBeInTheDocument();
    expect(shown.getByText(/generated by computer/)).toBeInTheDocument();
    const download = shown.getByRole("link", { name: "Download PDF" });
    expect(download).toHaveAttribute("href", "/api/receipts/7/pdf");
    expect(download).toHaveAttribute("target", "_blank");
  });

  it("show a licence fee's receipt: the business as the customer, the licence as the item, its refunds", async () => {
    await openPage();
    await table();
    const asked = answerReceipt(() =>
      HttpResponse.json({
        data: {
          __typename: "Query",
          receipt: {
            ...receipt,
            id: 9,
            receiptNumber: "R-000009",
            customerName: "Apex Recovery LLC",
            customerEmail: "owner@apex.example",
            username: null,
            item: "Royalty-Free License — Apex Recovery LLC",
            amountCents: 250000,
            refundedCents: 50000,
            // Noon UTC: the same day in every time zone the tests may run in.
            refunds: [
              {
                __typename: "ReceiptRefund",
                refundedAt: "2026-11-22T12:00:00.000Z",
                amountCents: 50000,
              },
            ],
            downloadUrl: "/api/receipts/9/pdf",
          },
        },
      }),
    );
    fireEvent.click(row(46).getByRole("button", { name: /^Receipt of / }));
    await screen.findByText("R-000009");
    expect(asked).toEqual([46]);
    const shown = dialog("Payment Receipt");
    expect(shown.getByText("Apex Recovery LLC")).toBeInTheDocument();
    expect(shown.getByText("owner@apex.example")).toBeInTheDocument();
    expect(shown.queryByText("Username")).not.toBeInTheDocument();
    const item = within(shown.getByRole("region", { name: "Line items" }));
    expect(item.getByText("Royalty-Free License — Apex Recovery LLC")).toBeInTheDocument();
    expect(item.getByText("$2,500.00")).toBeInTheDocument();
    expect(shown.getByText("$2,500.00 USD")).toBeInTheDocument();
    const refunds = within(shown.getByRole("region", { name: "Refunds" }));
    expect(refunds.getByText("Refunded Nov 22, 2026")).toBeInTheDocument();
    expect(refunds.getByText("-$500.00")).toBeInTheDocument();
    expect(refunds.getByText("Net paid")).toBeInTheDocument();
    expect(refunds.getByText("$2,000.00")).toBeInTheDocument();
    expect(shown.getByRole("link", { name: "Download PDF" })).toHaveAttribute(
      "href",
      "/api/receipts/9/pdf",
    );
  });

  it("offer View Receipt for successful payments only, and no metadata section without it", async () => {
    await openPage();
    await table();
    fireEvent.click(row(43).getByRole("button", { name: /^Details of / }));
    const details = dialog("Payment Details");
    expect(details.getByText("User #7")).toBeInTheDocument();
    expect(details.getByText("Course #3")).toBeInTheDocument();
    expect(details.queryByRole("button", { name: "View Receipt" })).not.toBeInTheDocument();
    expect(details.queryByText("Metadata")).not.toBeInTheDocument();
    fireEvent.click(details.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("say when a payment has no receipt", async () => {
    await openPage();
    await table();
    answerReceipt(() =>
      HttpResponse.json({
        data: null,
        errors: notFoundErrors("No receipt available for this transaction"),
      }),
    );
    fireEvent.click(row(42).getByRole("button", { name: /^Receipt of / }));
    expect(
      await screen.findByText("No receipt available for this transaction"),
    ).toBeInTheDocument();
    expect(
      dialog("Payment Receipt").queryByRole("link", { name: "Download PDF" }),
    ).not.toBeInTheDocument();
  });

  it("say when the receipt cannot be loaded", async () => {
    await openPage();
    await table();
    answerReceipt(() => refused("INTERNAL_SERVER_ERROR", "boom"));
    fireEvent.click(row(42).getByRole("button", { name: /^Receipt of / }));
    expect(await screen.findByText("Failed to load receipt data")).toBeInTheDocument();
  });
});

describe("the refund dialog", () => {
  /** A refund's key, made when the dialog opens. */
  const KEY = expect.stringMatching(/^refund-[0-9a-f]{32}$/) as unknown as string;
  /** Answers the refund with the payment as the server would then have it, recording each input. */
  function answerRefund() {
    const inputs: AdminRefundPaymentMutationVariables["input"][] = [];
    server.use(
      api.mutation(AdminRefundPaymentDocument, ({ variables }) => {
        inputs.push(variables.input);
        const amountCents = variables.input.amountCents ?? 0;
        const refundPayment = {
          ...paid,
          refundedCents: amountCents,
          status: amountCents === paid.amountCents ? ("REFUNDED" as const) : paid.status,
        };
        return HttpResponse.json({ data: { __typename: "Mutation", refundPayment } });
      }),
    );
    return inputs;
  }

  async function openRefund() {
    await openPage();
    await table();
    fireEvent.click(row(42).getByRole("button", { name: /^Details of / }));
    fireEvent.click(dialog("Payment Details").getByRole("button", { name: "Refund" }));
    return dialog("Refund Payment");
  }

  it("is offered for a successful payment only", async () => {
    await openPage();
    await table();
    fireEvent.click(row(45).getByRole("button", { name: /^Details of / }));
    expect(
      dialog("Payment Details").queryByRole("button", { name: "Refund" }),
    ).not.toBeInTheDocument();
  });

  it("refunds the whole payment and ends the enrollment unless told otherwise", async () => {
    const inputs = answerRefund();
    const refund = await openRefund();
    expect(screen.queryByRole("dialog", { name: "Payment Details" })).not.toBeInTheDocument();
    expect(refund.getByRole("spinbutton", { name: /Amount/ })).toHaveValue(499);
    expect(
      refund.getByRole("checkbox", { name: "The learner keeps the course" }),
    ).not.toBeChecked();
    fireEvent.click(refund.getByRole("button", { name: "Refund" }));
    await waitFor(() =>
      expect(inputs).toEqual([
        { paymentId: 42, amountCents: 49900, keepEnrollment: false, idempotencyKey: KEY },
      ]),
    );
    expect(await screen.findByText("$499.00 was refunded to alex.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("sends one key for every try of one refund, and a new key for the next refund", async () => {
    let answers = 0;
    const keys: (string | null | undefined)[] = [];
    server.use(
      api.mutation(AdminRefundPaymentDocument, ({ variables }) => {
        keys.push(variables.input.idempotencyKey);
        // The first answer is lost on the way (a network failure); the retry is answered.
        if (answers++ === 0) return HttpResponse.error();
        return HttpResponse.json({
          data: { __typename: "Mutation", refundPayment: { ...paid, refundedCents: 49900 } },
        });
      }),
    );
    const refund = await openRefund();
    fireEvent.click(refund.getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() =>
      expect(refund.getByRole("button", { name: "Refund" })).not.toHaveAttribute("data-loading"),
    );
    fireEvent.click(refund.getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toEqual(KEY);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    fireEvent.click(row(42).getByRole("button", { name: /^Details of / }));
    fireEvent.click(dialog("Payment Details").getByRole("button", { name: "Refund" }));
    fireEvent.click(dialog("Refund Payment").getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).toEqual(KEY);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("keeps the course by default for a partial amount, and refuses a partial refund told to end it", async () => {
    const inputs = answerRefund();
    const refund = await openRefund();
    const amount = refund.getByRole("spinbutton", { name: /Amount/ });
    const keep = refund.getByRole("checkbox", { name: "The learner keeps the course" });
    // The switch as the dialog draws it (a click flips the hidden checkbox itself at once).
    const drawn = () => refund.getByText("The learner keeps the course").closest("[data-state]");
    fireEvent.change(amount, { target: { value: "100" } });
    await waitFor(() => expect(drawn()).toHaveAttribute("data-state", "checked"));
    // Turned off, a partial refund cannot be sent.
    fireEvent.click(keep);
    await waitFor(() => expect(drawn()).toHaveAttribute("data-state", "unchecked"));
    fireEvent.click(refund.getByRole("button", { name: "Refund" }));
    expect(
      await refund.findByText("A partial refund keeps the course: choose to keep the enrollment"),
    ).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: "500" } });
    expect(refund.getByText("Enter an amount from $0.01 to $499.00")).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: "100.50" } });
    fireEvent.click(keep);
    await waitFor(() => expect(drawn()).toHaveAttribute("data-state", "checked"));
    fireEvent.click(refund.getByRole("button", { name: "Refund" }));
    await waitFor(() =>
      expect(inputs).toEqual([
        { paymentId: 42, amountCents: 10050, keepEnrollment: true, idempotencyKey: KEY },
      ]),
    );
  });

  it("speaks of a licence fee's licence and business offer, with nothing to keep", async () => {
    const inputs = answerRefund();
    await openPage();
    await table();
    fireEvent.click(row(46).getByRole("button", { name: /^Details of / }));
    fireEvent.click(dialog("Payment Details").getByRole("button", { name: "Refund" }));
    const refund = dialog("Refund Payment");
    expect(
      refund.getByText(
        (_, element) =>
          element?.tagName === "P" &&
          element.textContent ===
            "Give back up to $2,500.00 of Apex Recovery LLC's fee for the Royalty-Free License through Demo. A full refund cancels Apex Recovery LLC's business offer and ends its Royalty-Free License; a partial one keeps them.",
      ),
    ).toBeInTheDocument();
    expect(refund.queryByText(/enrollment/i)).toBeNull();
    expect(refund.queryByRole("checkbox", { name: "The learner keeps the course" })).toBeNull();
    fireEvent.change(refund.getByRole("spinbutton", { name: /Amount/ }), {
      target: { value: "500" },
    });
    fireEvent.click(refund.getByRole("button", { name: "Refund" }));
    await waitFor(() =>
      expect(inputs).toEqual([{ paymentId: 46, amountCents: 50000, idempotencyKey: KEY }]),
    );
  });

  it("gives seats back: a partial refund needs no keeping, and seats in use need the enrollments chosen", async () => {
    const seats = payment({ id: 46, seats: 3, amountCents: 44700, courseTitle: "Skip Tracing" });
    const inputs = answerRefund();
    server.use(
      api.query(AdminSeatRefundDocument, ({ variables }) => {
        expect(variables).toEqual({ paymentId: 46 });
        return HttpResponse.json({
          data: {
            __typename: "Query",
            adminSeatRefund: {
              __typename: "SeatRefund",
              agencyName: "Bayou Recovery LLC",
              seats: 3,
              returned: 0,
              unused: 1,
              enrollments: [
                {
                  __typename: "SeatEnrollment",
                  enrollmentId: 801,
                  firstName: "Ana",
                  lastName: "Diaz",
                  email: "ana@example.com",
                },
              ],
            },
          },
        });
      }),
    );
    await openPage("/admin/payments", { payments: [seats] });
    await table();
    fireEvent.click(row(46).getByRole("button", { name: /^Details of / }));
    fireEvent.click(dialog("Payment Details").getByRole("button", { name: "Refund" }));
    const refund = dialog("Refund Payment");
    expect(refund.queryByRole("checkbox", { name: "The learner keeps the course" })).toBeNull();
    const amount = refund.getByRole("spinbutton", { name: /Amount/ });
    // One seat's price: the unused seat, nothing to choose.
    fireEvent.change(amount, { target: { value: "149" } });
    expect(await refund.findByText("1 seat")).toBeInTheDocument();
    expect(refund.queryByRole("group", { name: "Enrollments to end" })).toBeNull();
    // Two seats: one of them in use, whose enrollment the administrator chooses to end.
    fireEvent.change(amount, { target: { value: "298" } });
    expect(refund.getByText("2 seats")).toBeInTheDocument();
    const ending = within(refund.getByRole("group", { name: "Enrollments to end" }));
    const ana = ending.getByRole("checkbox", { name: "Ana Diaz (ana@example.com)" });
    fireEvent.click(ana);
    expect(await refund.findByText(/\(chosen: 1\)/)).toBeInTheDocument();
    fireEvent.click(refund.getByRole("button", { name: "Refund" }));
    await waitFor(() =>
      expect(inputs).toEqual([
        { paymentId: 46, amountCents: 29800, endEnrollmentIds: [801], idempotencyKey: KEY },
      ]),
    );
  });

  it("says when the processor has the refund pending, and holds its part back", async () => {
    server.use(
      api.mutation(AdminRefundPaymentDocument, () =>
        HttpResponse.json({
          data: {
            __typename: "Mutation",
            refundPayment: { ...paid, pendingRefundCents: paid.amountCents },
          },
        }),
      ),
    );
    const refund = await openRefund();
    fireEvent.click(refund.getByRole("button", { name: "Refund" }));
    expect(
      await screen.findByText(
        "The processor has the refund of $499.00 to alex pending; the payment and enrollment change once it succeeds.",
      ),
    ).toBeInTheDocument();
  });

  it("shows a pending refund and an open dispute in the details, and offers no refund then", async () => {
    await openPage("/admin/payments", {
      payments: [
        { ...paid, pendingRefundCents: 10_000 },
        payment({ id: 46, disputeStatus: "needs_response" }),
      ],
    });
    await table();
    fireEvent.click(row(42).getByRole("button", { name: /^Details of / }));
    const details = dialog("Payment Details");
    expect(details.getByText("Refund pending")).toBeInTheDocument();
    expect(details.getByText("$100.00")).toBeInTheDocument();
    expect(details.getByRole("button", { name: "Refund" })).toBeInTheDocument();
    fireEvent.click(details.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    fireEvent.click(row(46).getByRole("button", { name: /^Details of / }));
    const disputed = dialog("Payment Details");
    expect(disputed.getByText("Disputed: answer in the Stripe Dashboard")).toBeInTheDocument();
    expect(disputed.queryByRole("button", { name: "Refund" })).not.toBeInTheDocument();
  });

  it("tells the server's refusal and stays open", async () => {
    server.use(
      api.mutation(AdminRefundPaymentDocument, () =>
        refused("CONFLICT", "Only a successful payment can be refunded."),
      ),
    );
    const refund = await openRefund();
    fireEvent.click(refund.getByRole("button", { name: "Refund" }));
    expect(
      await screen.findByText("Only a successful payment can be refunded."),
    ).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Refund Payment" })).toBeInTheDocument();
  });
});
