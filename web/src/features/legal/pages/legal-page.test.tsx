import { describe, expect, it } from "@jest/globals";
import { screen, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { LegalPageDocument } from "../../../graphql/graphql";
import { renderApp } from "../../../test/render-app";
import { api, server } from "../../../test/server";

function answer(content: string | null) {
  server.use(
    api.query(LegalPageDocument, ({ variables }) =>
      content === null
        ? HttpResponse.json({
            data: null,
            errors: [{ message: "Document not found", extensions: { code: "NOT_FOUND" } }],
          })
        : HttpResponse.json({
            data: {
              __typename: "Query",
              legalPage: { __typename: "LegalPage", title: `Server ${variables.page}`, content },
            },
          }),
    ),
  );
}

describe("legal pages", () => {
  it("shows the server's title and HTML, sanitized again before it is rendered", async () => {
    (window as { pwned?: boolean }).pwned = false;
    answer(
      '<h2>Your data</h2><p>We keep little.</p><img src="x" onerror="window.pwned = true"><script>window.pwned = true</script>',
    );
    await renderApp("/legal/privacy");
    expect(await screen.findByRole("heading", { level: 1, name: "Server Privacy" })).toBeVisible();
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("heading", { level: 2, name: "Your data" })).toBeVisible();
    expect(screen.getByRole("main").innerHTML).not.toMatch(/onerror|<script/);
    expect((window as { pwned?: boolean }).pwned).toBe(false);
  });

  it("falls back to the page's own title and today's date when the server has no document", async () => {
    answer(null);
    await renderApp("/legal/refund");
    expect(await screen.findByRole("heading", { level: 1, name: "Refund Policy" })).toBeVisible();
    expect(screen.getByText(/^Last updated: /)).toBeVisible();
  });

  it("names an unknown page Legal Information", async () => {
    await renderApp("/legal/cookies");
    expect(screen.getByRole("heading", { level: 1, name: "Legal Information" })).toBeVisible();
  });
});
