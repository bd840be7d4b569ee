import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import {
  CheckoutCourseDocument,
  CreatePaymentIntentDocument,
  CheckoutEnrollmentDocument,
  CheckoutSellerDocument,
  type CreatePaymentIntentMutationVariables,
  EnrollmentAgreementDocument,
  SignAgreementDocument,
  type SignAgreementMutationVariables,
} from "../checkout.generated";
import { MyEnrollmentsDocument } from "../../dashboard/dashboard.generated";
import { learner, skipTracing } from "../../../test/fixtures";
import { currentPath, renderApp, renderPage } from "../../../test/render-app";
import { answerDemoPayments, payWith } from "../../../test/demo-payments";
import { api, notFoundErrors, refused, server, signedInAs } from "../../../test/server";

const DOCUMENT = "<h2>Enrollment Agreement</h2><p>The learner agrees to the terms.</p>";
const agreement = {
  __typename: "UserAgreement" as const,
  id: 41,
  signedAt: "2026-11-20T10:00:00.000Z",
  pdfUrl: "/api/user-agreements/41/pdf",
};
const intent = {
  __typename: "PaymentIntent" as const,
  id: "demo_pi_1",
  clientSecret: "demo_pi_1_secret_x",
  amountCents: skipTracing.priceCents,
  currency: "usd",
  processor: "DEMO" as const,
  publishableKey: null,
};

/** A learner at the checkout of Skip Tracing, with the API's answers for every step. */
function checkout({ signed = false } = {}) {
  const calls = {
    sign: [] as SignAgreementMutationVariables[],
    intents: [] as CreatePaymentIntentMutationVariables[],
    pay: 0,
    enroll: 0,
  };
  signedInAs(learner);
  server.use(
    api.query(CheckoutCourseDocument, ({ variables }) =>
      variables.id === skipTracing.id
        ? HttpResponse.json({
            data: {
              __typename: "Query",
              course: {
                __typename: "Course",
                id: skipTracing.id,
                title: skipTracing.title,
                priceCents: skipTracing.priceCents,
                isActive: true,
              },
              myAgreement: signed ? agreement : null,
            },
          })
        : HttpResponse.json({ data: null, errors: notFoundErrors("No course") }),
    ),
    api.query(EnrollmentAgreementDocument, () =>
      HttpResponse.json({
        data: {
          __typename: "Query",
          activeLegalDocument: {
            __typename: "LegalDocument",
            id: 7,
            title: "Enrollment Agreement",
            content: DOCUMENT,
            version: "2.1",
          },
        },
      }),
    ),
    api.mutation(SignAgreementDocument, ({ variables }) => {
      calls.sign.push(variables);
      return HttpResponse.json({ data: { __typename: "Mutation", signAgreement: agreement } });
    }),
    api.mutation(CreatePaymentIntentDocument, ({ variables }) => {
      calls.intents.push(variables);
      return HttpResponse.json({ data: { __typename: "Mutation", createPaymentIntent: intent } });
    }),
    api.query(CheckoutEnrollmentDocument, () => {
      calls.enroll += 1;
      return HttpResponse.json({
        data: {
          __typename: "Query",
          checkoutEnrollment: { __typename: "Enrollment", id: 5, courseId: skipTracing.id },
        },
      });
    }),
    api.query(MyEnrollmentsDocument, () =>
      HttpResponse.json({ data: { __typename: "Query", myEnrollments: [] } }),
    ),
  );
  return answerDemoPayments(intent.id, calls);
}

const tab = (name: string) => screen.getByRole("tab", { name });
const signButton = () => screen.getByRole("button", { name: "Sign Agreement" });

async function agree() {
  await screen.findByRole("region", { name: "Enrollment agreement text" });
  fireEvent.click(
    screen.getByRole("checkbox", {
      name: "I have read and agree to the terms of this enrollment agreement",
    }),
  );
  await screen.findByRole("tab", { name: "Type Signature" });
}

