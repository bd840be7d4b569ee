import { describe, expect, it } from "@jest/globals";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { UpdateRenewalRuleDocument } from "../admin-renewals.generated";
import type { RenewalRuleInput } from "../../../../graphql/types";
import { administrator } from "../../../../test/fixtures";
import { renderPage } from "../../../../test/render-app";
import { api, refused, server, signedInAs } from "../../../../test/server";

configure({ asyncUtilTimeout: 10_000 });

const card = async () => within(await screen.findByRole("form", { name: "Renewal rule" }));

describe("the renewal rule on the settings page", () => {
  it("lets a super administrator change it, checked in the form first", async () => {
    signedInAs(administrator);
    const inputs: RenewalRuleInput[] = [];
    server.use(
      api.mutation(UpdateRenewalRuleDocument, ({ variables }) => {
        inputs.push(variables.input);
        return HttpResponse.json({
          data: {
            __typename: "Mutation",
            updateRenewalRule: { __typename: "RenewalRule", ...variables.input },
          },
        });
      }),
    );
    await renderPage("/admin/settings");
    const form = await card();
    expect(await form.findByLabelText("Required hours")).toHaveValue("8");
    fireEvent.change(form.getByLabelText("Required hours"), { target: { value: "0" } });
    fireEvent.change(form.getByLabelText("Period (months)"), { target: { value: "121" } });
    fireEvent.click(form.getByRole("button", { name: "Save Renewal Rule" }));
    expect(form.getByText("Required hours must be a whole number from 1 to 1000")).toBeVisible();
    expect(form.getByText("Period must be a whole number of months from 1 to 120")).toBeVisible();
    expect(inputs).toEqual([]);

    fireEvent.change(form.getByLabelText("Required hours"), { target: { value: "12" } });
    fireEvent.change(form.getByLabelText("Period (months)"), { target: { value: "36" } });
    fireEvent.click(form.getByRole("button", { name: "Save Renewal Rule" }));
    await waitFor(() => expect(inputs).toEqual([{ requiredHours: 12, periodMonths: 36 }]));
    expect(await screen.findByText("The renewal rule has been saved.")).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    signedInAs(administrator);
    server.use(
      api.mutation(UpdateRenewalRuleDocument, () =>
        refused("FORBIDDEN", "You do not have permission to perform this action."),
      ),
    );
    await renderPage("/admin/settings");
    const form = await card();
    fireEvent.click(await form.findByRole("button", { name: "Save Renewal Rule" }));
    expect(
      await screen.findByText("You do not have permission to perform this action."),
    ).toBeInTheDocument();
  });

  it("shows an administrator the rule read-only", async () => {
    signedInAs({ ...administrator, isSuperAdmin: false });
    await renderPage("/admin/settings");
    const form = await card();
    expect(await form.findByLabelText("Period (months)")).toHaveAttribute("readonly");
    expect(form.getByText("Only super administrators can change the renewal rule.")).toBeVisible();
    expect(form.queryByRole("button", { name: "Save Renewal Rule" })).not.toBeInTheDocument();
  });
});
