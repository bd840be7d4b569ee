import { SITE_TITLE } from "@guardian/rules";
import { rmSync } from "node:fs";
import { get } from "node:http";
import { connect } from "node:net";
import { join } from "node:path";
import { type TestApp, startTestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import { readHead } from "../../../test/page-head.js";
import { createCourse, createPartner, signedInAs } from "../../../test/factories.js";
import { writeWebBuild } from "../../../test/web-build.js";
import { AuditEvent, AuditEventType } from "../audit/audit-event.entity.js";
import type { Course } from "../courses/course.entity.js";
import type { Partner } from "./partner.entity.js";

/**
 * A partner served at its own domain: the academy's administrators map a host name to it; a
 * request whose Host is exactly that host is sent to the storefront's address for "/" and
 * "/course/{id}"; every other host (the portal's, an unmapped or forged one) gets the portal,
 * from the cache too.
 */
const PORTAL = "academy.example";
const MAPPED = "learn.northern.example";
const MAP = `mutation($partnerId: Int!, $host: String!) { adminMapPartnerHost(partnerId: $partnerId, host: $host) }`;
const UNMAP = `mutation($host: String!) { adminUnmapPartnerHost(host: $host) }`;
const HOSTS = `query($id: Int!) { adminPartner(partnerId: $id) { hosts } }`;

let app: TestApp;
let root: string;
let academy: Client;
let northern: Partner;
let other: Partner;
let course: Course;
let second: Course;

beforeAll(async () => {
  root = writeWebBuild();
  app = await startTestApp({
    demo: false,
    env: { WEB_DIST: join(root, "dist"), PUBLIC_URL: `https://${PORTAL}` },
  });
  course = await createCourse(app, { title: "Skip Tracing", priceCents: 30_000 });
  second = await createCourse(app, { title: "Bail Law", priceCents: 20_000 });
  northern = await createPartner(app, {
    live: true,
    branding: { slug: "northern-bail", displayName: "Northern Bail" },
  });
  other = await createPartner(app, { live: true });
  academy = (await signedInAs(app, { kind: "admin" })).client;
}, 60_000);

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

let requests = 0;
/**
 * The page as a visitor with these headers gets it (each from an address of its own), over
 * node:http: fetch never sends a Host of the caller's.
 */
async function page(target: TestApp, path: string, headers: Record<string, string>) {
  const n = ++requests;
  const { status, html, location } = await new Promise<{
    status: number;
    html: string;
    location?: string;
  }>((resolve, reject) => {
    const request = get(
      new URL(path, target.url),
      { headers: { "x-forwarded-for": `10.78.${n >> 8}.${n & 255}`, ...headers } },
      response => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            html: body,
            location: response.headers.location,
          }),
        );
      },
    );
    request.on("error", reject);
  });
  if (location) return { status, location };
  const head = readHead(html);
  return { status, title: head.title, canonical: head.canonical };
}

const PORTAL_HOME = { status: 200, title: SITE_TITLE, canonical: `https://${PORTAL}/` };
/** A mapped host's "/": the storefront's own address, on that host. */
const TO_STOREFRONT = { status: 302, location: "/p/northern-bail" };

describe("mapping a host name", () => {
  it("keeps it lower-case, audited, listed on the partner; again changes nothing", async () => {
    const mapped = await academy.graphql(MAP, {
      partnerId: northern.id,
      host: "Learn.Northern.EXAMPLE",
    });
    expect(mapped.body).toEqual({ data: { adminMapPartnerHost: [MAPPED] } });
    const again = await academy.graphql(MAP, { partnerId: northern.id, host: MAPPED });
    expect(again.body).toEqual({ data: { adminMapPartnerHost: [MAPPED] } });
    const listed = await academy.graphql(HOSTS, { id: northern.id });
    expect(listed.body.data).toEqual({ adminPartner: { hosts: [MAPPED] } });
    const audited = await app.orm.em
      .fork()
      .find(AuditEvent, { type: AuditEventType.PartnerHostMapped });
    expect(audited.map(event => event.details)).toEqual([{ partnerId: northern.id, host: MAPPED }]);
  });

  it("refuses another partner's host, the portal's own, an IP, a port", async () => {
    const taken = await academy.graphql(MAP, { partnerId: other.id, host: MAPPED });
    expect(taken.body.errors?.[0]).toMatchObject({
      message: "This host already serves another partner",
      extensions: { code: "CONFLICT" },
    });
    for (const [host, message] of [
      [PORTAL, "Host is the portal's own host"],
      ["10.0.0.8", "Host must be a name, not an IP address"],
      [`${MAPPED}:8443`, "Host must not have a port"],
    ]) {
      const refused = await academy.graphql(MAP, { partnerId: other.id, host });
      expect(refused.body.errors?.[0]).toMatchObject({
        message,
        extensions: { code: "BAD_USER_INPUT" },
      });
    }
  });

  it("unmaps (audited) once; a second time answers false", async () => {
    await academy.graphql(MAP, { partnerId: other.id, host: "shop.other.example" });
    expect((await academy.graphql(UNMAP, { host: "shop.other.example" })).body.data).toEqual({
      adminUnmapPartnerHost: true,
    });
    expect((await academy.graphql(UNMAP, { host: "shop.other.example" })).body.data).toEqual({
      adminUnmapPartnerHost: false,
    });
    const audited = await app.orm.em
      .fork()
      .find(AuditEvent, { type: AuditEventType.PartnerHostUnmapped });
    expect(audited.map(event => event.details)).toEqual([
      { partnerId: other.id, host: "shop.other.example" },
    ]);
  });
});

