import { type TestApp, readJson, startTestApp } from "./app.js";
import type { Client } from "./client.js";
import { signedInAs } from "./factories.js";

// Every REST body field has the JSON type the OpenAPI document gives it: a value of another type
// is a 400 naming the field, whatever the row would have made of it ("349" taken for 349).

let app: TestApp;
let superAdmin: Client;
beforeAll(async () => {
  app = await startTestApp({ demo: false });
  superAdmin = (await signedInAs(app, { kind: "superAdmin" })).client;
});
afterAll(() => app.close());

type Schema = { type?: string | string[]; anyOf?: Schema[] };
type Operation = {
  requestBody?: { content: Record<string, { schema: { properties: Record<string, Schema> } }> };
};

/** The first JSON type a schema names, null aside. */
const typeOf = (schema: Schema): string =>
  schema.anyOf
    ? typeOf(schema.anyOf.find(option => option.type !== "null")!)
    : [schema.type].flat().find(type => type !== "null")!;

/** A value of another JSON type than `type`, and what the refusal says it must be. */
const WRONG: Record<string, [unknown, string]> = {
  integer: ["12", "must be a whole number"],
  number: ["349", "must be a number"],
  string: [349, "must be text"],
  boolean: ["true", "must be true or false"],
  array: ["1,2", "must be a list"],
  object: ["{}", "must be an object"],
};

describe("REST body types", () => {
  it("refuses, on every path, a body field of another JSON type than the OpenAPI document's, naming it", async () => {
    const document = await readJson<{ paths: Record<string, Record<string, Operation>> }>(
      await app.request("/api/openapi.json"),
    );
    const cases: string[] = [];
    const answers: unknown[] = [];
    const expected: unknown[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const body = operation.requestBody?.content["application/json"]?.schema;
        if (!body) continue;
        for (const [name, schema] of Object.entries(body.properties)) {
          const [value, must] = WRONG[typeOf(schema)]!;
          const url = path.replace(/\{\w+\}/g, "1");
          const response = await superAdmin.request(url, {
            method: method.toUpperCase(),
            json: { [name]: value },
          });
          const answer = (await response.json()) as { fields?: Record<string, string> };
          cases.push(`${method} ${path} ${name}`);
          answers.push([`${method} ${path} ${name}`, response.status, answer.fields?.[name]]);
          expected.push([`${method} ${path} ${name}`, 400, `${name} ${must}`]);
        }
      }
    }
    expect(cases.length).toBeGreaterThan(100);
    expect(answers).toEqual(expected);
  });

  it("checks inside lists and objects too", async () => {
    const list = await superAdmin.request("/api/system/notifications/mark-read", {
      json: { notificationIds: [1, "2"] },
    });
    expect(list.status).toBe(400);
    expect(await list.json()).toMatchObject({
      message: "notificationIds[1] must be a whole number",
    });
  });
});
