import { compileErrors, validate } from "@readme/openapi-parser";
import { type TestApp, readJson, startTestApp } from "../../test/app.js";
import { signedInAs } from "../../test/factories.js";
import { httpRoutes } from "../../test/composed.js";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ demo: false });
});
afterAll(() => app.close());

interface Document {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  security?: unknown[];
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: { "application/json": { schema: { properties: object } } } };
  responses: Record<
    string,
    { content?: { "application/json": { schema: unknown } }; headers?: Record<string, unknown> }
  >;
}

const fetchDocument = async () => {
  const response = await app.request("/api/openapi.json");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return readJson<Document>(response);
};

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document, served to anyone", async () => {
    const document = await fetchDocument();
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? "" : compileErrors(result)).toBe("");
    expect(result.specification).toBe("OpenAPI");
    expect(document).toMatchObject({ openapi: "3.1.0" });
  });

  it("lists exactly the paths and methods Fastify serves under /api, the site files, pictures and forms", async () => {
    const document = await fetchDocument();
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map(
        method => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`,
      ),
    );
    // The OpenID provider's endpoints are described by their own discovery document instead.
    const protocol = new Set(
      httpRoutes.filter(route => route.protocol).map(route => `${route.method} ${route.path}`),
    );
    const served = app
      .routes()
      .filter(
        route =>
          /^\/(api\/|\.well-known\/|og\/|demo-connect\/|p\/:slug\/logo\.png$|robots\.txt$|sitemap\.xml$|contact$)/.test(
            route.split(" ")[1],
          ) && !protocol.has(route),
      );
    expect(served.length).toBeGreaterThan(50);
    expect([...documented].sort()).toEqual([...served].sort());
  });

  it("says that every REST body refuses fields it does not list", async () => {
    const { paths } = await fetchDocument();
    const bodies = Object.values(paths).flatMap(operations =>
      Object.values(operations).flatMap(operation =>
        operation.requestBody?.content["application/json"]
          ? [operation.requestBody.content["application/json"].schema]
          : [],
      ),
    );
    expect(bodies.length).toBeGreaterThan(30);
    for (const schema of bodies) expect(schema).toMatchObject({ additionalProperties: false });
    // A field the spec documents and the portal ignores is listed, so it is not refused.
    expect(paths["/api/create-payment-intent"].post.requestBody).toMatchObject({
      content: { "application/json": { schema: { properties: { amount: { type: "number" } } } } },
    });
  });

  it("derives parameters, bodies and answers from the operations' types", async () => {
    const { paths } = await fetchDocument();
    const payments = paths["/api/admin/payments"].get;
    expect(payments.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: "first",
          in: "query",
          schema: expect.objectContaining({ type: "integer" }),
        }),
        // REST names the values as the spec does (`?status=successful`), not GraphQL's names.
        expect.objectContaining({
          name: "status",
          in: "query",
          schema: expect.objectContaining({
            enum: ["successful", "pending", "failed", "refunded"],
          }),
        }),
      ]),
    );
    expect(payments.responses["200"].content!["application/json"].schema).toMatchObject({
      type: "array",
      items: {
        properties: {
          amount: { type: "number" },
          amountCents: { type: "integer" },
          createdAt: { type: "string", format: "date-time" },
          username: { type: ["string", "null"] },
        },
      },
    });
    expect(Object.keys(payments.responses)).toEqual([
      "200",
      "400",
      "401",
      "403",
      "429",
      "500",
      "503",
    ]);

    const refund = paths["/api/admin/payments/{id}/refund"].post;
    expect(refund.parameters).toEqual([
      { name: "id", in: "path", required: true, schema: { type: "integer", format: "int32" } },
      {
        name: "Idempotency-Key",
        in: "header",
        required: false,
        schema: { type: "string", description: expect.stringContaining("refunds once") },
      },
    ]);
    expect(refund.responses["422"]).toEqual({ $ref: "#/components/responses/KeyReused" });
    // Dollars, as every REST body, or a full refund said in so many words; nothing else.
    expect(refund.requestBody!.content["application/json"].schema).toMatchObject({
      properties: {
        amount: { type: "number" },
        full: { type: "boolean" },
        keepEnrollment: { type: ["boolean", "null"] },
      },
      additionalProperties: false,
    });
    expect(refund.requestBody!.content["application/json"].schema.properties).not.toHaveProperty(
      "amountCents",
    );
    expect(refund.responses).toHaveProperty("404");

    // The routes answer a status by its value, as the spec does (null without the offer's
    // reference); an administrator gets the full shape.
    const offer = paths["/api/business-offers/{id}"].get.responses["200"].content!;
    const statuses = ["pending", "paid", "signed", "active", "cancelled"];
    expect(offer["application/json"].schema).toMatchObject({
      anyOf: [
        { properties: { status: { enum: [...statuses, null] } } },
        { properties: { status: { enum: statuses }, contactEmail: { type: "string" } } },
      ],
    });
    // A list's page: its headers, and `first`/`after` to page on.
    expect(payments.responses["200"].headers).toEqual({
      "X-Total-Count": expect.objectContaining({ schema: { type: "integer" } }),
      Link: expect.objectContaining({ schema: { type: "string" } }),
    });
    expect(payments.parameters!.map(parameter => parameter.name)).toEqual(
      expect.arrayContaining(["first", "after"]),
    );
    expect(payments.responses["200"].content!["application/json"].schema).toMatchObject({
      items: { properties: { status: { enum: ["successful", "pending", "failed", "refunded"] } } },
    });

    const login = paths["/api/auth/login"].post;
    expect(login.security).toEqual([]);
    expect(login.requestBody!.content["application/json"].schema).toMatchObject({
      properties: { username: { type: "string" }, password: { type: "string" } },
      required: ["username", "password"],
    });
  });

  it("lists a download's query parameters, and the download reads them", async () => {
    const { paths } = await fetchDocument();
    const exported = paths["/api/admin/payments/export.csv"].get;
    expect(exported.parameters!.map(({ name, in: where }) => `${where} ${name}`)).toEqual([
      "query q",
      "query date",
      "query status",
    ]);
    const admin = (await signedInAs(app, { kind: "admin" })).client;
    for (const name of ["date", "status"]) {
      const refused = await admin.request(`/api/admin/payments/export.csv?${name}=never`);
      expect(refused.status).toBe(400);
      expect(await readJson(refused)).toMatchObject({ message: `Invalid ${name} "never"` });
    }
  });
});
