import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { SubmitBusinessApplicationDocument } from "../business-offers.generated";
import type { BusinessOfferInput } from "../../../graphql/types";
import { currentPath, renderPage } from "../../../test/render-app";
import { api, refused, refusedFields, server } from "../../../test/server";
import { OFFER_REFERENCE, answerOfferPayment } from "../offer-fixtures";

/** Answers the application with offer 12, recording what was sent. */
function answerApplication(reply?: () => Response) {
  const inputs: BusinessOfferInput[] = [];
  server.use(
    api.mutation(SubmitBusinessApplicationDocument, ({ variables }) => {
      inputs.push(variables.input);
      if (reply) return reply();
      return HttpResponse.json({
        data: {
          __typename: "Mutation",
          applyForLicense: {
            __typename: "BusinessOffer",
            id: 12,
            withDetails: true,
            businessName: variables.input.businessName,
            licenseType: variables.input.licenseType,
            status: "PENDING",
            feeCents: 75000,
            reference: OFFER_REFERENCE,
          },
        },
      });
    }),
  );
  return inputs;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Submit Application" }));

function fillValidApplication() {
  fill("Business Name", "Lone Star Recovery");
  fill("Contact Name", "Dana Ortiz");
  fill("Contact Email", "dana@lonestar.example");
  fill("Contact Phone", "512-555-0147");
  fill("Business Address", "100 Congress Ave, Austin, TX");
}

async function openForm(card = "Choose Revenue Share License") {
  const app = await renderPage("/business-offers");
  fireEvent.click(await screen.findByRole("link", { name: card }));
  await screen.findByRole("form", { name: "Licensing application" });
  return app;
}

describe("the business licensing page", () => {
  it("shows both licences with their terms, without the site's top bar", async () => {
    await renderPage("/business-offers");
    expect(await screen.findByRole("tab", { name: "Licensing Options" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const royaltyFree = within(screen.getByRole("region", { name: "Royalty-Free License" }));
    expect(royaltyFree.getByText("$2,500")).toBeInTheDocument();
    expect(royaltyFree.getByText("Unlimited student enrollments")).toBeInTheDocument();
    expect(royaltyFree.getByText("Valid for 3 years with renewal option")).toBeInTheDocument();
    const revenueShare = within(screen.getByRole("region", { name: "Revenue Share License" }));
    expect(revenueShare.getByText("$750")).toBeInTheDocument();
    expect(revenueShare.getByText("15% of student tuition per enrollment")).toBeInTheDocument();
    expect(revenueShare.getByText("Monthly reporting and settlement")).toBeInTheDocument();
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
  });

  it("tells the six steps and applies for the royalty-free licence from Program Information", async () => {
    await renderPage("/business-offers");
    fireEvent.click(await screen.findByRole("tab", { name: "Program Information" }));
    expect(await screen.findByText("Receive your admin credentials")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Why partner with us" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "What is included" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map(item => item.textContent)).toEqual(
      expect.arrayContaining([
        "Select your licensing option",
        "Complete the application form",
        "Make the initial payment",
        "Sign the licensing agreement",
        "Receive your admin credentials",
        "Launch your branded training program",
      ]),
    );
    fireEvent.click(screen.getByRole("link", { name: "Apply for Licensing" }));
    const form = within(await screen.findByRole("region", { name: "Licensing Application" }));
    expect(form.getByText("Royalty-Free License")).toBeInTheDocument();
    expect(form.getByLabelText("License Type", { exact: false })).toHaveValue("royalty-free");
    fireEvent.click(form.getByRole("button", { name: "Back to Options" }));
    expect(await screen.findByRole("tab", { name: "Licensing Options" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("region", { name: "Royalty-Free License" })).toBeInTheDocument();
  });

  it("shows the spec's message for each field and sends nothing", async () => {
    const inputs = answerApplication();
    await openForm();
    fill("Business Website", "not a site");
    submit();
    for (const message of [
      "Business name must be at least 2 characters",
      "Contact name must be at least 2 characters",
      "Please enter a valid email address",
      "Please enter a valid phone number",
      "Please enter a valid website URL",
      "Please enter your business address",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Business Name", { exact: false })).toHaveFocus();
    expect(inputs).toEqual([]);
  });

  it("refuses names with a bidirectional control or a line separator in the API's words", async () => {
    const inputs = answerApplication();
    await openForm();
    fillValidApplication();
    fill("Business Name", "Lone Star \u202Egnp.exe");
    fill("Contact Name", "Dana\u2028Ortiz");
    submit();
    expect(
      await screen.findByText("Business name must be one line of plain text without < or >"),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Contact name must be one line of plain text without < or >"),
    ).toBeInTheDocument();
    expect(inputs).toEqual([]);
  });

  it("refuses invisible and text-direction characters in the contact details and address", async () => {
    const inputs = answerApplication();
    await openForm();
    fillValidApplication();
    fill("Contact Email", "dana@lone\u200Bstar.example");
    fill("Contact Phone", "512-555-0147\u202E");
    fill("Business Website", "https://lone\u2060star.example");
    fill("Business Address", "100 Congress Ave,\u2067 Austin, TX");
    submit();
    for (const message of [
      "Please enter a valid email address",
      "Please enter a valid phone number",
      "Please enter a valid website URL",
      "Business address must be one line of plain text without < or >",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(inputs).toEqual([]);
  });

  it("sends the chosen licence and goes to the payment page with the offer's reference", async () => {
    const inputs = answerApplication();
    answerOfferPayment();
    const app = await openForm();
    expect(screen.getByLabelText("License Type", { exact: false })).toHaveValue("revenue-share");
    fillValidApplication();
    submit();
    await waitFor(() =>
      expect(currentPath(app)).toBe(`/business-offers/payment/12?ref=${OFFER_REFERENCE}`),
    );
    expect(inputs).toEqual([
      {
        businessName: "Lone Star Recovery",
        contactName: "Dana Ortiz",
        contactEmail: "dana@lonestar.example",
        contactPhone: "512-555-0147",
        businessWebsite: null,
        businessAddress: "100 Congress Ave, Austin, TX",
        licenseType: "REVENUE_SHARE",
        additionalInfo: null,
      },
    ]);
  });

  it("shows each of the server's refusals beside the field it names", async () => {
    answerApplication(() =>
      refusedFields({
        contactEmail: "Please enter a valid email address",
        contactPhone: "Please enter a valid phone number",
      }),
    );
    const app = await openForm();
    fillValidApplication();
    submit();
    const email = screen.getByLabelText("Contact Email", { exact: false });
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByLabelText("Contact Phone", { exact: false })).toHaveAccessibleDescription(
      "Please enter a valid phone number",
    );
    expect(currentPath(app)).toBe("/business-offers?apply=revenue-share");
  });

  it("says Submission Failed when the application cannot be sent", async () => {
    answerApplication(() => HttpResponse.error());
    await openForm();
    fillValidApplication();
    submit();
    expect(await screen.findByText("Submission Failed")).toBeInTheDocument();
    expect(
      screen.getByText("There was an error submitting your application. Please try again."),
    ).toBeInTheDocument();
  });

  it("says Submission Failed in the server's words for a refusal of no field", async () => {
    answerApplication(() => refused("TOO_MANY_REQUESTS", "Too many applications. Try later."));
    await openForm();
    fillValidApplication();
    submit();
    expect(await screen.findByText("Too many applications. Try later.")).toBeInTheDocument();
  });
});