describe("serving a mapped host", () => {
  it("sends '/' to the storefront, and serves the portal on its host, from the cache too", async () => {
    expect(await page(app, "/", { host: MAPPED })).toEqual(TO_STOREFRONT);
    expect(await page(app, "/", { host: PORTAL })).toEqual(PORTAL_HOME);
    expect(await page(app, "/", { host: MAPPED })).toEqual(TO_STOREFRONT);
    expect(await page(app, "/?utm_source=x", { host: MAPPED })).toEqual({
      status: 302,
      location: "/p/northern-bail?utm_source=x",
    });
    // The storefront's own address, on either host: its page (canonical from PUBLIC_URL).
    const storefront = {
      status: 200,
      title: "Northern Bail",
      canonical: `https://${PORTAL}/p/northern-bail`,
    };
    expect(await page(app, "/p/northern-bail", { host: MAPPED })).toEqual(storefront);
    expect(await page(app, "/p/northern-bail", { host: PORTAL })).toEqual(storefront);
  });

  it("sends a course's page to the storefront's, after the portal's was kept, and the reverse", async () => {
    const shown = (of: Course, shop: boolean) =>
      shop
        ? { status: 302, location: `/p/northern-bail/course/${of.id}` }
        : {
            status: 200,
            title: `${of.title} | Guardian Academy`,
            canonical: `https://${PORTAL}/course/${of.id}`,
          };
    expect(await page(app, `/course/${second.id}`, { host: PORTAL })).toEqual(shown(second, false));
    expect(await page(app, `/course/${second.id}`, { host: MAPPED })).toEqual(shown(second, true));
    expect(await page(app, `/course/${course.id}`, { host: MAPPED })).toEqual(shown(course, true));
    expect(await page(app, `/course/${course.id}`, { host: PORTAL })).toEqual(shown(course, false));
  });

  it("leaves the portal's other pages as they are on a mapped host", async () => {
    const shown = await page(app, "/login", { host: MAPPED });
    expect(shown).toMatchObject({ status: 200, title: "Log In | Guardian Academy" });
  });

  it.each([
    ["upper case", MAPPED.toUpperCase()],
    ["a trailing dot", `${MAPPED}.`],
    ["a port", `${MAPPED}:8443`],
    ["an IP address", "127.0.0.1"],
    ["an unmapped name", "learn.unknown.example"],
    ["an oversized name", `${"a".repeat(60)}.`.repeat(60) + "example"],
  ])("gives the portal for a Host with %s, never the storefront", async (_case, host) => {
    expect(await page(app, "/", { host })).toEqual(PORTAL_HOME);
  });

  it("gives the portal for two Host headers and a unicode Host, never a 5xx", async () => {
    const raw = (head: string) =>
      new Promise<string>((resolve, reject) => {
        const { port } = new URL(app.url);
        const socket = connect(Number(port), "127.0.0.1", () =>
          socket.write(`GET / HTTP/1.1\r\n${head}Connection: close\r\n\r\n`),
        );
        let answer = "";
        socket.on("data", chunk => (answer += chunk.toString("latin1")));
        socket.on("end", () => resolve(answer));
        socket.on("error", reject);
      });
    // Node keeps the first Host and drops the rest.
    const twice = await raw(`Host: ${PORTAL}\r\nHost: ${MAPPED}\r\n`);
    expect(twice).toMatch(/^HTTP\/1\.1 (200|4\d\d) /);
    expect(twice).not.toMatch(/^HTTP\/1\.1 302 /);
    const unicode = await raw(`Host: l\u00e9arn.northern.example\r\n`);
    expect(unicode).toMatch(/^HTTP\/1\.1 (200|4\d\d) /);
    expect(unicode).not.toMatch(/^HTTP\/1\.1 302 /);
  });

  it("honours X-Forwarded-Host from the proxy TRUST_PROXY believes", async () => {
    expect(await page(app, "/", { host: PORTAL, "x-forwarded-host": MAPPED })).toEqual(
      TO_STOREFRONT,
    );
  });
});

describe("without TRUST_PROXY", () => {
  let direct: TestApp;
  beforeAll(async () => {
    direct = await startTestApp({
      demo: false,
      env: { WEB_DIST: join(root, "dist"), PUBLIC_URL: `https://${PORTAL}`, TRUST_PROXY: "false" },
      database: undefined,
    });
    const { id } = await createPartner(direct, {
      live: true,
      branding: { slug: "northern-bail", displayName: "Northern Bail" },
    });
    const admin = (await signedInAs(direct, { kind: "admin" })).client;
    expect((await admin.graphql(MAP, { partnerId: id, host: MAPPED })).body.errors).toBeUndefined();
  }, 60_000);
  afterAll(() => direct.close());

  it("never takes X-Forwarded-Host: a forged one gets the portal", async () => {
    expect(await page(direct, "/", { host: MAPPED })).toEqual(TO_STOREFRONT);
    expect(await page(direct, "/", { host: PORTAL, "x-forwarded-host": MAPPED })).toEqual(
      PORTAL_HOME,
    );
  });
});
