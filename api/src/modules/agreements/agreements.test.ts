import { createHash } from "node:crypto";
import { type TestApp, startTestApp } from "../../../test/app.js";
import { Client } from "../../../test/client.js";
import { createCourse, createLegalDocument, signedInAs } from "../../../test/factories.js";
import { SIGN } from "../../../test/steps/checkout.js";
import { LegalDocumentType } from "../legal/legal-document.entity.js";
import { UserAgreement } from "./user-agreement.entity.js";

/** A 1x1 PNG, as a canvas exports one. */
const PNG_1X1 =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const CONTENT = "<h2>Enrollment Agreement</h2><p>I agree to the academy's terms.</p>";

let app: TestApp;
let documentId: number;

beforeAll(async () => {
  app = await startTestApp({ demo: false });
  documentId = (
    await createLegalDocument(app, LegalDocumentType.EnrollmentAgreement, { content: CONTENT })
  ).id;
});
afterAll(() => app.close());

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

async function learnerAndCourse() {
  const course = await createCourse(app);
  return { course, ...(await signedInAs(app)) };
}

function sign(client: Client, courseId: number, signature: Record<string, unknown>, extra = {}) {
  return client.graphql<{ signAgreement: { id: number; documentSha256: string; pdfUrl: string } }>(
    SIGN,
    { input: { documentId, courseId, signature, ...extra } },
  );
}

describe("signing the enrollment agreement", () => {
  it("keeps the evidence: document version and hash of its text, signature, address and browser", async () => {
    const course = await createCourse(app);
    const { user } = await signedInAs(app);
    const client = new Client(app, "Evidence Browser/1.0", "203.0.113.9");
    await client.login(user.username, user.password);
    const response = await client.request("/api/user-agreements", {
      json: {
        documentId,
        courseId: course.id,
        signatureData: { type: "typed", text: "Fay Factory", style: "formal" },
      },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ documentSha256: sha256(CONTENT) });
    const stored = await app.orm.em.fork().findOneOrFail(UserAgreement, { user: user.id });
    expect(stored).toMatchObject({
      documentVersion: "1.0",
      documentSha256: sha256(CONTENT),
      signatureData: { text: "Fay Factory", style: "formal" },
      ipAddress: "203.0.113.9",
      userAgent: "Evidence Browser/1.0",
    });
  });

  it("accepts a drawn PNG and answers a second signing of the same text with the first agreement", async () => {
    const { course, client } = await learnerAndCourse();
    const first = await sign(client, course.id, { type: "Drawn", data: PNG_1X1 });
    const again = await sign(client, course.id, { type: "Drawn", data: PNG_1X1 });
    expect(first.body.data?.signAgreement.id).toBeDefined();
    expect(again.body.data?.signAgreement.id).toBe(first.body.data?.signAgreement.id);
  });

  it.each([
    ["a JPEG", { type: "Drawn", data: "data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==" }],
    ["text that says it is a PNG", { type: "Drawn", data: "data:image/png;base64,aGVsbG8=" }],
    ["nothing drawn", { type: "Drawn" }],
    ["a blank typed name", { type: "Typed", text: "   " }],
    ["an unknown style", { type: "Typed", text: "Fay", style: "gothic" }],
  ])("refuses %s with a clear message and stores nothing", async (_what, signature) => {
    const { course, user, client } = await learnerAndCourse();
    const { body } = await sign(client, course.id, signature);
    expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(body.errors?.[0]?.message).toMatch(/signature|style/i);
    expect(await app.orm.em.fork().count(UserAgreement, { user: user.id })).toBe(0);
  });

  it("refuses a drawn signature over the size limit", async () => {
    const { course, client } = await learnerAndCourse();
    const png = Buffer.from(PNG_1X1.split(",")[1], "base64");
    const big = `data:image/png;base64,${Buffer.concat([png, Buffer.alloc(250_000)]).toString("base64")}`;
    const { body } = await sign(client, course.id, { type: "Drawn", data: big });
    expect(body.errors?.[0]?.message).toBe("The drawn signature must be at most 200 KB");
  });

  it("refuses to sign a text other than the one shown", async () => {
    const { course, client } = await learnerAndCourse();
    const { body } = await sign(
      client,
      course.id,
      { type: "Typed", text: "Fay Factory" },
      { documentSha256: sha256("<p>an older text</p>") },
    );
    expect(body.errors?.[0]).toMatchObject({
      message: "The agreement has changed since you opened it. Please read it again.",
      extensions: { code: "CONFLICT" },
    });
  });

  it("refuses a document that is not the active enrollment agreement", async () => {
    const terms = await createLegalDocument(app, LegalDocumentType.TermsOfService);
    const { course, client } = await learnerAndCourse();
    const { body } = await client.graphql(SIGN, {
      input: { documentId: terms.id, courseId: course.id, signature: { type: "Typed", text: "F" } },
    });
    expect(body.errors?.[0]?.message).toBe("Document not found");
  });
});

describe("the signed agreement as a PDF", () => {
  it("downloads for its signer and administrators only", async () => {
    const { course, client } = await learnerAndCourse();
    const { body } = await sign(client, course.id, { type: "Drawn", data: PNG_1X1 });
    const url = body.data!.signAgreement.pdfUrl;

    const own = await client.request(url);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(own.headers.get("content-disposition")).toMatch(
      /^attachment; filename="agreement-\d+\.pdf"$/,
    );
    expect(
      Buffer.from(await own.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    const { client: admin } = await signedInAs(app, { kind: "admin" });
    expect((await admin.request(url)).status).toBe(200);
    const { client: stranger } = await signedInAs(app);
    expect((await stranger.request(url)).status).toBe(404);
    expect((await new Client(app).request(url)).status).toBe(401);
    expect((await client.request("/api/user-agreements/abc/pdf")).status).toBe(400);
  });
});
