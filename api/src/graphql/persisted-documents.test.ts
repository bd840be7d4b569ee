import { createHash } from "node:crypto";
import { type TestApp, readJson, startTestApp } from "../../test/app.js";
import type { Client, GraphQLBody } from "../../test/client.js";
import { createCourse, signedInAs } from "../../test/factories.js";
import { PERSISTED_ONLY_MESSAGE, loadPersistedDocuments } from "./persisted-documents.js";

const documents = loadPersistedDocuments();
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The web app's operation of that name, as its manifest has it. */
function hashOf(name: string): string {
  const pattern = new RegExp(`(query|mutation) ${name}\\b`);
  const found = [...documents].find(([, text]) => pattern.test(text));
  if (!found) throw new Error(`no web operation ${name}`);
  return found[0];
}

const persisted = (sha256Hash: string) => ({ persistedQuery: { version: 1, sha256Hash } });

/** A POST to /graphql from `caller` (a browser's cookies, a token, or nobody). */
async function post(
  app: TestApp,
  json: Record<string, unknown>,
  caller?: Client | { token: string },
): Promise<{ status: number; body: GraphQLBody }> {
  const response =
    caller && "token" in caller
      ? await app.request("/graphql", {
          json,
          headers: { authorization: `Bearer ${caller.token}` },
        })
      : caller
        ? await caller.request("/graphql", { json })
        : await app.request("/graphql", { json });
  return { status: response.status, body: await readJson<GraphQLBody>(response) };
}

const OTHER = "{ courses { id title } }";

let strict: TestApp;
let open: TestApp;
beforeAll(async () => {
  [strict, open] = await Promise.all([
    startTestApp({ demo: false, env: { GRAPHQL_PERSISTED_ONLY: "true" } }),
    startTestApp({ demo: false }),
  ]);
});
afterAll(() => Promise.all([strict, open].map(app => app.close())));

describe("with GRAPHQL_PERSISTED_ONLY", () => {
  it("runs the web app's operations sent by hash, signed in or not", async () => {
    const courses = await post(strict, { extensions: persisted(hashOf("Courses")) });
    expect(courses.status).toBe(200);
    expect(courses.body.data?.courses).toEqual(expect.any(Array));

    const { user, client } = await signedInAs(strict);
    const me = await post(strict, { extensions: persisted(hashOf("Me")) }, client);
    expect(me.status).toBe(200);
    expect(me.body.data?.me).toMatchObject({ username: user.username });
  });

  it("answers an unknown hash with PersistedQueryNotFound", async () => {
    const { status, body } = await post(strict, { extensions: persisted(sha256(OTHER)) });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: "PersistedQueryNotFound",
        extensions: expect.objectContaining({ code: "PERSISTED_QUERY_NOT_FOUND" }),
      }),
    ]);
  });

  it("refuses any other document from a browser or an anonymous caller, whatever hash it brings", async () => {
    const { client } = await signedInAs(strict);
    for (const [json, caller] of [
      [{ query: OTHER }, undefined],
      [{ query: OTHER }, client],
      [{ query: OTHER, extensions: persisted(sha256(OTHER)) }, client],
      [{ query: OTHER, extensions: persisted(hashOf("Courses")) }, client],
    ] as const) {
      const { status, body } = await post(strict, json, caller);
      expect(status).toBe(400);
      expect(body.data).toBeUndefined();
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: PERSISTED_ONLY_MESSAGE,
          extensions: expect.objectContaining({ code: "BAD_REQUEST" }),
        }),
      ]);
    }
  });

  it("runs any document for an API token, whose admin created it through the web app's mutation", async () => {
    const { client } = await signedInAs(strict, { kind: "admin" });
    const created = await post(
      strict,
      {
        extensions: persisted(hashOf("CreateApiToken")),
        variables: { input: { name: "reporting", role: "ADMIN" } },
      },
      client,
    );
    expect(created.body.errors).toBeUndefined();
    const { token } = (created.body.data as { createApiToken: { token: string } }).createApiToken;

    const { status, body } = await post(strict, { query: OTHER }, { token });
    expect(status).toBe(200);
    expect(body.data?.courses).toEqual(expect.any(Array));
  });

  it("keeps the REST paths, which run their own operations", async () => {
    const course = await createCourse(strict);
    const { client } = await signedInAs(strict);
    const response = await client.request("/api/courses");
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: course.id, title: course.title })]),
    );
  });
});

describe("without it (the default)", () => {
  it("runs the web app's operations by hash and any document in full", async () => {
    for (const json of [{ extensions: persisted(hashOf("Courses")) }, { query: OTHER }]) {
      const { status, body } = await post(open, json);
      expect(status).toBe(200);
      expect(body.data?.courses).toEqual(expect.any(Array));
    }
  });

  it("never stores a document a client sends with its hash (no registration)", async () => {
    const sent = await post(open, { query: OTHER, extensions: persisted(sha256(OTHER)) });
    expect(sent.status).toBe(200);
    const byHash = await post(open, { extensions: persisted(sha256(OTHER)) });
    expect(byHash.status).toBe(400);
    expect(byHash.body.errors?.[0].extensions?.code).toBe("PERSISTED_QUERY_NOT_FOUND");
  });

  it("runs a document sent in full as itself, whatever hash comes with it", async () => {
    const { status, body } = await post(open, {
      query: "{ courses { title } }",
      extensions: persisted(hashOf("Me")),
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({ courses: expect.any(Array) });
  });

  it("answers a hash of another protocol version with a 400", async () => {
    const { status, body } = await post(open, {
      extensions: { persistedQuery: { version: 2, sha256Hash: hashOf("Courses") } },
    });
    expect(status).toBe(400);
    expect(body.errors?.[0].extensions?.code).toBe("BAD_REQUEST");
  });
});