describe("checkout", () => {
  it("keeps the payment step closed until the agreement is signed, then pays and enrolls", async () => {
    const calls = checkout();
    const app = await renderPage(`/checkout/${skipTracing.id}`);
    expect(await screen.findByRole("heading", { name: "Checkout" })).toBeInTheDocument();
    expect(tab("2. Payment")).toBeDisabled();
    await screen.findByRole("region", { name: "Enrollment agreement text" });
    expect(signButton()).toBeDisabled();
    expect(screen.queryByRole("tab", { name: "Type Signature" })).not.toBeInTheDocument();

    await agree();
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveValue("Jordan Lee");
    expect(signButton()).toBeEnabled();
    fireEvent.click(signButton());

    await waitFor(() => expect(tab("2. Payment")).toHaveAttribute("aria-selected", "true"));
    expect(tab("1. Agreement")).toBeDisabled();
    // The confirmation takes the agreement's place and the reader's focus (a phone is not left
    // on the footer below the much shorter payment step).
    await waitFor(() =>
      expect(
        screen.getByText(/^You signed the enrollment agreement on/).closest("[role=status]"),
      ).toHaveFocus(),
    );
    const [{ input }] = calls.sign;
    expect(input).toMatchObject({
      documentId: 7,
      courseId: skipTracing.id,
      signature: { type: "TYPED", text: "Jordan Lee", style: "handwritten" },
    });
    expect(input.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(
      screen.getByRole("link", { name: "Download the signed agreement (PDF)" }),
    ).toHaveAttribute("href", agreement.pdfUrl);
    const summary = within(
      screen
        .getByRole("heading", { name: "Order Summary" })
        .closest(".chakra-card__root") as HTMLElement,
    );
    expect(summary.getByText(skipTracing.title)).toBeInTheDocument();
    expect(summary.getAllByText("$199.00")).toHaveLength(2);
    expect(await screen.findByText("Demo payments: no card is charged.")).toBeInTheDocument();

    await payWith("4242 4242 4242 4242", "$199.00");
    await waitFor(() => expect(currentPath(app)).toBe("/dashboard"));
    expect(await screen.findByText("Enrollment Successful")).toBeInTheDocument();
    expect(calls).toMatchObject({ pay: 1, enroll: 1 });
  });

  it("leaves an agreement signed earlier where it is, and links back to the course as a link", async () => {
    checkout({ signed: true });
    await renderPage(`/checkout/${skipTracing.id}`);
    const confirmation = (
      await screen.findByText(/^You signed the enrollment agreement on/)
    ).closest("[role=status]");
    expect(confirmation).not.toHaveFocus();
    const back = screen.getByRole("link", { name: "Back to the course" });
    expect(back).toHaveAttribute("href", `/course/${skipTracing.id}`);
    // Underlined link text, not a button.
    expect(getComputedStyle(back).textDecoration).toContain("underline");
    expect(back).not.toHaveClass("chakra-button");
  });

  it("says what is missing before it sends a signature", async () => {
    checkout();
    await renderPage(`/checkout/${skipTracing.id}`);
    await agree();
    fireEvent.change(screen.getByRole("textbox", { name: "Full name" }), {
      target: { value: "  " },
    });
    expect(signButton()).toBeDisabled();
  });

  it("shows a declined card inline and in a toast, and enrolls nobody", async () => {
    const calls = checkout({ signed: true });
    const app = await renderPage(`/checkout/${skipTracing.id}`);
    await payWith("4000 0000 0000 0002", "$199.00");
    expect(await screen.findByRole("alert")).toHaveTextContent("Your card was declined.");
    expect(await screen.findByText("Payment Failed")).toBeInTheDocument();
    expect(calls.enroll).toBe(0);
    expect(currentPath(app)).toBe(`/checkout/${skipTracing.id}`);
  });

  it("says when the paid checkout's enrollment cannot be read, and stays on the checkout", async () => {
    const calls = checkout({ signed: true });
    server.use(
      api.query(CheckoutEnrollmentDocument, () => {
        calls.enroll += 1;
        return refused("CONFLICT", "This payment has already been used.");
      }),
    );
    const app = await renderApp(`/checkout/${skipTracing.id}`);
    await payWith("4242 4242 4242 4242", "$199.00");
    expect(await screen.findByText("Enrollment Failed")).toBeInTheDocument();
    expect(screen.getByText("This payment has already been used.")).toBeInTheDocument();
    expect(calls).toMatchObject({ pay: 1, enroll: 1 });
    expect(currentPath(app)).toBe(`/checkout/${skipTracing.id}`);
  });

  it("checks the card before sending it", async () => {
    const calls = checkout({ signed: true });
    await renderPage(`/checkout/${skipTracing.id}`);
    await payWith("4242", "$199.00");
    expect(await screen.findByText("Enter the card number (12 to 19 digits)")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Expiry"), { target: { value: "01 / 20" } });
    fireEvent.click(screen.getByRole("button", { name: "Pay $199.00" }));
    expect(await screen.findByText("This card has expired")).toBeInTheDocument();
    expect(calls.pay).toBe(0);
  });

  it("writes the expiry as MM / YY while it is typed", async () => {
    checkout({ signed: true });
    await renderPage(`/checkout/${skipTracing.id}`);
    await payWith("4242", "$199.00");
    const expiry = screen.getByLabelText("Expiry");
    const type = (value: string) => fireEvent.change(expiry, { target: { value } });
    type("1230");
    expect(expiry).toHaveValue("12 / 30");
    type("12 /");
    expect(expiry).toHaveValue("12");
    type("4");
    expect(expiry).toHaveValue("04 / ");
    type("12/2031");
    expect(expiry).toHaveValue("12 / 31");
  });

  it("tells an enrolled learner so, with no card form", async () => {
    checkout({ signed: true });
    server.use(
      api.mutation(CreatePaymentIntentDocument, () =>
        refused("CONFLICT", "You are already enrolled in this course."),
      ),
    );
    await renderPage(`/checkout/${skipTracing.id}`);
    expect(await screen.findByText("You are already enrolled in this course.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to My Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
  });

  it("takes the card form's processor and key from the intent alone", async () => {
    checkout({ signed: true });
    // A Stripe install without its publishable key: a broken setup, and said so.
    const stripe = { ...intent, processor: "STRIPE" as const, publishableKey: null };
    server.use(
      api.mutation(CreatePaymentIntentDocument, () =>
        HttpResponse.json({ data: { __typename: "Mutation", createPaymentIntent: stripe } }),
      ),
    );
    await renderApp(`/checkout/${skipTracing.id}`);
    expect(await screen.findByText("Payment Configuration Error")).toBeInTheDocument();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
  });

  it("shows a failure to start the payment with a way to try again", async () => {
    checkout({ signed: true });
    server.use(api.mutation(CreatePaymentIntentDocument, () => HttpResponse.error()));
    await renderPage(`/checkout/${skipTracing.id}`);
    expect(await screen.findByText("Payment Error")).toBeInTheDocument();
    expect(screen.getByText(/Failed to initialize payment/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });

  it("sends a learner whose session has expired to log in again, back to this checkout", async () => {
    checkout();
    server.use(
      api.mutation(SignAgreementDocument, () =>
        refused("UNAUTHENTICATED", "You need to be logged in to view this content."),
      ),
    );
    const app = await renderApp(`/checkout/${skipTracing.id}`);
    await agree();
    fireEvent.click(signButton());
    expect(await screen.findByText("Session Expired")).toBeInTheDocument();
    await waitFor(() =>
      expect(currentPath(app)).toBe(`/login?redirect=${encodeURIComponent("/checkout/3")}`),
    );
  });

  it("says Course Not Found and goes home for a course that does not exist", async () => {
    checkout();
    const app = await renderPage("/checkout/999");
    expect(await screen.findByText("Course Not Found")).toBeInTheDocument();
    await waitFor(() => expect(currentPath(app)).toBe("/"));
  });

  it("sells at a partner's storefront in its name and at its price, then goes to the dashboard", async () => {
    const calls = checkout({ signed: true });
    const seller = { slug: "ridge", name: "Ridge Recovery", brandColour: "#1d4ed8" };
    server.use(
      api.query(CheckoutSellerDocument, () =>
        HttpResponse.json({
          data: {
            __typename: "Query",
            checkoutSeller: { __typename: "CheckoutSeller", ...seller, priceCents: 14_900 },
          },
        }),
      ),
    );
    const app = await renderApp(`/p/ridge/checkout/${skipTracing.id}`);
    expect(await screen.findByText("Offered by Ridge Recovery")).toBeInTheDocument();
    const summary = within(
      (await screen.findByRole("heading", { name: "Order Summary" })).closest(
        ".chakra-card__root",
      ) as HTMLElement,
    );
    expect(summary.getAllByText("$149.00")).toHaveLength(2);
    expect(calls.intents).toEqual([{ courseId: skipTracing.id, storefront: "ridge" }]);
    expect(screen.getByRole("link", { name: "Back to the course" })).toHaveAttribute(
      "href",
      `/p/ridge/course/${skipTracing.id}`,
    );
    await payWith("4242 4242 4242 4242", "$149.00");
    await waitFor(() => expect(currentPath(app)).toBe("/dashboard"));
  });

  it("says so, with no card form, at a storefront that is not selling", async () => {
    const calls = checkout({ signed: true });
    server.use(
      api.query(CheckoutSellerDocument, () =>
        refused("CONFLICT", "This academy is not selling at the moment"),
      ),
    );
    await renderPage(`/p/ridge/checkout/${skipTracing.id}`);
    expect(
      await screen.findByText("This academy is not selling at the moment"),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
    expect(calls.intents).toEqual([]);
  });

  it("sends a signed-out visitor of a storefront's checkout to log in or register, and back", async () => {
    const app = await renderApp(`/p/ridge/checkout/${skipTracing.id}`);
    const back = `/p/ridge/checkout/${skipTracing.id}`;
    await waitFor(() => expect(currentPath(app)).toBe(`/login?redirect=${back}`));
  });

  it("keeps the academy's own checkout without a storefront", async () => {
    const calls = checkout({ signed: true });
    await renderPage(`/checkout/${skipTracing.id}`);
    await screen.findByText("Demo payments: no card is charged.");
    expect(calls.intents).toEqual([{ courseId: skipTracing.id }]);
    expect(screen.queryByText(/^Offered by/)).not.toBeInTheDocument();
  });
});
