import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { administrator, learner } from "../../../test/fixtures";
import { answerDemoPayments, payWith } from "../../../test/demo-payments";
import { answer, partner } from "../../../test/partners";
import { renderPage } from "../../../test/render-app";
import { api, server, signedInAs } from "../../../test/server";
import {
  CompletePartnerRenewalDocument,
  type CompletePartnerRenewalMutationVariables,
  ResumePartnerDocument,
  StartPartnerRenewalDocument,
  SuspendPartnerDocument,
  type SuspendPartnerMutationVariables,
} from "../partner-term.generated";

const DAY = 86_400_000;
/** A launched royalty-free partner whose term ends in 45 days and a half. */
const live = (changes: object = {}) =>
  partner({
    status: "LIVE",
    termEndsAt: new Date(Date.now() + 45.5 * DAY).toISOString(),
    launchedAt: "2026-11-21T10:00:00.000Z",
    ...changes,
  });

/** Answers partner 7 as given, and the renewal's and suspension's calls (counted in `calls`). */
function answerTerm(shown: ReturnType<typeof partner>) {
  answer(shown);
  const calls = {
    pay: 0,
    intents: 0,
    confirmed: [] as CompletePartnerRenewalMutationVariables[],
    suspended: [] as SuspendPartnerMutationVariables[],
    resumed: 0,
  };
  const after = (changes: object) => ({
    __typename: "Partner" as const,
    id: 7,
    status: shown.status,
    termEndsAt: shown.termEndsAt,
    suspendedReason: shown.suspendedReason,
    timeline: [],
    ...changes,
  });
  server.use(
    api.mutation(StartPartnerRenewalDocument, () => {
      calls.intents += 1;
      return HttpResponse.json({
        data: {
          __typename: "Mutation",
          createPartnerRenewalIntent: {
            __typename: "PaymentIntent",
            id: "pi_demo_renewal_7",
            clientSecret: "pi_demo_renewal_7_secret",
            amountCents: 250_000,
            currency: "usd",
            processor: "DEMO",
            publishableKey: null,
          },
        },
      });
    }),
    api.mutation(CompletePartnerRenewalDocument, ({ variables }) => {
      calls.confirmed.push(variables);
      return HttpResponse.json({
        data: {
          __typename: "Mutation",
          confirmPartnerRenewal: after({ status: "LIVE", termEndsAt: "2032-01-15T10:00:00.000Z" }),
        },
      });
    }),
    api.mutation(SuspendPartnerDocument, ({ variables }) => {
      calls.suspended.push(variables);
      return HttpResponse.json({
        data: {
          __typename: "Mutation",
          adminSuspendPartner: after({ status: "SUSPENDED", suspendedReason: variables.reason }),
        },
      });
    }),
    api.mutation(ResumePartnerDocument, () => {
      calls.resumed += 1;
      return HttpResponse.json({
        data: {
          __typename: "Mutation",
          adminResumePartner: after({ status: "LIVE", suspendedReason: null }),
        },
      });
    }),
  );
  return answerDemoPayments("pi_demo_renewal_7", calls);
}

const panel = async () => {
  const heading = await screen.findByRole("heading", { name: "Licence term" });
  return within(heading.closest<HTMLElement>(".chakra-card__body") ?? document.body);
};

describe("the licence term panel", () => {
  it("shows a royalty-free term's end and days left, and renews it with the card form", async () => {
    const calls = answerTerm(live());
    signedInAs(learner);
    await renderPage("/partner/7");
    const term = await panel();
    expect(term.getByText("46 days left")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Suspend partner" })).toBeNull();
    fireEvent.click(term.getByRole("button", { name: "Renew for 3 years" }));
    await payWith("4242 4242 4242 4242", "$2,500.00");
    await waitFor(() =>
      expect(calls.confirmed).toEqual([{ partnerId: 7, paymentId: "pi_demo_renewal_7" }]),
    );
    expect(await screen.findByText("Licence renewed")).toBeVisible();
    expect(await screen.findByText("Jan 15, 2032")).toBeVisible();
    expect(calls.intents).toBe(1);
  });

  it("says a revenue share has no end date, and offers no renewal", async () => {
    answerTerm(live({ licenceType: "REVENUE_SHARE", termEndsAt: null }));
    signedInAs(learner);
    await renderPage("/partner/7");
    const term = await panel();
    expect(term.getByText(/^No end date/)).toBeVisible();
    expect(term.queryByRole("button", { name: "Renew for 3 years" })).toBeNull();
  });

  it("says an ended licence has ended, and still offers Renew", async () => {
    answerTerm(live({ status: "ENDED", termEndsAt: "2026-10-01T10:00:00.000Z" }));
    signedInAs(learner);
    await renderPage("/partner/7");
    const term = await panel();
    expect(term.getByText("The licence ended on Oct 1, 2026")).toBeVisible();
    expect(term.getByText(/learners keep what they bought/)).toBeVisible();
    expect(term.getByRole("button", { name: "Renew for 3 years" })).toBeVisible();
  });

  it("shows a suspension's reason; the academy's administrators suspend and resume", async () => {
    const calls = answerTerm(live());
    signedInAs(administrator);
    await renderPage("/partner/7");
    const term = await panel();
    fireEvent.click(term.getByRole("button", { name: "Suspend partner" }));
    const dialog = within(await screen.findByRole("form", { name: "Suspend this partner" }));
    fireEvent.change(dialog.getByLabelText(/^Reason/), {
      target: { value: "Complaints about course claims" },
    });
    fireEvent.click(dialog.getByRole("button", { name: "Suspend" }));
    await waitFor(() =>
      expect(calls.suspended).toEqual([{ partnerId: 7, reason: "Complaints about course claims" }]),
    );
    expect(await screen.findByText("The academy suspended this partner")).toBeVisible();
    expect(screen.getByText("Complaints about course claims")).toBeVisible();
    fireEvent.click(await screen.findByRole("button", { name: "Resume partner" }));
    await waitFor(() => expect(calls.resumed).toBe(1));
    await waitFor(() =>
      expect(screen.queryByText("The academy suspended this partner")).toBeNull(),
    );
  });
});
