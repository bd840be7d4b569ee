import { LIMITS } from "../../src/graphql/limits.js";
import { PRODUCTION_ENV, type TestApp, startTestApp } from "../app.js";

/**
 * Abusive GraphQL in production mode: each is refused before anything runs, with a 400 and a
 * message that says what to fix, and without internals. Depth and aliases in test mode are in
 * api/src/graphql/graphql.test.ts, introspection and suggestions in protocol.test.ts.
 */
const INTERNAL_TEXT = /stack|at .*\.[jt]s|\/work\/|node_modules|SQL|Did you mean/i;

let production: TestApp;
beforeAll(async () => {
  production = await startTestApp({ demo: false, env: PRODUCTION_ENV });
});
afterAll(() => production.close());

async function refused(body: unknown) {
  const response = await production.request("/graphql", { json: body });
  const text = await response.text();
  expect(text).not.toMatch(INTERNAL_TEXT);
  return { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
}

const deep = () => {
  let selection = "name";
  for (let i = 0; i < LIMITS.depth + 2; i++) selection = `ofType { ${selection} }`;
  return `{ __type(name: "Course") { fields { type { ${selection} } } } }`;
};
const aliased = () =>
  `{ ${Array.from({ length: LIMITS.aliases + 1 }, (_, i) => `a${i}: bannerSettings { showDisclaimerBanner }`).join(" ")} }`;

describe("abusive GraphQL in production", () => {
  it.each([
    ["too deep", deep(), /depth/i],
    ["too many aliases", aliased(), /alias/i],
    ["too costly", "{ contactMessages(first: 1000) { edges { node { id } } } }", /cost/i],
    ["introspection", "{ __schema { queryType { name } } }", /introspection has been disabled/],
    [
      "a typo (no suggestion)",
      "{ coursez { id } }",
      /^Cannot query field "coursez" on type "Query"\.$/,
    ],
  ])("refuses a document %s with 400 and a clear message", async (_name, query, message) => {
    const { status, body } = await refused({ query });
    expect(status).toBe(400);
    expect(body).not.toHaveProperty("data");
    const errors = body.errors as { message: string; extensions: { code: string } }[];
    expect(errors[0].message).toMatch(message);
    expect(errors.map(error => error.extensions.code)).toEqual(
      errors.map(() => "GRAPHQL_VALIDATION_FAILED"),
    );
  });

  it("refuses batched operations (a JSON array of requests) outright", async () => {
    const one = { query: "{ bannerSettings { showDisclaimerBanner } }" };
    const { status, body } = await refused(Array.from({ length: 50 }, () => one));
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toMatch(/batch/i);
    expect(body).not.toHaveProperty("data");
  });

  it("runs only the named operation of a document with many, and refuses one with none named", async () => {
    const many = Array.from(
      { length: 20 },
      (_, i) => `query Q${i} { bannerSettings { showDisclaimerBanner } }`,
    ).join("\n");
    const unnamed = await refused({ query: many });
    expect(unnamed.status).toBe(400);
    expect(JSON.stringify(unnamed.body)).toMatch(/operation name/i);
    const named = await refused({ query: many, operationName: "Q3" });
    expect(named.status).toBe(200);
    expect(Object.keys(named.body.data as object)).toEqual(["bannerSettings"]);
  });
});
