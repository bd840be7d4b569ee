import { type ErrorBody, type TestApp, readJson, startTestApp } from "./app.js";
import type { Client } from "./client.js";
import { createCourse, signedInAs } from "./factories.js";
import { bodyFields } from "../src/rest/route.js";
import { restRoutes } from "./composed.js";

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

  it("answers malformed JSON with a 400 JSON error on /api, and a GraphQL one on /graphql", async () => {
    const send = (path: string) =>
      app.request(path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{not json",
      });
    const rest = await send("/api/courses");
    expect(rest.status).toBe(400);
    expect((await readJson<ErrorBody>(rest)).message).toBe("Malformed JSON in request body");
    const graphql = await send("/graphql");
    expect(graphql.status).toBe(400);
    expect(await readJson(graphql)).toEqual({
      errors: [
        {
          message: "Malformed JSON in request body",
          extensions: { code: "BAD_REQUEST", requestId: expect.any(String) },
        },
      ],
    });
  });

  it("refuses a protected path to anonymous callers with 401", async () => {
    const response = await app.request("/api/admin/courses");
    expect(response.status).toBe(401);
    expect((await readJson<ErrorBody>(response)).code).toBe("UNAUTHENTICATED");
  });
});

describe("lists", () => {
  it.each([
    "/api/admin/users",
    "/api/admin/payments",
    "/api/admin/courses",
    "/api/admin/legal/documents",
    "/api/admin/outbox",
    "/api/admin/api-tokens",
    "/api/business-offers",
  ])("%s pages on with Link: rel=next, every row once, as many as X-Total-Count", async path => {
    const { client } = await signedInAs(app, { kind: "superAdmin" });
    // One row a page: every list here has several, so the links are followed several times.
    let next: string | null = `${path}?first=1`;
    const ids: unknown[] = [];
    let total: string | null = null;
    while (next) {
      const response = await client.request(next);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { id: unknown }[] | { tokens: { id: unknown }[] };
      const rows = Array.isArray(body) ? body : body.tokens;
      expect(rows.length).toBeLessThanOrEqual(1);
      ids.push(...rows.map(row => row.id));
      total = response.headers.get("x-total-count");
      const link = response.headers.get("link");
      next = link && /^<([^>]+)>; rel="next"$/.exec(link)![1].replace(app.config.publicUrl, "");
    }
    expect(total).not.toBeNull();
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(Number(total));
  });

  it("follows more than one link where the demo data has many rows", async () => {
    const { client } = await signedInAs(app, { kind: "admin" });
    const first = await client.request("/api/admin/courses?first=2");
    expect(Number(first.headers.get("x-total-count"))).toBeGreaterThan(4);
    expect(first.headers.get("link")).toMatch(/[?&]first=2&after=[^>]+>; rel="next"$/);
  });

  it("builds Link from the portal's public address, whatever Host or X-Forwarded-Host says", async () => {
    const { client } = await signedInAs(app, { kind: "admin" });
    for (const host of ["[", "a b", "évil.example:99999", "attacker.example", "%zz"]) {
      const response = await client.request("/api/admin/courses?first=2", {
        headers: { "x-forwarded-host": host },
      });
      expect({ host, status: response.status }).toEqual({ host, status: 200 });
      const link = response.headers.get("link")!;
      expect(link.startsWith(`<${app.config.publicUrl}/api/admin/courses?first=2&after=`)).toBe(
        true,
      );
    }
  });

  it("answers 100 rows when first is not given, and refuses a first that is not a number", async () => {
    const { client } = await signedInAs(app, { kind: "admin" });
    const users = await client.request("/api/admin/users");
    const total = Number(users.headers.get("x-total-count"));
    expect(((await users.json()) as unknown[]).length).toBe(Math.min(100, total));
    const wrong = await client.request("/api/admin/users?first=many");
    expect(wrong.status).toBe(400);
    expect((await readJson<ErrorBody>(wrong)).message).toBe("first must be a whole number");
  });
});

