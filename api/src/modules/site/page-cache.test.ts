import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type TestApp, startTestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import { createCourse, createLegalDocument, signedInAs, unique } from "../../../test/factories.js";
import { LegalDocumentType } from "../legal/legal-document.entity.js";
import { type Dressing, PAGE_TTL_MS, PageCache } from "./page-cache.rules.js";

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>The shell's own title</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe("the page cache", () => {
  let now = 0;
  let dressings = 0;
  const cache = () => new PageCache({ now: () => now, maxPages: 2 });
  const dress =
    (html: string, keep?: boolean): (() => Promise<Dressing>) =>
    () => {
      dressings += 1;
      return Promise.resolve({ status: 200, html, keep });
    };
  beforeEach(() => {
    now = 1_000_000;
    dressings = 0;
  });

  it("serves a page again for its TTL while the version stays, then dresses it anew", async () => {
    const pages = cache();
    expect(await pages.get("k", "1", dress("first"))).toEqual({ status: 200, html: "first" });
    now += PAGE_TTL_MS - 1;
    expect((await pages.get("k", "1", dress("second"))).html).toBe("first");
    expect(dressings).toBe(1);
    now += 1;
    expect((await pages.get("k", "1", dress("third"))).html).toBe("third");
    expect((await pages.get("k", "1", dress("fourth"))).html).toBe("third");
    expect(dressings).toBe(2);
  });

  it("dresses a page anew at once when the site's version changes", async () => {
    const pages = cache();
    await pages.get("k", "1", dress("old"));
    expect((await pages.get("k", "2", dress("new"))).html).toBe("new");
    expect((await pages.get("k", "2", dress("newer"))).html).toBe("new");
  });

  it("dresses a page once for the requests that ask while it is being dressed", async () => {
    const pages = cache();
    let finish!: (page: Dressing) => void;
    const slow = () => {
      dressings += 1;
      return new Promise<Dressing>(resolve => (finish = resolve));
    };
    const first = pages.get("k", "1", slow);
    const second = pages.get("k", "1", slow);
    const other = pages.get("k", "2", dress("other version"));
    finish({ status: 404, html: "shared" });
    expect(await Promise.all([first, second])).toEqual([
      { status: 404, html: "shared" },
      { status: 404, html: "shared" },
    ]);
    expect((await other).html).toBe("other version");
    expect(dressings).toBe(2);
  });

  it("keeps neither a failed dressing nor one marked not to keep", async () => {
    const pages = cache();
    const failing = () => Promise.reject(new Error("database down"));
    await expect(pages.get("k", "1", failing)).rejects.toThrow("database down");
    expect((await pages.get("k", "1", dress("bodiless", false))).html).toBe("bodiless");
    expect((await pages.get("k", "1", dress("whole"))).html).toBe("whole");
    expect((await pages.get("k", "1", dress("again"))).html).toBe("whole");
  });

  it("keeps at most its number of pages, dropping the oldest", async () => {
    const pages = cache();
    for (const key of ["a", "b", "c"]) await pages.get(key, "1", dress(key));
    expect(pages.size).toBe(2);
    expect((await pages.get("c", "1", dress("c again"))).html).toBe("c");
    expect((await pages.get("b", "1", dress("b again"))).html).toBe("b");
    expect((await pages.get("a", "1", dress("a again"))).html).toBe("a again");
  });
});

