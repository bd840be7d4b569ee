import { PNG } from "pngjs";
import { type TestApp, startTestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import { createCourse, createPartner, signedInAs } from "../../../test/factories.js";
import { PartnerEvent } from "./partner-event.entity.js";
import { PartnerCoursePrice, PartnerLogo } from "./partner-storefront.entity.js";
import { Partner, PartnerStatus } from "./partner.entity.js";

/**
 * A partner's storefront settings (issue 54, item 3): branding with the shared rules, the logo
 * through the image intake, prices kept as history, and the launch.
 */
let app: TestApp;
let owner: Client;
let stranger: Client;
let partner: Partner;

beforeAll(async () => {
  app = await startTestApp({ demo: false });
  const a = await signedInAs(app);
  const b = await signedInAs(app);
  [owner, stranger] = [a.client, b.client];
  partner = await createPartner(app, { admin: a.user, signed: true });
  await createPartner(app, { admin: b.user });
});
afterAll(() => app.close());

const BRANDING = `mutation($id: Int!, $input: PartnerBrandingInput!) {
  updatePartnerBranding(partnerId: $id, input: $input) {
    displayName slug brandColour supportEmail supportPhone launchMissing timeline { kind note }
  } }`;
const LOGO = `mutation($id: Int!, $logo: String!) { setPartnerLogo(partnerId: $id, logo: $logo) { logoUrl } }`;
const PRICE = `mutation($id: Int!, $course: Int!, $price: Int) {
  setPartnerCoursePrice(partnerId: $id, courseId: $course, priceCents: $price) {
    courseId title academyPriceCents partnerPriceCents priceCents } }`;
const PRICES = `query($id: Int!) { partnerCoursePrices(partnerId: $id) { courseId partnerPriceCents priceCents } }`;
const LAUNCH = `mutation($id: Int!) { launchPartner(partnerId: $id) { status launchedAt launchMissing } }`;

const good = (slug: string) => ({
  displayName: "Northwind Bail School",
  slug,
  brandColour: "#1A4D8F",
  supportEmail: "Help@Northwind.example",
  supportPhone: "+1 (555) 010-0200",
});

const refusal = (body: {
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}) => ({
  message: body.errors?.[0]?.message,
  code: body.errors?.[0]?.extensions?.code,
  fields: body.errors?.[0]?.extensions?.fields,
});

async function freshPartner(fields: Parameters<typeof createPartner>[1] = {}) {
  const { user, client } = await signedInAs(app);
  return { client, partner: await createPartner(app, { admin: user, ...fields }) };
}

const png = (width: number, height: number, text?: string) => {
  const image = new PNG({ width, height });
  image.data.fill(0x80);
  const bytes = PNG.sync.write(image);
  if (!text) return bytes;
  // A tEXt chunk after the header: the intake encodes pixels afresh, so it never survives.
  const chunk = Buffer.alloc(12 + text.length);
  chunk.writeUInt32BE(text.length);
  chunk.write(`tEXt${text}`, 4, "latin1");
  return Buffer.concat([bytes.subarray(0, 33), chunk, bytes.subarray(33)]);
};
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString("base64")}`;

describe("branding", () => {
  it("is set with the shared rules, stored normalised, and on the timeline", async () => {
    const { body } = await owner.graphql(BRANDING, { id: partner.id, input: good("northwind") });
    expect(body.errors).toBeUndefined();
    expect(body.data!.updatePartnerBranding).toMatchObject({
      displayName: "Northwind Bail School",
      slug: "northwind",
      brandColour: "#1a4d8f",
      supportEmail: "help@northwind.example",
      supportPhone: "+1 (555) 010-0200",
      launchMissing: [],
      timeline: [{ kind: "BRANDING_SET", note: null }],
    });
  });

  it("takes a slug of 40 letters without a hyphen, the rules' longest", async () => {
    const { client, partner: own } = await freshPartner();
    const slug = "x".repeat(40);
    const { body } = await client.graphql(BRANDING, { id: own.id, input: good(slug) });
    expect(body.errors).toBeUndefined();
    expect(body.data!.updatePartnerBranding).toMatchObject({ slug });
  });

  it.each([
    [
      "a reserved slug",
      { slug: "admin" },
      "slug",
      'The short address "admin" is reserved; please choose another',
    ],
    [
      "a route's first segment",
      { slug: "my-courses" },
      "slug",
      'The short address "my-courses" is reserved; please choose another',
    ],
    [
      "a double hyphen",
      { slug: "north--wind" },
      "slug",
      "Short address may contain only lower-case letters a-z, digits and single hyphens between them",
    ],
    ["41 letters", { slug: "x".repeat(41) }, "slug", "Short address must be 2 to 40 characters"],
    ["a one-letter slug", { slug: "n" }, "slug", "Short address must be 2 to 40 characters"],
    [
      "a colour too light on the page",
      { brandColour: "#767676" },
      "brandColour",
      "Brand colour #767676 is too light to read: its contrast with white text and the page background is 4.35:1; it needs at least 4.5:1 (choose a darker colour)",
    ],
    [
      "no colour",
      { brandColour: "blue" },
      "brandColour",
      "Brand colour must be a colour like #1a4d8f",
    ],
    [
      "a two-line name",
      { displayName: "North\nwind" },
      "displayName",
      "Display name must be one line of plain text without < or >",
    ],
    [
      "a bad address",
      { supportEmail: "help" },
      "supportEmail",
      "Please enter a valid support email address",
    ],
    [
      "a bad phone",
      { supportPhone: "call us" },
      "supportPhone",
      "Support phone may contain only digits, spaces, + ( ) - . and an extension",
    ],
  ])("refuses %s by name, changing nothing", async (_what, change, field, message) => {
    const { client, partner: fresh } = await freshPartner();
    const { body } = await client.graphql(BRANDING, {
      id: fresh.id,
      input: { ...good(`fresh-${fresh.id}`), ...change },
    });
    expect(refusal(body)).toEqual({
      message,
      code: "BAD_USER_INPUT",
      fields: { [field]: message },
    });
    const stored = await app.orm.em.fork().findOneOrFail(Partner, fresh.id);
    expect(stored.slug ?? null).toBeNull();
  });

  it("refuses a slug another partner has, over GraphQL and REST, and when both take it at once", async () => {
    const taken = 'The short address "northwind" is taken; please choose another';
    const { client, partner: other } = await freshPartner();
    const { body } = await client.graphql(BRANDING, { id: other.id, input: good("northwind") });
    expect(refusal(body)).toEqual({
      message: taken,
      code: "BAD_USER_INPUT",
      fields: { slug: taken },
    });
    const response = await client.request(`/api/partners/${other.id}`, {
      method: "PATCH",
      json: good("northwind"),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: taken });

    // Two partners at once: one gets the slug, the other the same refusal, never a 500.
    const racers = await Promise.all([freshPartner(), freshPartner(), freshPartner()]);
    const answers = await Promise.all(
      racers.map(({ client: c, partner: p }) =>
        c.request(`/api/partners/${p.id}`, { method: "PATCH", json: good("photo-finish") }),
      ),
    );
    expect(answers.map(a => a.status).sort()).toEqual([200, 400, 400]);
    for (const answer of answers.filter(a => a.status === 400)) {
      expect(await answer.json()).toMatchObject({
        message: 'The short address "photo-finish" is taken; please choose another',
      });
    }
  });
});

describe("the logo", () => {
  it("is refused unless a PNG within the limits, with the limits in the message", async () => {
    const limits = "The logo must be a PNG of at most 200 KB and 512 × 512 pixels";
    for (const logo of [
      dataUrl(png(513, 10)),
      `data:image/svg+xml;base64,${Buffer.from("<svg onload='alert(1)'/>").toString("base64")}`,
      dataUrl(Buffer.from("GIF89a")),
    ]) {
      const { body } = await owner.graphql(LOGO, { id: partner.id, logo });
      expect(refusal(body)).toEqual({
        message: limits,
        code: "BAD_USER_INPUT",
        fields: { logo: limits },
      });
    }
    expect(await app.orm.em.fork().count(PartnerLogo, { partner: partner.id })).toBe(0);
  });

  it("is re-encoded, shown to the partner's administrators only, and removed", async () => {
    const sent = png(64, 32, "Comment\u0000hidden words");
    const { body } = await owner.graphql(LOGO, { id: partner.id, logo: dataUrl(sent) });
    expect(body.errors).toBeUndefined();
    const url = (body.data!.setPartnerLogo as { logoUrl: string }).logoUrl;
    expect(url).toMatch(new RegExp(`^/api/partners/${partner.id}/logo\\.png\\?v=\\d+$`));
    const shown = await owner.request(url);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await shown.arrayBuffer());
    expect(bytes.includes(Buffer.from("hidden words"))).toBe(false);
    const decoded = PNG.sync.read(bytes);
    expect([decoded.width, decoded.height]).toEqual([64, 32]);
    expect((await stranger.request(url)).status).toBe(403);

    const removed = await owner.request(`/api/partners/${partner.id}/logo`, { method: "DELETE" });
    expect(await removed.json()).toMatchObject({ logoUrl: null });
    expect((await owner.request(url)).status).toBe(404);
  });
});

describe("prices", () => {
  it("are set and reset as history rows, the newest being the price", async () => {
    const course = await createCourse(app, { priceCents: 19_900, title: "Skip Tracing" });
    const set = (price: number | null) =>
      owner.graphql(PRICE, { id: partner.id, course: course.id, price });
    expect((await set(14_900)).body.data!.setPartnerCoursePrice).toEqual({
      courseId: course.id,
      title: "Skip Tracing",
      academyPriceCents: 19_900,
      partnerPriceCents: 14_900,
      priceCents: 14_900,
    });
    await set(14_900); // a retry adds nothing
    const rest = await owner.request(`/api/partners/${partner.id}/prices/${course.id}`, {
      method: "PATCH",
      json: { priceCents: null },
    });
    expect(await rest.json()).toMatchObject({ partnerPriceCents: null, priceCents: 19_900 });

    const rows = await app.orm.em
      .fork()
      .find(
        PartnerCoursePrice,
        { partner: partner.id, course: course.id },
        { orderBy: { id: "asc" } },
      );
    expect(rows.map(row => row.priceCents)).toEqual([14_900, null]);
    const listed = (await owner.graphql(PRICES, { id: partner.id })).body.data!
      .partnerCoursePrices as { courseId: number }[];
    expect(listed.find(row => row.courseId === course.id)).toEqual({
      courseId: course.id,
      partnerPriceCents: null,
      priceCents: 19_900,
    });
    const notes = await app.orm.em
      .fork()
      .find(
        PartnerEvent,
        { partner: partner.id, kind: "price-set" as never },
        { orderBy: { id: "asc" } },
      );
    expect(notes.map(event => event.details?.note)).toEqual([
      "Skip Tracing: $149.00",
      "Skip Tracing: the academy's price ($199.00)",
    ]);
  });

  it("refuse an inactive course and a price out of bounds", async () => {
    const inactive = await createCourse(app, { isActive: false });
    const active = await createCourse(app);
    const cases: [number, number, string][] = [
      [inactive.id, 100, "Only an active course of the academy can be priced"],
      [active.id, -1, "Price must be between $0.00 and $1,000,000.00"],
      [active.id, 100_000_001, "Price must be between $0.00 and $1,000,000.00"],
    ];
    for (const [course, price, message] of cases) {
      const { body } = await owner.graphql(PRICE, { id: partner.id, course, price });
      expect(refusal(body)).toMatchObject({ message, code: "BAD_USER_INPUT" });
    }
  });
});

describe("the launch", () => {
  it("is refused naming every missing setting, then goes live once", async () => {
    const { client, partner: fresh } = await freshPartner();
    const refused = await client.graphql(LAUNCH, { id: fresh.id });
    expect(refusal(refused.body)).toMatchObject({
      message:
        "Before launching, please set: display name, short address, brand colour, support email, signed licence agreement",
      code: "BAD_USER_INPUT",
    });
    expect(refused.body.errors?.[0]?.extensions?.missing).toHaveLength(5);
    await client.graphql(BRANDING, { id: fresh.id, input: good(`launch-${fresh.id}`) });
    const unsigned = await client.request(`/api/partners/${fresh.id}/launch`, { method: "POST" });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toMatchObject({
      message: "Before launching, please set: signed licence agreement",
    });

    const { body } = await owner.graphql(LAUNCH, { id: partner.id });
    expect(body.errors).toBeUndefined();
    const live = body.data!.launchPartner as { status: string; launchedAt: string };
    expect(live.status).toBe("LIVE");
    const again = await owner.request(`/api/partners/${partner.id}/launch`, { method: "POST" });
    expect(await again.json()).toMatchObject({ status: "live", launchedAt: live.launchedAt });
    const launches = await app.orm.em
      .fork()
      .count(PartnerEvent, { partner: partner.id, kind: "launched" as never });
    expect(launches).toBe(1);
  });

  it("is refused while suspended", async () => {
    const { client, partner: fresh } = await freshPartner({
      signed: true,
      status: PartnerStatus.SUSPENDED,
    });
    const { body } = await client.graphql(LAUNCH, { id: fresh.id });
    expect(refusal(body)).toMatchObject({
      message: "A suspended partner cannot launch its storefront",
      code: "CONFLICT",
    });
  });
});

describe("another partner's administrator", () => {
  it("is refused every setting of this partner over GraphQL and REST", async () => {
    const course = await createCourse(app);
    const calls: [string, Record<string, unknown>][] = [
      [BRANDING, { id: partner.id, input: good("intruder") }],
      [LOGO, { id: partner.id, logo: dataUrl(png(4, 4)) }],
      [PRICE, { id: partner.id, course: course.id, price: 1 }],
      [PRICES, { id: partner.id }],
      [LAUNCH, { id: partner.id }],
    ];
    for (const [query, variables] of calls) {
      const { body } = await stranger.graphql(query, variables);
      expect(refusal(body)).toMatchObject({
        message: "You do not administer this partner",
        code: "FORBIDDEN",
      });
    }
    const paths: [string, string, unknown?][] = [
      ["PATCH", `/api/partners/${partner.id}`, good("intruder")],
      ["POST", `/api/partners/${partner.id}/logo`, { logo: dataUrl(png(4, 4)) }],
      ["DELETE", `/api/partners/${partner.id}/logo`],
      ["GET", `/api/partners/${partner.id}/prices`],
      ["PATCH", `/api/partners/${partner.id}/prices/${course.id}`, { priceCents: 1 }],
      ["POST", `/api/partners/${partner.id}/launch`],
    ];
    for (const [method, path, json] of paths) {
      const response = await stranger.request(path, { method, ...(json ? { json } : {}) });
      expect([path, response.status]).toEqual([path, 403]);
    }
    const stored = await app.orm.em.fork().findOneOrFail(Partner, partner.id);
    expect(stored.slug).not.toBe("intruder");
  });
});
