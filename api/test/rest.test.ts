import { type ErrorBody, type TestApp, readJson, startTestApp } from "./app.js";
import { createCourse } from "./factories.js";

let app: TestApp;
beforeAll(async () => {
  // With the demo data: the catalogue, banners and legal pages below are the seeded ones.
  app = await startTestApp();
});
afterAll(() => app.close());

const COURSE_FIELDS = [
  "description",
  "hours",
  "id",
  "imageUrl",
  "isActive",
  "isFeatured",
  "isSelfPaced",
  "price",
  "title",
];

describe("GET /api/courses", () => {
  it("lists the demo catalogue with the spec's field names", async () => {
    const response = await app.request("/api/courses");
    expect(response.status).toBe(200);
    const courses = await readJson<Record<string, unknown>[]>(response);
    expect(courses.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(courses[0]).sort()).toEqual(COURSE_FIELDS);
    const initial = courses.find(c => String(c.title).includes("Initial"));
    expect(initial).toMatchObject({ hours: 40, isActive: true, price: 499 });
    expect(courses.some(c => c.isActive === false)).toBe(true);
    expect(courses.some(c => c.imageUrl === null)).toBe(true);
  });

  it("answers the same data as the same query over /graphql", async () => {
    const rest = await (await app.request("/api/courses")).json();
    const { body } = await app.graphql(
      "{ courses { id title description imageUrl hours price isFeatured isSelfPaced isActive } }",
    );
    expect(body.data?.courses).toEqual(rest);
  });
});

describe("GET /api/courses/:id", () => {
  it("returns one course, its price in dollars", async () => {
    const course = await createCourse(app, { priceCents: 12_345 });
    const response = await app.request(`/api/courses/${course.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: course.id, price: 123.45 });
  });

  it("is a JSON 404 for a course that does not exist", async () => {
    const response = await app.request("/api/courses/999999");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: "Course Not Found",
      code: "NOT_FOUND",
      requestId: expect.any(String),
    });
  });

  it("is a 400 naming the parameter for an id that is not a number", async () => {
    const response = await app.request("/api/courses/abc");
    expect(response.status).toBe(400);
    expect((await readJson<ErrorBody>(response)).message).toMatch(/Invalid id "abc"/);
  });
});

describe("settings and legal paths", () => {
  it("serves the public banner settings", async () => {
    expect(await (await app.request("/api/settings/banners")).json()).toEqual({
      showDisclaimerBanner: true,
      showPreLaunchBanner: true,
    });
    expect(await (await app.request("/api/settings/prelaunch-banner")).json()).toEqual({
      isVisible: true,
    });
    const disclaimer = await readJson<{ text: string }>(
      await app.request("/api/settings/disclaimer"),
    );
    expect(disclaimer).toMatchObject({ isVisible: true });
    expect(disclaimer.text).toMatch(/^This training course is in pre-launch/);
  });

  it("serves each legal page's title and HTML", async () => {
    for (const [page, title] of [
      ["terms", "Terms of Service"],
      ["privacy", "Privacy Policy"],
      ["refund", "Refund Policy"],
      ["disclaimer", "Training Disclaimer"],
    ]) {
      const body = await readJson<{ title: string; content: string }>(
        await app.request(`/api/legal/${page}`),
      );
      expect(body.title).toBe(title);
      expect(body.content).toMatch(/^<p>/);
    }
  });

  it("serves the active enrollment agreement and 404s a type with none", async () => {
    const agreement = await app.request("/api/legal-documents/type/enrollment");
    expect(agreement.status).toBe(200);
    expect(await agreement.json()).toMatchObject({
      title: "Enrollment Agreement",
      type: "enrollment-agreement",
      requiresSignature: true,
    });
    const none = await app.request("/api/legal-documents/type/other");
    expect(none.status).toBe(404);
    expect((await readJson<ErrorBody>(none)).message).toBe("No active other document found");
  });
});

describe("errors", () => {
  it("answers an unknown /api path with a JSON 404", async () => {
    const response = await app.request("/api/does-not-exist");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect((await readJson<ErrorBody>(response)).code).toBe("NOT_FOUND");
  });

  it("answers malformed JSON with a 400 JSON error on /api and /graphql", async () => {
    for (const path of ["/api/courses", "/graphql"]) {
      const response = await app.request(path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{not json",
      });
      expect(response.status).toBe(400);
      expect((await readJson<ErrorBody>(response)).message).toBe("Malformed JSON in request body");
    }
  });

  it("refuses a protected path to anonymous callers with 401", async () => {
    const response = await app.request("/api/admin/courses");
    expect(response.status).toBe(401);
    expect((await readJson<ErrorBody>(response)).code).toBe("UNAUTHENTICATED");
  });
});