describe("dressed pages on two replicas of one database", () => {
  let webDist: string;
  /** Serves the pages. */
  let a: TestApp;
  /** Where the administrator changes what they show. */
  let b: TestApp;
  let admin: Client;
  /** The statements each replica sent. */
  const sent = new Map<string, string[]>([
    ["a", []],
    ["b", []],
  ]);
  const reads = (table: string, replica = "a") =>
    sent.get(replica)!.filter(sql => new RegExp(`from "?${table}\\b`).test(sql)).length;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), "ga-page-cache-"));
    writeFileSync(join(webDist, "index.html"), SHELL);
    const env = { WEB_DIST: webDist, PUBLIC_URL: "https://academy.example" };
    a = await startTestApp({ env, onQuery: sql => sent.get("a")!.push(sql) });
    b = await startTestApp({
      env,
      database: { url: a.databaseUrl, drop: async () => {} },
      onQuery: sql => sent.get("b")!.push(sql),
    });
    admin = (await signedInAs(b, { kind: "admin" })).client;
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  /** The page's og:title as A serves it, and whether A read `table` to dress it. */
  async function shown(path: string, table: string, init?: RequestInit) {
    const before = reads(table);
    const html = await (await a.request(path, init)).text();
    return {
      title: /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1],
      read: reads(table) > before,
      visitor: html.includes('name="ga-session"'),
    };
  }

  it("serves an unchanged page from the cache, one per shell", async () => {
    const course = await createCourse(a, { title: `Cached ${unique()}` });
    const path = `/course/${course.id}`;
    expect(await shown(path, "courses")).toEqual({
      title: course.title,
      read: true,
      visitor: true,
    });
    const versions = reads("site_version");
    expect(await shown(path, "courses")).toEqual({
      title: course.title,
      read: false,
      visitor: true,
    });
    expect(reads("site_version")).toBe(versions + 1);
    // A browser with a session cookie gets the shell without the visitor's meta, dressed for it.
    const returning = { headers: { cookie: "ga_refresh=some-token" } };
    expect(await shown(path, "courses", returning)).toEqual({
      title: course.title,
      read: true,
      visitor: false,
    });
    expect((await shown(path, "courses", returning)).read).toBe(false);
    // The other replica keeps pages of its own.
    const before = reads("courses", "b");
    expect(await (await b.request(path)).text()).toContain(course.title);
    expect(reads("courses", "b")).toBe(before + 1);
  });

  it("shows a course's new title at once after an administrator changed it on the other replica", async () => {
    const course = await createCourse(a, { title: `Before ${unique()}` });
    const path = `/course/${course.id}`;
    await shown(path, "courses");
    expect(await shown(path, "courses")).toMatchObject({ title: course.title, read: false });

    const title = `After ${unique()}`;
    const { body } = await admin.graphql(
      "mutation($id: Int!, $input: AdminCourseUpdateInput!) { adminUpdateCourse(id: $id, input: $input) { title } }",
      { id: course.id, input: { title } },
    );
    expect(body).toEqual({ data: { adminUpdateCourse: { title } } });
    expect(await shown(path, "courses")).toMatchObject({ title, read: true });
  });

  it("shows a legal document's new title at once after it changed on the other replica", async () => {
    const document = await createLegalDocument(a, LegalDocumentType.PRIVACY_POLICY, {
      title: `Privacy ${unique()}`,
    });
    await shown("/legal/privacy", "legal_documents");
    expect(await shown("/legal/privacy", "legal_documents")).toMatchObject({
      title: document.title,
      read: false,
    });

    const title = `Privacy revised ${unique()}`;
    const { body } = await admin.graphql(
      "mutation($id: Int!, $input: AdminLegalDocumentUpdateInput!) { adminUpdateLegalDocument(id: $id, input: $input) { title } }",
      { id: document.id, input: { title } },
    );
    expect(body).toEqual({ data: { adminUpdateLegalDocument: { title } } });
    expect(await shown("/legal/privacy", "legal_documents")).toMatchObject({ title, read: true });
  });

  it("raises the site's version on a write to each table the public pages read", async () => {
    const version = async () => {
      const [row] = await a.orm.em
        .getConnection()
        .execute<{ version: string }[]>("select version from site_version where id = 1");
      return BigInt(row.version);
    };
    const start = await version();
    const { body } = await admin.graphql(
      "mutation { updateBannerSettings(input: { showPreLaunchBanner: false }) { showPreLaunchBanner } }",
    );
    expect(body).toEqual({ data: { updateBannerSettings: { showPreLaunchBanner: false } } });
    expect(await version()).toBeGreaterThan(start);
    for (const table of ["courses", "legal_documents", "site_settings", "certificates"]) {
      const before = await version();
      // A statement that changes no row still says the table was written.
      await b.orm.em.getConnection().execute(`update "${table}" set id = id where false`);
      expect([table, await version()]).toEqual([table, before + 1n]);
    }
    const before = await version();
    await b.orm.em.getConnection().execute(`update "users" set id = id where false`);
    expect(await version()).toBe(before);
  });
});
