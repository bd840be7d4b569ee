import { type TestApp, readJson, startTestApp } from "../../test/app.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe("the public certificate check from another site (CORS)", () => {
  const origin = { origin: "https://employer.example.com" };

  it("answers any origin on the REST verify path, a verdict or a refusal", async () => {
    const response = await app.request("/api/certificates/GA-NOPE-0000/verify", {
      headers: origin,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    expect(await readJson(response)).toMatchObject({ status: "NOT_FOUND" });
  });

  it("answers any origin on the same lookup over GET /graphql, and on nothing more", async () => {
    const get = (query: string) =>
      app.request(`/graphql?query=${encodeURIComponent(query)}`, { headers: origin });
    const lookup = await get('{ verifyCertificate(number: "GA-NOPE-0000") { status } }');
    expect(lookup.status).toBe(200);
    expect(lookup.headers.get("access-control-allow-origin")).toBe("*");
    for (const query of [
      "{ courses { id } }",
      '{ verifyCertificate(number: "GA-NOPE-0000") { status } courses { id } }',
      "{ __typename }",
    ]) {
      expect((await get(query)).headers.get("access-control-allow-origin")).toBeNull();
    }
  });

  it("opens nothing else to other origins", async () => {
    for (const path of ["/api/courses", "/api/auth/me", "/readyz"]) {
      const response = await app.request(path, { headers: origin });
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
    }
    const graphql = await app.request("/graphql", {
      headers: origin,
      json: { query: '{ verifyCertificate(number: "GA-NOPE-0000") { status } }' },
    });
    expect(graphql.headers.get("access-control-allow-origin")).toBeNull();
  });
});
