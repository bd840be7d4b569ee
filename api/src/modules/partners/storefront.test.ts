import { PNG } from "pngjs";
import { type TestApp, startTestApp } from "../../../test/app.js";
import { type PartnerFields, createCourse, createPartner } from "../../../test/factories.js";
import type { Course } from "../courses/course.entity.js";
import { PartnerStatus } from "./partner.entity.js";

/**
 * A partner's public storefront over GraphQL and REST: a live one sells the academy's active
 * courses at its prices, a suspended or ended one says it is not selling, an unknown or not yet
 * launched slug is not found; and its logo's route.
 */
let app: TestApp;
let priced: Course;
let academyPriced: Course;
let reset: Course;
let inactive: Course;

const LOGO = PNG.sync.write(Object.assign(new PNG({ width: 2, height: 2 }), {}));

const STOREFRONT = `query($slug: String!) { storefront(slug: $slug) {
  slug displayName brandColour supportEmail supportPhone logoUrl selling notSellingMessage
  courses { priceCents course { id priceCents } }
} }`;
const COURSE = `query($slug: String!, $id: Int!) { storefrontCourse(slug: $slug, courseId: $id) {
  priceCents course { id title }
} }`;

beforeAll(async () => {
  app = await startTestApp({ demo: false });
  priced = await createCourse(app, { priceCents: 30_000 });
  academyPriced = await createCourse(app, { priceCents: 25_000 });
  reset = await createCourse(app, { priceCents: 20_000 });
  inactive = await createCourse(app, { priceCents: 10_000, isActive: false });
});
afterAll(() => app.close());

const storefront = async (slug: string) => {
  const { body } = await app.graphql<{ storefront: Record<string, unknown> }>(STOREFRONT, { slug });
  return body;
};
const offered = (courses: { priceCents: number; course: { id: number } }[]) =>
  new Map(courses.map(offer => [offer.course.id, offer.priceCents]));

describe("a live storefront", () => {
  it("lists the academy's active courses at the partner's prices, the academy's where it set none", async () => {
    const partner = await createPartner(app, {
      live: true,
      branding: { slug: "northern-bail", displayName: "Northern Bail Academy" },
      // The newest row of a course is its price: priced's second, reset's null (the academy's).
      prices: [
        [priced.id, 50_000],
        [priced.id, 45_000],
        [reset.id, 15_000],
        [reset.id, null],
        [inactive.id, 5_000],
      ],
      logo: LOGO,
    });
    const { data, errors } = await storefront("Northern-Bail");
    expect(errors).toBeUndefined();
    const shown = data!.storefront as {
      courses: { priceCents: number; course: { id: number; priceCents: number } }[];
    };
    expect(shown).toMatchObject({
      slug: "northern-bail",
      displayName: "Northern Bail Academy",
      brandColour: partner.brandColour,
      supportEmail: partner.supportEmail,
      supportPhone: partner.supportPhone,
      logoUrl: expect.stringMatching(/^\/p\/northern-bail\/logo\.png\?v=\d+$/),
      selling: true,
      notSellingMessage: null,
    });
    const prices = offered(shown.courses);
    expect(prices.get(priced.id)).toBe(45_000);
    expect(prices.get(academyPriced.id)).toBe(25_000);
    expect(prices.get(reset.id)).toBe(20_000);
    expect(prices.has(inactive.id)).toBe(false);
    // The course keeps the academy's own price beside the partner's.
    expect(shown.courses.find(offer => offer.course.id === priced.id)!.course.priceCents).toBe(
      30_000,
    );

    const one = await app.graphql(COURSE, { slug: "northern-bail", id: priced.id });
    expect(one.body.data).toEqual({
      storefrontCourse: { priceCents: 45_000, course: { id: priced.id, title: priced.title } },
    });
    const gone = await app.graphql(COURSE, { slug: "northern-bail", id: inactive.id });
    expect(gone.body.errors?.[0]).toMatchObject({
      message: "Course not found",
      extensions: { code: "NOT_FOUND" },
    });
  });

  it("answers the same over REST, in dollars", async () => {
    await createPartner(app, {
      live: true,
      branding: { slug: "rest-bail" },
      prices: [[priced.id, 12_345]],
    });
    const response = await app.request("/api/storefronts/rest-bail");
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      selling: boolean;
      courses: { price: number; course: { id: number; price: number } }[];
    };
    expect(body.selling).toBe(true);
    expect(body.courses.find(offer => offer.course.id === priced.id)).toMatchObject({
      price: 123.45,
      course: { id: priced.id, price: 300 },
    });
    const one = await app.request(`/api/storefronts/rest-bail/courses/${academyPriced.id}`);
    expect(await one.json()).toMatchObject({ price: 250, course: { id: academyPriced.id } });
    expect((await app.request(`/api/storefronts/rest-bail/courses/${inactive.id}`)).status).toBe(
      404,
    );
  });
});

