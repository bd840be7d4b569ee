import { createHash } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import { PNG } from "pngjs";
import { type TestApp, startTestApp } from "../../../test/app.js";
import { Client, someAddress } from "../../../test/client.js";
import { createCourse, createLegalDocument, signedInAs } from "../../../test/factories.js";
import { pdfText } from "../../../test/pdf-reader.js";
import { SIGN } from "../../../test/steps/checkout.js";
import { LegalDocumentType } from "../legal/legal-document.entity.js";
import { SIGN_AGREEMENT_ACCOUNT_LIMIT, SIGN_AGREEMENT_LIMIT } from "./agreement.resolver.js";
import { AGREEMENT_PDF_LIMIT } from "./agreements.http.js";
import { UserAgreement } from "./user-agreement.entity.js";

/** A 1x1 PNG, as a canvas exports one. */
const PNG_1X1 =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const NOT_A_SIGNATURE = "The drawn signature must be a PNG image of at most 1000 × 400 pixels";

/** A PNG chunk: length, type, data and its CRC. */
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, "latin1"), data])));
  return Buffer.concat([length, Buffer.from(type, "latin1"), data, crc]);
}

/** A PNG data URL of this header (`depth` bits, `colourType`) and these IDAT bytes, as sent. */
function pngWith(width: number, height: number, colourType: number, idat: Buffer, depth = 8) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = depth;
  header[9] = colourType;
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", idat),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** A real drawing of `width` x `height`: a dark stroke on a transparent ground. */
function drawing(width: number, height: number) {
  const png = new PNG({ width, height });
  for (let x = 0; x < width; x++)
    png.data.writeUInt32BE(0x202020ff, (Math.floor(height / 2) * width + x) * 4);
  return `data:image/png;base64,${PNG.sync.write(png).toString("base64")}`;
}

const CONTENT = "<h2>Enrollment Agreement</h2><p>I agree to the academy's terms.</p>";

let app: TestApp;
let documentId: number;

