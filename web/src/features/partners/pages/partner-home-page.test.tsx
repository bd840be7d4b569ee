import { describe, expect, it, jest } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { learner } from "../../../test/fixtures";
import { renderPage } from "../../../test/render-app";
import { api, refused, server, signedInAs } from "../../../test/server";
import { browserLocation } from "../../../lib/browser-location";
import { account, answer, coAdmin, owner, partner } from "../../../test/partners";
import {
  InvitePartnerAdminDocument,
  type InvitePartnerAdminMutationVariables,
  PartnerHomePageDocument,
  RemovePartnerAdminDocument,
  type RemovePartnerAdminMutationVariables,
  StartPayoutOnboardingDocument,
} from "../partner-home.generated";

/** Answers each start of onboarding with this link. */
function onboardingLink(url: string) {
  server.use(
    api.mutation(StartPayoutOnboardingDocument, () =>
      HttpResponse.json({
        data: {
          __typename: "Mutation",
          startPayoutOnboarding: { __typename: "PayoutOnboardingObject", url },
        },
      }),
    ),
  );
}

async function open(path = "/partner/7") {
  signedInAs(learner);
  await renderPage(path);
}

const admins = () => within(screen.getByRole("table", { name: "Administrators" }));

describe("a partner's page", () => {
  it("shows its status, licence, term's end, administrators and timeline", async () => {
    const asked = answer();
    await open();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Acme Bail Bonds LLC" }),
    ).toBeVisible();
    expect(asked).toEqual([{ partnerId: 7 }]);
    expect(screen.getByText("Awaiting setup")).toBeVisible();
    expect(screen.getByText("Royalty-Free")).toBeVisible();
    expect(screen.getByText("Nov 20, 2029")).toBeVisible();
    expect(admins().getByText("pat@acme.example")).toBeVisible();
    expect(admins().getByText("Owner")).toBeVisible();
    const timeline = within(screen.getByRole("list", { name: "Timeline" }));
    expect(timeline.getAllByRole("listitem").map(item => item.textContent)).toEqual([
      expect.stringContaining("Applied for the licence"),
      expect.stringContaining("Licence agreement signed"),
    ]);
  });

  it("says a suspended partner is suspended, and why; a revenue share has no term's end", async () => {
    answer(
      partner({
        status: "SUSPENDED",
        suspendedReason: "Unpaid royalties for October",
        licenceType: "REVENUE_SHARE",
        termEndsAt: null,
        admins: [],
      }),
    );
    await open();
    expect(await screen.findByText("Suspended")).toBeVisible();
    expect(screen.getByText("Unpaid royalties for October")).toBeVisible();
    expect(screen.getByText("Revenue Share")).toBeVisible();
    expect(screen.getByText("No end (revenue share)")).toBeVisible();
    expect(
      screen.getByText(
        "No administrators yet: the owner is invited once the licence agreement is signed.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole("table", { name: "Administrators" })).toBeNull();
  });

  it("shows the server's refusal to anyone who does not administer the partner", async () => {
    server.use(
      api.query(PartnerHomePageDocument, () =>
        refused("FORBIDDEN", "You do not administer this partner"),
      ),
    );
    await open();
    expect(await screen.findByRole("heading", { level: 1, name: "My Academy" })).toBeVisible();
    expect(screen.getByText("You do not administer this partner")).toBeVisible();
    expect(screen.queryByRole("table", { name: "Administrators" })).toBeNull();
  });

  it("invites an administrator by email", async () => {
    answer();
    const invited: InvitePartnerAdminMutationVariables[] = [];
    server.use(
      api.mutation(InvitePartnerAdminDocument, ({ variables }) => {
        invited.push(variables);
        return HttpResponse.json({
          data: {
            __typename: "Mutation",
            invitePartnerAdmin: partner({ admins: [owner, coAdmin] }),
          },
        });
      }),
    );
    await open();
    const form = within(await screen.findByRole("form", { name: "Invite an administrator" }));
    fireEvent.change(form.getByRole("textbox", { name: /Email/ }), {
      target: { value: "sam@acme.example" },
    });
    fireEvent.click(form.getByRole("button", { name: "Invite" }));
    expect(await screen.findByText("A link went to sam@acme.example.")).toBeVisible();
    expect(invited).toEqual([{ partnerId: 7, email: "sam@acme.example" }]);
    expect(admins().getByText("sam@acme.example")).toBeVisible();
    expect(admins().getByText("Invited")).toBeVisible();
  });

  it("removes an administrator after asking, and shows the server's word when it keeps the last owner", async () => {
    answer(partner({ admins: [owner, { ...coAdmin, status: "JOINED" }] }));
    const removed: RemovePartnerAdminMutationVariables[] = [];
    server.use(
      api.mutation(RemovePartnerAdminDocument, ({ variables }) => {
        removed.push(variables);
        if (variables.adminId === owner.id) {
          return refused("BAD_USER_INPUT", "The partner's last owner cannot be removed");
        }
        return HttpResponse.json({
          data: {
            __typename: "Mutation",
            removePartnerAdmin: partner({ admins: [owner, { ...coAdmin, status: "REMOVED" }] }),
          },
        });
      }),
    );
    await open();
    fireEvent.click(await screen.findByRole("button", { name: "Remove sam@acme.example" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Remove Administrator" }));
    expect(removed).toEqual([]);
    fireEvent.click(dialog.getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("sam@acme.example was removed.")).toBeVisible();
    await waitFor(() => expect(admins().getByText("Removed")).toBeVisible());

    fireEvent.click(screen.getByRole("button", { name: "Remove pat@acme.example" }));
    const again = within(await screen.findByRole("alertdialog", { name: "Remove Administrator" }));
    fireEvent.click(again.getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("The partner's last owner cannot be removed")).toBeVisible();
    expect(removed).toEqual([
      { partnerId: 7, adminId: coAdmin.id },
      { partnerId: 7, adminId: owner.id },
    ]);
    expect(admins().getByText("pat@acme.example")).toBeVisible();
  });
});

describe("a partner's payout account panel", () => {
  it("connects a payout account: the onboarding link the server answers is where the browser goes", async () => {
    answer();
    onboardingLink("https://connect.stripe.com/setup/e/acct_1/abc");
    const assign = jest.spyOn(browserLocation, "assign").mockImplementation(() => undefined);
    await open();
    expect(await screen.findByText("Not connected")).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Connect payout account" }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith("https://connect.stripe.com/setup/e/acct_1/abc"),
    );
  });

  it("says why a restricted account is not paid out and what is due, and offers to continue", async () => {
    answer(
      partner(),
      account("RESTRICTED", {
        reason: "The processor is waiting for required information.",
        currentlyDue: ["external_account"],
      }),
    );
    await open();
    expect(await screen.findByText("Restricted")).toBeVisible();
    expect(screen.getByText("The processor is waiting for required information.")).toBeVisible();
    const due = within(screen.getByRole("list", { name: "Currently due" }));
    expect(due.getByText("external_account")).toBeVisible();
    expect(screen.getByRole("button", { name: "Continue onboarding" })).toBeVisible();
  });

  it("offers nothing to do once payouts are enabled", async () => {
    answer(partner(), account("PAYOUTS_ENABLED"));
    await open();
    expect(await screen.findByText("Payouts enabled")).toBeVisible();
    expect(screen.queryByRole("button", { name: /onboarding|Connect/ })).toBeNull();
  });

  it("starts again at once when the processor sends the administrator back for a fresh link", async () => {
    answer(partner(), account("DETAILS_NEEDED"));
    onboardingLink("/demo-connect/onboarding/l2");
    const assign = jest.spyOn(browserLocation, "assign").mockImplementation(() => undefined);
    await open("/partner/7?payouts=refresh");
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/demo-connect/onboarding/l2"));
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal to start onboarding", async () => {
    answer();
    server.use(
      api.mutation(StartPayoutOnboardingDocument, () =>
        refused("FORBIDDEN", "You do not administer this partner"),
      ),
    );
    await open();
    fireEvent.click(await screen.findByRole("button", { name: "Connect payout account" }));
    expect(await screen.findByText("You do not administer this partner")).toBeVisible();
  });
});
