import { type TestApp, startTestApp } from "../../../test/app.js";
import { createLegalDocument } from "../../../test/factories.js";
import { LegalDocumentType } from "./legal-document.entity.js";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ demo: false });
});
afterAll(() => app.close());

describe("legal documents", () => {
  it("are sanitized when saved: scripts, event attributes and javascript: links never come back", async () => {
    await createLegalDocument(app, LegalDocumentType.PRIVACY_POLICY, {
      title: "Privacy Policy",
      content:
        '<h2>Your data</h2><p onclick="steal()">We keep <strong>little</strong>.</p>' +
        '<script>alert(1)</script><img src=x onerror="alert(2)">' +
        '<a href="javascript:alert(3)">bad</a> <a href="https://example.org/policy">good</a>' +
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
    });
    const response = await app.request("/api/legal/privacy");
    expect(response.status).toBe(200);
    const { title, content } = (await response.json()) as { title: string; content: string };
    expect(title).toBe("Privacy Policy");
    expect(content).toBe(
      "<h2>Your data</h2><p>We keep <strong>little</strong>.</p>" +
        '<a rel="noopener noreferrer">bad</a> <a href="https://example.org/policy" rel="noopener noreferrer">good</a>',
    );
  });

  it("answers 404 for a page without a document, and for an unknown page", async () => {
    expect((await app.request("/api/legal/refund")).status).toBe(404);
    expect((await app.request("/api/legal/nothing-here")).status).toBe(404);
  });
});