beforeAll(async () => {
  app = await startTestApp({ demo: false });
  documentId = (
    await createLegalDocument(app, LegalDocumentType.ENROLLMENT_AGREEMENT, { content: CONTENT })
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
    const first = await sign(client, course.id, { type: "DRAWN", data: PNG_1X1 });
    const again = await sign(client, course.id, { type: "DRAWN", data: PNG_1X1 });
    expect(first.body.data?.signAgreement.id).toBeDefined();
    expect(again.body.data?.signAgreement.id).toBe(first.body.data?.signAgreement.id);
  });

  it.each([
    ["a JPEG", { type: "DRAWN", data: "data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==" }],
    ["text that says it is a PNG", { type: "DRAWN", data: "data:image/png;base64,aGVsbG8=" }],
    ["nothing drawn", { type: "DRAWN" }],
    ["a blank typed name", { type: "TYPED", text: "   " }],
    ["an unknown style", { type: "TYPED", text: "Fay", style: "gothic" }],
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
    const { body } = await sign(client, course.id, { type: "DRAWN", data: big });
    expect(body.errors?.[0]?.message).toBe("The drawn signature must be at most 200 KB");
  });

  it("refuses a drawn signature's text over 400 000 characters as too large", async () => {
    const { course, user, client } = await learnerAndCourse();
    const data = `data:image/png;base64,${"A".repeat(400_000)}`;
    const { body } = await sign(client, course.id, { type: "DRAWN", data });
    expect(body.errors?.[0]).toMatchObject({
      message: "The drawn signature is too large",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(await app.orm.em.fork().count(UserAgreement, { user: user.id })).toBe(0);
  });

  it.each([
    // pdfkit once decoded it in a zlib callback that threw after the answer and ended the process.
    ["an RGBA PNG whose image data is not a zlib stream", pngWith(10, 10, 6, Buffer.alloc(64, 7))],
    // A few hundred KB at most as sent, 50 MB inflated: within the pixel limits and not.
    [
      "a decompression bomb within the pixel limits",
      pngWith(1000, 400, 6, deflateSync(Buffer.alloc(50e6))),
    ],
    ["a decompression bomb with a lying header", pngWith(1, 1, 2, deflateSync(Buffer.alloc(50e6)))],
    ["a PNG 1001 pixels wide", drawing(1001, 10)],
    ["a PNG 401 pixels high", drawing(10, 401)],
  ])("refuses %s with 400 and keeps answering", async (_what, data) => {
    const { course, user, client } = await learnerAndCourse();
    const response = await client.request("/api/user-agreements", {
      json: { documentId, courseId: course.id, signatureData: { type: "drawn", data } },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: NOT_A_SIGNATURE });
    expect(await app.orm.em.fork().count(UserAgreement, { user: user.id })).toBe(0);
    // Still up: a health check and a good signature after it.
    expect((await client.request("/healthz")).status).toBe(200);
    const { body } = await sign(client, course.id, { type: "DRAWN", data: drawing(20, 10) });
    expect(body.data?.signAgreement.id).toBeDefined();
  });

  it("refuses a 16-bit drawn signature, which no signature pad saves, for what it is", async () => {
    const { course, user, client } = await learnerAndCourse();
    // A legal 16-bit RGBA PNG of the largest size, every row filtered and inflating to 3.2 MB.
    const rows = Buffer.alloc((1000 * 8 + 1) * 400, 0x55);
    for (let row = 0; row < 400; row++) rows[row * (1000 * 8 + 1)] = 0;
    const data = pngWith(1000, 400, 6, deflateSync(rows), 16);
    const { body } = await sign(client, course.id, { type: "DRAWN", data });
    expect(body.errors?.[0]).toMatchObject({
      message:
        "The drawn signature must be an 8-bit PNG, as a signature pad saves it (this one has 16 bits per channel)",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(await app.orm.em.fork().count(UserAgreement, { user: user.id })).toBe(0);
  });

  it("keeps a drawn signature encoded afresh from its pixels, never the bytes as sent", async () => {
    const { course, user, client } = await learnerAndCourse();
    // An RGB PNG (no alpha) with a text chunk: what is kept is the same pixels as plain RGBA.
    const drawn = PNG.sync.read(Buffer.from(drawing(300, 100).split(",")[1], "base64"));
    const bytes = PNG.sync.write(drawn, { colorType: 2 });
    const pixels = PNG.sync.read(bytes);
    const withText = Buffer.concat([
      bytes.subarray(0, 33),
      chunk("tEXt", Buffer.from("Comment\0anything at all")),
      bytes.subarray(33),
    ]);
    const data = `data:image/png;base64,${withText.toString("base64")}`;
    const { body } = await sign(client, course.id, { type: "DRAWN", data });
    expect(body.errors).toBeUndefined();

    const stored = await app.orm.em.fork().findOneOrFail(UserAgreement, { user: user.id });
    const kept = String(stored.signatureData.data);
    expect(kept).toMatch(/^data:image\/png;base64,/);
    expect(kept).not.toBe(data);
    const image = PNG.sync.read(Buffer.from(kept.split(",")[1], "base64"));
    expect([image.width, image.height]).toEqual([300, 100]);
    expect(image.data.equals(pixels.data)).toBe(true);

    const pdf = await client.request(body.data!.signAgreement.pdfUrl);
    expect(pdf.status).toBe(200);
    const text = Buffer.from(await pdf.arrayBuffer()).toString("latin1");
    expect(text).toMatch(/\/Subtype \/Image/);
    // Drawn on white, opaque: the PDF embeds the PNG's data as it is (no alpha split out of its
    // pixels as a soft mask, which pdfkit decodes on the event loop).
    expect(text).not.toMatch(/\/SMask/);
  });

  it("refuses to sign a text other than the one shown", async () => {
    const { course, client } = await learnerAndCourse();
    const { body } = await sign(
      client,
      course.id,
      { type: "TYPED", text: "Fay Factory" },
      { documentSha256: sha256("<p>an older text</p>") },
    );
    expect(body.errors?.[0]).toMatchObject({
      message: "The agreement has changed since you opened it. Please read it again.",
      extensions: { code: "CONFLICT" },
    });
  });

  it("refuses a document that is not the active enrollment agreement", async () => {
    const terms = await createLegalDocument(app, LegalDocumentType.TERMS_OF_SERVICE);
    const { course, client } = await learnerAndCourse();
    const { body } = await client.graphql(SIGN, {
      input: { documentId: terms.id, courseId: course.id, signature: { type: "TYPED", text: "F" } },
    });
    expect(body.errors?.[0]?.message).toBe("Document not found");
  });
});

describe("the limits on signing", () => {
  it(`signs at most ${SIGN_AGREEMENT_ACCOUNT_LIMIT.max} times a minute per account, from any address`, async () => {
    const { course, user } = await learnerAndCourse();
    const fromAnywhere = async () => {
      const client = new Client(app, "jest-client", someAddress());
      await client.login(user.username, user.password);
      return sign(client, course.id, { type: "TYPED", text: "Fay Factory" });
    };
    for (let i = 0; i < SIGN_AGREEMENT_ACCOUNT_LIMIT.max; i++) {
      expect((await fromAnywhere()).body.data?.signAgreement.id).toBeDefined();
    }
    const { body } = await fromAnywhere();
    expect(body.errors?.[0]).toMatchObject({ extensions: { code: "TOO_MANY_REQUESTS" } });
    // Another account is not held back.
    const other = await learnerAndCourse();
    const signed = await sign(other.client, other.course.id, { type: "TYPED", text: "Fay" });
    expect(signed.body.data?.signAgreement.id).toBeDefined();
  });

  it(`signs at most ${SIGN_AGREEMENT_LIMIT.max} times a minute per client address, whoever signs`, async () => {
    const address = someAddress();
    const signers = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const { course, user } = await learnerAndCourse();
        const client = new Client(app, "jest-client", address);
        await client.login(user.username, user.password);
        return { course, client };
      }),
    );
    const answers = [];
    for (let i = 0; i <= SIGN_AGREEMENT_LIMIT.max; i++) {
      const { client, course } = signers[i % signers.length];
      answers.push(await sign(client, course.id, { type: "TYPED", text: "Fay Factory" }));
    }
    const codes = answers.map(({ body }) => body.errors?.[0]?.extensions?.code ?? "signed");
    expect(codes.slice(0, -1)).toEqual(Array(SIGN_AGREEMENT_LIMIT.max).fill("signed"));
    expect(codes.at(-1)).toBe("TOO_MANY_REQUESTS");
  });
});

