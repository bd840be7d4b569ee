import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { PRODUCTION_ENV, type TestApp, startTestApp } from "../../../test/app.js";
import { createCourse } from "../../../test/factories.js";

/** The built shell's head as web/index.html has it: the site's title and description. */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The shell's own description."
    />
    <title>The shell's own title</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const HOSTILE_TITLE = `Skip Tracing "101" </title><script>alert(1)</script> & more`;

let app: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), "ga-site-"));
  writeFileSync(join(webDist, "index.html"), SHELL);
  app = await startTestApp({ env: { WEB_DIST: webDist, PUBLIC_URL: "https://academy.example" } });
});

afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The page as a link preview reads it: its status, head tags and JSON-LD. */
async function page(path: string) {
  const response = await app.request(path);
  const html = await response.text();
  const { document } = new JSDOM(html).window;
  const meta = (key: string) =>
    document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content");
  const data = document.querySelector('script[type="application/ld+json"]')?.textContent;
  return {
    status: response.status,
    html,
    title: document.title,
    meta,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    data: data ? (JSON.parse(data) as unknown) : null,
    titles: document.querySelectorAll("title").length,
    scripts: document.querySelectorAll("script:not([type='application/ld+json'])").length,
  };
}

describe("the shell of a public page", () => {
  it("names a course for link previews and search engines, its text escaped", async () => {
    const course = await createCourse(app, {
      title: HOSTILE_TITLE,
      description: "Find people who skipped bail.\n\n<b>Legally</b>,   safely.",
      priceCents: 24_950,
      imageUrl: "/images/courses/skip-tracing.jpg",
    });
    const shown = await page(`/course/${course.id}`);
    expect(shown.status).toBe(200);
    expect(shown.title).toBe(`${HOSTILE_TITLE} | Guardian Academy`);
    expect(shown.titles).toBe(1);
    expect(shown.scripts).toBe(0);
    expect(shown.meta("og:title")).toBe(HOSTILE_TITLE);
    expect(shown.meta("twitter:title")).toBe(HOSTILE_TITLE);
    expect(shown.meta("description")).toBe("Find people who skipped bail. <b>Legally</b>, safely.");
    expect(shown.meta("og:image")).toBe("https://academy.example/images/courses/skip-tracing.jpg");
    expect(shown.meta("twitter:card")).toBe("summary_large_image");
    expect(shown.meta("product:price:amount")).toBe("249.50");
    expect(shown.canonical).toBe(`https://academy.example/course/${course.id}`);
    expect(shown.data).toMatchObject({
      "@type": "Course",
      name: HOSTILE_TITLE,
      offers: { "@type": "Offer", price: "249.50", priceCurrency: "USD" },
    });
    expect(shown.html).not.toContain("<script>alert(1)");
  });

  it("answers 404 for a course that is not on sale or not a course id", async () => {
    const hidden = await createCourse(app, { isActive: false, title: "Retired course" });
    for (const path of [
      `/course/${hidden.id}`,
      "/course/0",
      "/course/abc",
      "/course/99999999999999999999",
      "/course/1%00",
    ]) {
      const shown = await page(path);
      expect([path, shown.status]).toEqual([path, 404]);
      expect(shown.meta("robots")).toBe("noindex");
      expect(shown.html).not.toContain("Retired course");
    }
  });

  it("describes the home page as the organisation, and the other public pages by name", async () => {
    const home = await page("/");
    expect(home.title).toBe("Guardian Academy | Professional Bail Enforcement Training");
    expect(home.data).toMatchObject({ "@type": "Organization", name: "Guardian Academy" });
    expect(home.canonical).toBe("https://academy.example/");

    const catalogue = await page("/courses?q=recovery");
    expect(catalogue.title).toBe("Training Courses | Guardian Academy");
    expect(catalogue.canonical).toBe("https://academy.example/courses");
    expect(catalogue.meta("robots")).toBeUndefined();

    const terms = await page("/legal/terms");
    expect(terms.status).toBe(200);
    expect(terms.meta("og:url")).toBe("https://academy.example/legal/terms");
    expect((await page("/legal/cookies")).status).toBe(404);
  });

  it("tells the app when the browser sent no session cookie, so a visitor asks nothing", async () => {
    const hint = 'meta[name="ga-session"]';
    const visitor = new JSDOM(await (await app.request("/course/1")).text()).window.document;
    expect(visitor.querySelector(hint)?.getAttribute("content")).toBe("none");
    for (const cookie of ["ga_access=expired", "ga_refresh=some-token"]) {
      const response = await app.request("/course/1", { headers: { cookie } });
      const returning = new JSDOM(await response.text()).window.document;
      expect([cookie, returning.querySelector(hint)]).toEqual([cookie, null]);
    }
  });

  it("keeps signed-in areas and one-off pages out of search engines", async () => {
    for (const path of ["/admin/users", "/dashboard", "/checkout/1", "/reset-password"]) {
      const shown = await page(path);
      expect([path, shown.status, shown.meta("robots")]).toEqual([path, 200, "noindex"]);
      expect(shown.canonical).toBeUndefined();
    }
  });
});

describe("the demo learning system's page", () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await startTestApp({
      demo: false,
      env: { ...PRODUCTION_ENV, WEB_DIST: webDist },
    });
  });
  afterAll(() => production?.close());

  it("is served where the demo learning system stands in for Moodle", async () => {
    expect((await page("/demo-lms/courses/1")).status).toBe(200);
  });

  it("is not found in production", async () => {
    for (const path of ["/demo-lms/courses/1", "/demo-lms", "/demo-lms/anything/else"]) {
      const response = await production.request(path);
      expect([path, response.status]).toEqual([path, 404]);
    }
    expect((await production.request("/demo-lmsx")).status).toBe(200);
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("disallow the private paths and name the sitemap", async () => {
    const response = await app.request("/robots.txt");
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const lines = (await response.text()).split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Disallow: /admin",
        "Disallow: /checkout",
        "Disallow: /api",
        "Sitemap: https://academy.example/sitemap.xml",
      ]),
    );
    expect(lines).not.toContain("Disallow: /courses");
  });

  it("list the public pages and every course on sale, with its last change", async () => {
    const onSale = await createCourse(app, { title: "On sale" });
    const retired = await createCourse(app, { isActive: false });
    const response = await app.request("/sitemap.xml");
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const { document } = new JSDOM(await response.text(), { contentType: "application/xml" })
      .window;
    expect(document.querySelector("parsererror")).toBeNull();
    const entries = [...document.querySelectorAll("url")].map(url => [
      url.querySelector("loc")?.textContent,
      url.querySelector("lastmod")?.textContent ?? null,
    ]);
    const locations = entries.map(([loc]) => loc);
    expect(locations).toEqual(
      expect.arrayContaining([
        "https://academy.example/",
        "https://academy.example/courses",
        "https://academy.example/legal/terms",
      ]),
    );
    expect(entries).toContainEqual([
      `https://academy.example/course/${onSale.id}`,
      onSale.updatedAt.toISOString(),
    ]);
    expect(locations).not.toContain(`https://academy.example/course/${retired.id}`);
    expect(locations.some(loc => loc?.includes("/admin"))).toBe(false);
  });
});
