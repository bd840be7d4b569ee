import { describe, expect, it } from "@jest/globals";
import { act, screen, waitFor } from "@testing-library/react";
import { renderApp } from "../test/render-app";

/** Pages reached by the app's own navigation: their heading, and the title the server gives them. */
const PAGES: readonly [path: string, heading: string, title: string][] = [
  ["/login", "Log In", "Log In | Guardian Academy"],
  ["/forgot-password", "Forgot Password", "Forgot Password | Guardian Academy"],
  ["/auth", "Sign-In Link Not Valid", "Sign-In Link Not Valid | Guardian Academy"],
  ["/verify", "Verify a Certificate", "Verify a Certificate | Guardian Academy"],
  ["/legal", "Terms of Service", "Terms of Service | Guardian Academy"],
  ["/legal/privacy", "Privacy Policy", "Privacy Policy | Guardian Academy"],
  ["/no/such/page", "404 Page Not Found", "Page Not Found | Guardian Academy"],
  ["/course/999", "Course Not Found", "Course Not Found | Guardian Academy"],
  ["/legal/cookies", "Legal Information", "Legal Information | Guardian Academy"],
];

describe("the tab's title", () => {
  it("names each page by its own title, as the server names it on a first load", async () => {
    const app = await renderApp("/");
    const seen = new Set<string>([document.title]);
    for (const [path, heading, title] of PAGES) {
      act(() => void app.router.navigate(path));
      await screen.findByRole("heading", { level: 1, name: heading }, { timeout: 10_000 });
      await waitFor(() => expect([path, document.title]).toEqual([path, title]));
      seen.add(document.title);
    }
    // No two of these pages share a title, nor any the home page's.
    expect(seen.size).toBe(PAGES.length + 1);
    act(() => void app.router.navigate("/"));
    await waitFor(() =>
      expect(document.title).toBe("Guardian Academy | Professional Bail Enforcement Training"),
    );
  });
});
