import { beforeAll, describe, expect, it } from "@jest/globals";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  AdminRefundPaymentDocument,
  AdminSeatRefundDocument,
  type AdminRefundPaymentMutationVariables,
} from "../admin-payments.generated";
import {
  dialog,
  openPage,
  paid,
  payment,
  row,
  table,
  warmPaymentsPage,
} from "../../../../test/admin-payments";
import { api, refused, server } from "../../../../test/server";

configure({ asyncUtilTimeout: 5000 });
beforeAll(warmPaymentsPage);

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
