import { describe, expect, it, jest } from "@jest/globals";
import { HttpResponse, http } from "msw";
import { Kind, type DocumentNode, type OperationDefinitionNode } from "graphql";
import { createHash } from "node:crypto";
import { createApolloClient } from "./apollo";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CoursesDocument } from "../features/courses/courses.generated";
import { SiteBannersDocument } from "../features/settings/components/site-banners.generated";
import { bannerSettings, courses } from "../test/fixtures";
import { endpoint, persistedDocuments, refused, server } from "../test/server";

interface Sent {
  query?: string;
  operationName?: string;
  extensions?: { persistedQuery?: { version: number; sha256Hash: string } };
}

const src = fileURLToPath(new URL("../", import.meta.url));
const modules = readdirSync(src, { recursive: true, encoding: "utf8" })
  .filter(file => file.endsWith(".generated.ts"))
  .map(file => jest.requireActual<Record<string, unknown>>(join(src, file)));

/** Answers every request to /graphql with `answer` and keeps what the client sent. */
function recordRequests(answer: (body: Sent) => HttpResponse<never> | Response) {
  const sent: Sent[] = [];
  server.use(
    http.post(endpoint, async ({ request }) => {
      const body = (await request.json()) as Sent;
      sent.push(body);
      return answer(body);
    }),
  );
  return sent;
}

const answers: Record<string, unknown> = {
  Courses: { __typename: "Query", courses },
  SiteBanners: bannerSettings,
};
const answer = (body: Sent) => HttpResponse.json({ data: answers[body.operationName ?? ""] });

describe("the persisted documents link", () => {
  it("sends a generated operation by the hash of its manifest text, without the text", async () => {
    const sent = recordRequests(answer);
    const { data } = await createApolloClient().query({ query: CoursesDocument });
    expect(data?.courses.map(course => course.id)).toEqual(courses.map(course => course.id));
    expect(sent).toHaveLength(1);
    expect(sent[0].query).toBeUndefined();
    const hash = sent[0].extensions?.persistedQuery?.sha256Hash ?? "";
    expect(sent[0].extensions?.persistedQuery?.version).toBe(1);
    // The API runs the manifest's text for this hash: it is the SHA-256 of that very text.
    const text = persistedDocuments.get(hash) ?? "";
    expect(text).toMatch(/^query Courses \{/);
    expect(createHash("sha256").update(text).digest("hex")).toBe(hash);
  });

  // Every generated operation (each .graphql file's module beside it) with its type.
  const operations = modules.flatMap(Object.entries).flatMap(([name, value]) => {
    const definition = (value as DocumentNode).definitions?.find(
      (node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION,
    );
    return definition ? [[name, value as DocumentNode, definition.operation] as const] : [];
  });

  it("covers every generated operation with a manifest entry", () => {
    expect(operations.length).toBe(persistedDocuments.size);
  });

  // The browser hashes the text the client would send (codegen/persisted-manifests.mjs writes
  // the manifests from the same print): the hash it sends is a manifest key, and the text it
  // sends when the server does not know the hash is that key's manifest text.
  it.each(operations)("hashes %s as its manifest does", async (_name, document, type) => {
    const sent = recordRequests(body =>
      body.query === undefined
        ? refused("PERSISTED_QUERY_NOT_FOUND", "PersistedQueryNotFound")
        : Response.json({ errors: [{ message: "recorded" }] }),
    );
    const client = createApolloClient();
    const request =
      type === "mutation"
        ? client.mutate({ mutation: document })
        : client.query({ query: document });
    await expect(request).rejects.toThrow("recorded");
    expect(sent).toHaveLength(2);
    const hash = sent[0].extensions?.persistedQuery?.sha256Hash ?? "";
    expect(persistedDocuments.get(hash)).toBe(sent[1].query);
  });

  it("sends full documents without hashes once the server does not know a hash", async () => {
    const sent = recordRequests(body =>
      body.query === undefined
        ? refused("PERSISTED_QUERY_NOT_FOUND", "PersistedQueryNotFound")
        : answer(body),
    );
    const client = createApolloClient();
    expect((await client.query({ query: CoursesDocument })).data?.courses).toHaveLength(
      courses.length,
    );
    await client.query({ query: SiteBannersDocument });
    const what = (body: Sent) => [body.operationName, body.query ? "text" : "hash"];
    expect(sent.map(what)).toEqual([
      ["Courses", "hash"],
      ["Courses", "text"],
      ["SiteBanners", "text"],
    ]);
    // The API would refuse a text that comes with a hash of another printing of it.
    expect(sent.slice(1).map(body => body.extensions?.persistedQuery)).toEqual([
      undefined,
      undefined,
    ]);
  });
});
