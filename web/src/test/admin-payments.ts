import { screen, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  AdminPaymentSummaryDocument,
  AdminPaymentsPageDocument,
  type AdminPaymentSummaryQuery,
  type AdminPaymentSummaryQueryVariables,
  type AdminPaymentsPageQueryVariables,
  type AdminPaymentsPage_PaymentFragment,
  type PaymentSummaryCards_FiguresFragment,
} from "../features/admin/payments/admin-payments.generated";
import { administrator } from "./fixtures";
import { connectionOf } from "./lists";
import { renderPage } from "./render-app";
import { api, server, signedInAs } from "./server";

/** The admin payments page's tests (list, summary, dialogs, refunds): their payments and answers. */

export type Payment = AdminPaymentsPage_PaymentFragment;
type Figures = PaymentSummaryCards_FiguresFragment;

export function payment(fields: Partial<Payment> & Pick<Payment, "id">): Payment {
  return {
    __typename: "AdminPayment",
    transactionId: `pi_demo_${fields.id}abcdef`,
    userId: 40,
    username: "alex",
    courseId: 1,
    courseTitle: "Initial Bail Enforcement Certification",
    businessName: null,
    licence: null,
    partnerId: null,
    partnerName: null,
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

export const paid = payment({
  id: 42,
  receiptId: 7,
  metadata: JSON.stringify({ card: { brand: "visa", last4: "4242" }, attempt: 2 }),
});
// The user was deleted but the payment remembers their id; the course is gone altogether.
export const pending = payment({
  id: 43,
  status: "PENDING",
  username: null,
  userId: 7,
  courseTitle: null,
  courseId: 3,
  amountCents: 14950,
});
export const failed = payment({
  id: 44,
  status: "FAILED",
  username: null,
  userId: null,
  courseTitle: null,
  courseId: null,
  amountCents: 19900,
});
export const refunded = payment({ id: 45, status: "REFUNDED", username: "sam" });
// A business's licence fee: no user, no course.
export const licence = payment({
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

export function figures(fields: Partial<Figures> = {}): Figures {
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

export interface Answers {
  payments?: Payment[];
  current?: Figures;
  previous?: Figures | null;
  /** The figures of the last 30 days and the 30 before, when they differ from the above. */
  month?: { current: Figures; previous: Figures | null };
}

/** Answers the list and the summary, recording the variables of each request. */
export function answer({
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
      return HttpResponse.json({
        data: { __typename: "Query", payments: connectionOf("AdminPayment", payments) },
      });
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

/** Opens the page as an administrator, the list and summary answered. */
export async function openPage(path = "/admin/payments", answers: Answers = {}) {
  signedInAs(administrator);
  const requests = answer(answers);
  const app = await renderPage(path);
  await screen.findByRole("heading", { name: "Payments" });
  return { app, requests };
}

export const table = () => screen.findByRole("table", { name: "Payments" });
export const row = (id: number) => within(screen.getByTitle(`pi_demo_${id}abcdef`).closest("tr")!);
export const dialog = (name: string) => within(screen.getByRole("dialog", { name }));

/**
 * The first render loads the admin layout and this page on demand, which on a busy machine
 * outlasts Testing Library's wait: a test file loads them once, unhurried, before its tests.
 */
export async function warmPaymentsPage() {
  signedInAs(administrator);
  answer({ payments: [] });
  const warm = await renderPage("/admin/payments");
  await screen.findByText("No payments match your search criteria", {}, { timeout: 10_000 });
  warm.unmount();
}
