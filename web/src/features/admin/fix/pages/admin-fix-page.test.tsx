import { describe, expect, it } from "@jest/globals";
import { screen } from "@testing-library/react";
import { HttpResponse } from "msw";
import { FixAdminDocument } from "../admin-fix.generated";
import { administrator } from "../../../../test/fixtures";
import { renderPage } from "../../../../test/render-app";
import { api, refused, server, signedInAs } from "../../../../test/server";

const LINES = [
  "Check 1: every super administrator is also an administrator.",
  "Repaired 1: jdoe now has the administrator flag.",
  "Check 2: at least one active super administrator exists.",
  "OK: 2 active super administrators: admin, jdoe.",
];

describe("the admin fix page", () => {
  it("runs the fix and shows the report as text", async () => {
    let runs = 0;
    server.use(
      api.mutation(FixAdminDocument, () => {
        runs++;
        return HttpResponse.json({
          data: {
            __typename: "Mutation",
            fixAdmin: {
              __typename: "FixAdminReport",
              ok: true,
              repaired: ["jdoe"],
              activeSuperAdmins: 2,
              lines: LINES,
              text: LINES.join("\n"),
            },
          },
        });
      }),
    );
    signedInAs(administrator);
    await renderPage("/admin-fix");
    const report = await screen.findByRole("region", { name: "Admin fix report" });
    expect(report.textContent).toBe(LINES.join("\n"));
    expect(runs).toBe(1);
  });

  it("shows the server's refusal", async () => {
    server.use(
      api.mutation(FixAdminDocument, () =>
        refused("FORBIDDEN", "You do not have permission to do this."),
      ),
    );
    signedInAs({ ...administrator, isSuperAdmin: false });
    await renderPage("/admin-fix");
    expect(await screen.findByText("You do not have permission to do this.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Admin fix report" })).not.toBeInTheDocument();
  });

  it("says 'Failed to fix admin user' when the server gives no reason", async () => {
    server.use(api.mutation(FixAdminDocument, () => HttpResponse.error()));
    signedInAs(administrator);
    await renderPage("/admin-fix");
    expect(await screen.findByText("Failed to fix admin user")).toBeInTheDocument();
  });
});
