import { describe, expect, it } from "@jest/globals";
import { fireEvent, screen, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { LegalPageDocument } from "../legal.generated";
import { renderPage } from "../../../test/render-app";
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
    await renderPage("/legal/privacy");
    expect(await screen.findByRole("heading", { level: 1, name: "Server PRIVACY" })).toBeVisible();
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("heading", { level: 2, name: "Your data" })).toBeVisible();
    expect(screen.getByRole("main").innerHTML).not.toMatch(/onerror|<script/);
    expect((window as { pwned?: boolean }).pwned).toBe(false);
  });

  it("falls back to the page's own title and today's date when the server has no document", async () => {
    answer(null);
    await renderPage("/legal/refund");
    expect(await screen.findByRole("heading", { level: 1, name: "Refund Policy" })).toBeVisible();
    expect(screen.getByText(/^Last updated: /)).toBeVisible();
  });

  it("names an unknown page Legal Information", async () => {
    await renderPage("/legal/cookies");
    expect(screen.getByRole("heading", { level: 1, name: "Legal Information" })).toBeVisible();
  });

  it("shows Terms of Service at /legal", async () => {
    answer("<p>Terms.</p>");
    await renderPage("/legal");
    expect(await screen.findByRole("heading", { level: 1, name: "Server TERMS" })).toBeVisible();
  });

  it("shows the fallback text with a retry when the document cannot be loaded", async () => {
    let calls = 0;
    server.use(
      api.query(LegalPageDocument, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.error()
          : HttpResponse.json({
              data: {
                __typename: "Query",
                legalPage: {
                  __typename: "LegalPage",
                  title: "Privacy Policy",
                  content: "<p>Ok</p>",
                },
              },
            });
      }),
    );
    await renderPage("/legal/privacy");
    expect(await screen.findByText("The current version could not be loaded.")).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    expect(screen.getByText(/^Last updated: /)).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("Ok")).toBeVisible();
  });
});