describe("the signed agreement as a PDF", () => {
  it("downloads for its signer and administrators only", async () => {
    const { course, client } = await learnerAndCourse();
    const { body } = await sign(client, course.id, { type: "DRAWN", data: PNG_1X1 });
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

  it("draws a stored drawn signature only through the intake: an old row's bomb is a placeholder", async () => {
    const { course, client } = await learnerAndCourse();
    const { body } = await sign(client, course.id, { type: "DRAWN", data: PNG_1X1 });
    const bomb = pngWith(1000, 400, 6, deflateSync(Buffer.alloc(50e6)));
    await app.orm.em
      .fork()
      .nativeUpdate(UserAgreement, body.data!.signAgreement.id, { signatureData: { data: bomb } });

    const response = await client.request(body.data!.signAgreement.pdfUrl);
    expect(response.status).toBe(200);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdfText(pdf)).toContain(
      "The drawn signature stored with this agreement cannot be shown.",
    );
    expect(pdf.toString("latin1")).not.toMatch(/\/Subtype \/Image/);
    expect((await client.request("/healthz")).status).toBe(200);
  });

  it("limits downloads per client address", async () => {
    const { course, user } = await learnerAndCourse();
    const client = new Client(app, "jest-client", someAddress());
    await client.login(user.username, user.password);
    const { body } = await sign(client, course.id, { type: "TYPED", text: "Fay Factory" });
    const url = body.data!.signAgreement.pdfUrl;
    for (let i = 0; i < AGREEMENT_PDF_LIMIT.max; i++) {
      expect((await client.request(url)).status).toBe(200);
    }
    const refused = await client.request(url);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });
});
