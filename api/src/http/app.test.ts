import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { type TestApp, startTestApp } from "../../test/app.js";

/** The raw bytes as sent (fetch would decode them behind our back). */
function rawRequest(url: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const call = httpRequest(url, { method: body ? "POST" : "GET", headers }, response => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      call.on("error", reject);
      call.end(body);
    },
  );
}

const COURSES = JSON.stringify({ query: "{ courses { id title description imageUrl hours } }" });
const ASSET = "/assets/index-Bx7Yq2aZ.js";
const SCRIPT = `console.log(${JSON.stringify("a hashed asset ".repeat(200))});\n`;

let app: TestApp;
let webDist: string;

beforeAll(async () => {
  // A built web app as Vite leaves it: index.html, a hashed asset with its .br and .gz.
  webDist = mkdtempSync(join(tmpdir(), "ga-web-dist-"));
  mkdirSync(join(webDist, "assets"));
  writeFileSync(join(webDist, "index.html"), "<!doctype html><div id=root></div>");
  writeFileSync(join(webDist, ASSET), SCRIPT);
  writeFileSync(join(webDist, `${ASSET}.br`), brotliCompressSync(SCRIPT));
  writeFileSync(join(webDist, `${ASSET}.gz`), gzipSync(SCRIPT));
  app = await startTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe("an address the router cannot read", () => {
  it("is answered in the API's error shape, without the address echoed", async () => {
    const broken = "The address is not valid: it holds a broken %-escape.";
    const long = `/api/courses/${"9".repeat(120)}`;
    const cases: [path: string, status: number, message: string, code: string][] = [
      ["/api/legal/%ED%A0%80", 400, broken, "BAD_REQUEST"],
      ["/legal/%E0%A4%A", 400, broken, "BAD_REQUEST"],
      // A parameter over the router's 100 characters matches no route but the pages' catch-all.
      [long, 404, `No route for GET ${long}`, "NOT_FOUND"],
    ];
    for (const [path, status, message, code] of cases) {
      const response = await app.request(path);
      expect({ path, status: response.status, body: await response.json() }).toEqual({
        path,
        status,
        body: { message, code, requestId: expect.any(String) },
      });
    }
  });
});

describe("compression", () => {
  const json = { "content-type": "application/json" };

  it("compresses a large GraphQL answer for a caller that accepts gzip, and only then", async () => {
    const gzipped = await rawRequest(
      `${app.url}/graphql`,
      { ...json, "accept-encoding": "gzip" },
      COURSES,
    );
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    const text = gunzipSync(gzipped.body).toString();
    expect(text.length).toBeGreaterThan(1024);
    expect(gzipped.body.length).toBeLessThan(text.length);
    const { data } = JSON.parse(text) as { data: { courses: { title: string }[] } };
    expect(data.courses.length).toBeGreaterThan(1);

    const plain = await rawRequest(`${app.url}/graphql`, json, COURSES);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(text);
  });

  it("prefers brotli when the caller accepts both, and answers the REST shim compressed too", async () => {
    const response = await rawRequest(`${app.url}/api/courses`, {
      "accept-encoding": "gzip, br",
    });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    const courses = JSON.parse(brotliDecompressSync(response.body).toString()) as unknown[];
    expect(courses.length).toBeGreaterThan(1);
  });

  it("leaves small answers such as the health check plain", async () => {
    const response = await rawRequest(`${app.url}/healthz`, { "accept-encoding": "gzip, br" });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(response.body.toString())).toEqual({ status: "ok", learningSystem: "demo" });
  });
});

describe("GraphQL answers", () => {
  it("are never stored by a cache, answered or refused", async () => {
    const json = { "content-type": "application/json" };
    const answered = await rawRequest(`${app.url}/graphql`, json, COURSES);
    const refused = await rawRequest(
      `${app.url}/graphql`,
      json,
      JSON.stringify({ query: "{ nothingHere }" }),
    );
    expect([answered.status, refused.status]).toEqual([200, 400]);
    expect([answered.headers["cache-control"], refused.headers["cache-control"]]).toEqual([
      "no-store",
      "no-store",
    ]);
  });

  it("are not stored either when the REST paths answer through GraphQL", async () => {
    const answered = await rawRequest(`${app.url}/api/courses`, {});
    const missing = await rawRequest(`${app.url}/api/courses/999999`, {});
    expect([answered.status, missing.status]).toEqual([200, 404]);
    expect([answered.headers["cache-control"], missing.headers["cache-control"]]).toEqual([
      "no-store",
      "no-store",
    ]);
  });
});

describe("static files", () => {
  it("sends the build's brotli file of a hashed asset, cached for good", async () => {
    const response = await rawRequest(app.url + ASSET, { "accept-encoding": "gzip, br" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
  });

  it("sends the gzip file to a gzip-only caller and the plain file to others", async () => {
    const gzipped = await rawRequest(app.url + ASSET, { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT);

    const plain = await rawRequest(app.url + ASSET, {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("keeps the pages revalidated: index.html and client routes are no-cache", async () => {
    for (const path of ["/", "/courses"]) {
      const response = await rawRequest(app.url + path, { "accept-encoding": "gzip, br" });
      expect(response.status).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body.toString()).toContain("<div id=root>");
    }
  });
});
