import { PNG } from "pngjs";
import type { Orm } from "../src/db/orm.js";
import { LegalDocumentType } from "../src/modules/legal/legal-document.entity.js";
import { prepareDatabase } from "../src/seed/prepare.js";
import type { TestApp } from "./app.js";
import { Client } from "./client.js";
import { openOrm } from "./composed.js";
import { createTestDatabase } from "./database.js";
import { createCourse, createLegalDocument, createUser } from "./factories.js";
import { type Replica, startReplica } from "./reliability/replicas.js";
import { SIGN } from "./steps/checkout.js";

/**
 * The built API (what `npm start` runs, test/built-api.ts) decodes drawn signatures in worker
 * threads of its own: the worker's file must load from the build as it does from the sources.
 */
let database: { url: string; drop(): Promise<void> };
let orm: Orm;
let api: Replica;

beforeAll(async () => {
  database = await createTestDatabase({ template: "migrated" });
  orm = await openOrm(database.url, { pool: 2 });
  await prepareDatabase(orm, database.url, { demo: false });
  api = await startReplica("built", database.url, {});
}, 240_000);

afterAll(async () => {
  await api?.stop();
  await orm?.close();
  await database?.drop();
}, 60_000);

/** A browser talking to the built API. */
function browser(): Client {
  const base = `http://127.0.0.1:${api.port}`;
  const request = (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json, ...rest } = init;
    if (json === undefined) return fetch(base + path, rest);
    const headers = new Headers(rest.headers);
    headers.set("content-type", "application/json");
    return fetch(base + path, { method: "POST", ...rest, headers, body: JSON.stringify(json) });
  };
  return new Client({ request } as unknown as TestApp, "built-client", "198.51.100.77");
}

it("takes a drawn signature, kept encoded afresh, and draws it in the agreement's PDF", async () => {
  const user = await createUser({ orm });
  const course = await createCourse({ orm });
  const document = await createLegalDocument({ orm }, LegalDocumentType.ENROLLMENT_AGREEMENT);
  const client = browser();
  expect((await client.login(user.username, user.password)).status).toBe(200);
  const drawn = new PNG({ width: 600, height: 200 });
  for (let x = 0; x < 600; x++) drawn.data.writeUInt32BE(0x202020ff, (100 * 600 + x) * 4);
  const data = `data:image/png;base64,${PNG.sync.write(drawn, { colorType: 6 }).toString("base64")}`;
  const { body } = await client.graphql<{ signAgreement: { pdfUrl: string } }>(SIGN, {
    input: { documentId: document.id, courseId: course.id, signature: { type: "DRAWN", data } },
  });
  expect(body.errors).toBeUndefined();
  const pdf = await client.request(body.data!.signAgreement.pdfUrl);
  expect(pdf.status).toBe(200);
  expect(Buffer.from(await pdf.arrayBuffer()).toString("latin1")).toMatch(/\/Subtype \/Image/);
});