describe("write bodies", () => {
  const writes = restRoutes.filter(route => route.method !== "GET");
  // A super administrator may call every path, so its body is what is looked at; the ids name
  // nothing, so no write lands on the demo data.
  let superAdmin: Client;
  beforeAll(async () => {
    superAdmin = (await signedInAs(app, { kind: "superAdmin" })).client;
  });
  const send = (route: (typeof writes)[number], json: unknown) =>
    superAdmin.request(route.path.replace(/:\w+/g, "999999"), { method: route.method, json });

  it.each(writes.map(route => [`${route.method} ${route.path}`, route] as const))(
    "%s refuses a field it does not take, naming it",
    async (_, route) => {
      const response = await send(route, { ...fieldsOf(route), notAField: 1 });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: "Unknown field: notAField",
        code: "BAD_USER_INPUT",
        requestId: expect.any(String),
      });
    },
  );

  it.each(writes.map(route => [`${route.method} ${route.path}`, route] as const))(
    "%s takes every field it reads or documents",
    async (_, route) => {
      const response = await send(route, fieldsOf(route));
      expect(await response.text()).not.toMatch(/Unknown field|must be a JSON object/);
    },
  );

  it("takes the spec's documented bodies, including the fields the portal ignores", async () => {
    const documented: [string, string, Record<string, unknown>][] = [
      ["POST", "/api/create-payment-intent", { amount: 499, courseId: 999999 }],
      ["POST", "/api/business-offers/payment-intent", { offerId: 999999, amount: 2500 }],
      [
        "PATCH",
        "/api/business-offers/999999",
        { status: "paid", paymentId: "pi_1", paymentAmount: 25 },
      ],
      ["POST", "/api/admin/enrollments", { userId: 999999, courseId: 1, adminEnrolled: true }],
      ["POST", "/api/system/profile/push", { system: "lms", profileData: { updatedAt: 1 } }],
      ["POST", "/api/user-agreements", { documentId: 999999, signatureData: {}, courseId: 1 }],
    ];
    for (const [method, path, json] of documented) {
      const response = await superAdmin.request(path, { method, json });
      expect(`${path}: ${await response.text()}`).not.toMatch(/Unknown field/);
    }
  });

  it("names each unknown field, and refuses a body that is not an object", async () => {
    const many = await app.request("/api/auth/login", {
      json: { username: "a", password: "b", amount: 1, isAdmin: true },
    });
    expect(many.status).toBe(400);
    expect((await readJson<ErrorBody>(many)).message).toBe("Unknown fields: amount, isAdmin");
    const list = await app.request("/api/auth/login", { json: [{ username: "a" }] });
    expect(list.status).toBe(400);
    expect((await readJson<ErrorBody>(list)).message).toBe("The body must be a JSON object");
  });
});

/** A body with every field the row takes, each null (refused later, if at all, as missing). */
const fieldsOf = (route: (typeof restRoutes)[number]) =>
  Object.fromEntries([...bodyFields(route)].map(name => [name, null]));

describe("who may call a path is asked before its body is read", () => {
  // Every admin write of the table, each with a body no row accepts.
  const adminWrites = restRoutes.filter(
    route => route.method !== "GET" && route.path.startsWith("/api/admin/"),
  );
  const pathOf = (path: string) => path.replace(/:\w+/g, "1");

  it("answers a stranger 401 and a learner 403 on every admin write, not what the body lacked", async () => {
    expect(adminWrites.length).toBeGreaterThan(10);
    const { client: learner } = await signedInAs(app);
    for (const route of adminWrites) {
      const init = { method: route.method, json: { notAField: "<script>" } };
      const stranger = await app.request(pathOf(route.path), init);
      expect([route.path, stranger.status]).toEqual([route.path, 401]);
      expect((await readJson<ErrorBody>(stranger)).code).toBe("UNAUTHENTICATED");
      const asLearner = await learner.request(pathOf(route.path), init);
      expect([route.path, asLearner.status]).toEqual([route.path, 403]);
    }
  });
});

describe("a body GraphQL cannot take", () => {
  it("is refused in REST's words, naming the field, never quoting what was sent", async () => {
    const { client } = await signedInAs(app, { kind: "superAdmin" });
    const reset = (json: Record<string, unknown>) =>
      client.request("/api/admin/users/999999/reset-password", { json });
    const cases: [Record<string, unknown>, string][] = [
      [{}, "newPassword is required"],
      [{ newPassword: 12345678 }, "newPassword must be text"],
      [{ newPassword: "Secret#2026", confirmPassword: false }, "confirmPassword must be text"],
    ];
    for (const [json, message] of cases) {
      const response = await reset(json);
      expect(response.status).toBe(400);
      const body = await readJson<ErrorBody>(response);
      expect(body).toMatchObject({ message, code: "BAD_USER_INPUT" });
      expect(body.message).not.toMatch(/Variable|\$input|Secret#2026/);
    }
    const course = await client.request("/api/admin/courses", {
      json: { title: "T", description: "D", price: 10, hours: "many" },
    });
    expect(course.status).toBe(400);
    expect((await readJson<ErrorBody>(course)).message).not.toMatch(/Variable "\$/);
  });
});

describe("the admin settings paths", () => {
  it("answer administrators only, while the public site's paths stay public", async () => {
    const { client: learner } = await signedInAs(app);
    const { client: admin } = await signedInAs(app, { kind: "admin" });
    for (const name of ["disclaimer", "prelaunch-banner"]) {
      const path = `/api/admin/settings/${name}`;
      expect((await app.request(path)).status).toBe(401);
      expect((await learner.request(path)).status).toBe(403);
      const answer = await admin.request(path);
      expect(answer.status).toBe(200);
      expect(await readJson(answer)).toMatchObject({ isVisible: expect.any(Boolean) });
      expect((await app.request(`/api/settings/${name}`)).status).toBe(200);
    }
  });
});