describe("a storefront that does not sell", () => {
  it.each<[string, PartnerFields]>([
    ["suspended", { status: PartnerStatus.SUSPENDED }],
    ["ended", { status: PartnerStatus.ENDED }],
    ["past its term's end", { branding: { termEndsAt: new Date(Date.now() - 60_000) } }],
  ])("says so when %s, with no courses", async (_, fields) => {
    const slug = `quiet-${Math.random().toString(36).slice(2, 10)}`;
    await createPartner(app, {
      live: true,
      ...fields,
      branding: { slug, displayName: "Quiet Recovery", ...fields.branding },
      prices: [[priced.id, 1_000]],
    });
    const { data } = await storefront(slug);
    expect(data!.storefront).toMatchObject({
      displayName: "Quiet Recovery",
      selling: false,
      notSellingMessage: "Quiet Recovery is not selling courses at the moment.",
      courses: [],
    });
    const one = await app.graphql(COURSE, { slug, id: priced.id });
    expect(one.body.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  it("sells again while a term runs into the future", async () => {
    await createPartner(app, {
      live: true,
      branding: { slug: "term-running", termEndsAt: new Date(Date.now() + 86_400_000) },
    });
    expect((await storefront("term-running")).data!.storefront).toMatchObject({ selling: true });
  });
});

describe("no storefront", () => {
  it("is not found for an unknown slug, one not launched yet, or no slug at all", async () => {
    await createPartner(app, { branding: { slug: "not-launched", displayName: "Soon" } });
    for (const slug of [
      "no-such-partner",
      "not-launched",
      "a",
      "../etc",
      "x".repeat(5000),
      "ünï",
    ]) {
      const { data, errors } = await storefront(slug);
      expect(data).toBeNull();
      expect(errors?.[0]).toMatchObject({
        message: "Storefront not found",
        extensions: { code: "NOT_FOUND" },
      });
    }
    expect((await app.request("/api/storefronts/not-launched")).status).toBe(404);
    // A NUL is refused before any lookup, as in every text argument (400, never a 5xx).
    expect((await app.request("/api/storefronts/%00")).status).toBe(400);
    expect((await app.request(`/api/storefronts/${"x".repeat(90)}`)).status).toBe(404);
  });
});

describe("GET /p/{slug}/logo.png", () => {
  it("serves the logo with its ETag, 304 for the same, 404 without one", async () => {
    await createPartner(app, { live: true, branding: { slug: "with-logo" }, logo: LOGO });
    await createPartner(app, { live: true, branding: { slug: "without-logo" } });
    const response = await app.request("/p/with-logo/logo.png");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(LOGO);
    const etag = response.headers.get("etag")!;
    expect(etag).toMatch(/^"partner-logo-\d+-\d+"$/);
    const again = await app.request("/p/with-logo/logo.png", {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
    for (const path of [
      "/p/without-logo/logo.png",
      "/p/no-such-partner/logo.png",
      "/p/%00/logo.png",
    ]) {
      expect((await app.request(path)).status).toBe(404);
    }
  });
});
