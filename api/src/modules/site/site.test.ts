import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { PNG } from "pngjs";
import { PRODUCTION_ENV, type TestApp, startTestApp } from "../../../test/app.js";
import { readHead } from "../../../test/page-head.js";
import { createCourse } from "../../../test/factories.js";
import { Course } from "../courses/course.entity.js";

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
  const { document, ...head } = readHead(html);
  return {
    status: response.status,
    html,
    ...head,
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
    expect(shown.meta("og:image")).toBe(`https://academy.example/og/course/${course.id}.png`);
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

  it("answers 404 for a course that does not exist or is not a course id", async () => {
    for (const path of [
      "/course/0",
      "/course/abc",
      "/course/99999999",
      "/course/99999999999999999999",
      "/course/1%00",
    ]) {
      const shown = await page(path);
      expect([path, shown.status, shown.title]).toEqual([
        path,
        404,
        "Course Not Found | Guardian Academy",
      ]);
      expect(shown.meta("robots")).toBe("noindex");
      expect(shown.meta("og:image")).toBeUndefined();
    }
  });

  it("shows an inactive course's page (its Coming Soon) with 200, offering nothing for sale", async () => {
    const coming = await createCourse(app, { isActive: false, title: "Advanced Recovery" });
    const shown = await page(`/course/${coming.id}`);
    expect(shown.status).toBe(200);
    expect(shown.title).toBe("Advanced Recovery | Guardian Academy");
    expect(shown.canonical).toBe(`https://academy.example/course/${coming.id}`);
    expect(shown.meta("robots")).toBeUndefined();
    expect(shown.meta("product:price:amount")).toBeUndefined();
    expect(shown.meta("product:availability")).toBe("pending");
    expect(shown.meta("og:image")).toBe(`https://academy.example/og/course/${coming.id}.png`);
    expect(shown.data).toMatchObject({ "@type": "Course", name: "Advanced Recovery" });
    expect(shown.data).not.toHaveProperty("offers");
  });

  it("answers 404 for an address the app has no page for, under the not-found page's title", async () => {
    for (const path of [
      "/no/such/page",
      "/courses/extra",
      "/admin/nope",
      "/course",
      "/dashboard/x",
    ]) {
      const shown = await page(path);
      expect([path, shown.status, shown.title]).toEqual([
        path,
        404,
        "Page Not Found | Guardian Academy",
      ]);
      expect(shown.meta("robots")).toBe("noindex");
      expect(shown.canonical).toBeUndefined();
    }
    // The app's router reads a trailing slash and capitals as it reads the route itself.
    expect((await page("/courses/")).status).toBe(200);
    expect((await page("/Login")).title).toBe("Log In | Guardian Academy");
  });

  it("names every page by its own title, as the page names itself in the browser", async () => {
    const titles = new Map<string, string>();
    for (const path of [
      "/login",
      "/forgot-password",
      "/reset-password?token=abc",
      "/auth",
      "/verify",
      "/verify/GA-2026-ABCDEFGHJ",
      "/legal",
      "/legal/privacy",
      "/legal/cookies",
      "/no/such/page",
      "/course/99999999",
      "/dashboard",
      "/account",
      "/checkout/1",
      "/agency/join?token=abc",
      "/business-offers/payment/1",
      "/admin/payments",
    ]) {
      const shown = await page(path);
      expect(shown.titles).toBe(1);
      titles.set(path, shown.title);
    }
    expect(Object.fromEntries(titles)).toEqual({
      "/login": "Log In | Guardian Academy",
      "/forgot-password": "Forgot Password | Guardian Academy",
      "/reset-password?token=abc": "Reset Password | Guardian Academy",
      "/auth": "Sign-In Link Not Valid | Guardian Academy",
      "/verify": "Verify a Certificate | Guardian Academy",
      "/verify/GA-2026-ABCDEFGHJ": "Verify a Certificate | Guardian Academy",
      "/legal": "Terms of Service | Guardian Academy",
      "/legal/privacy": "Privacy Policy | Guardian Academy",
      "/legal/cookies": "Legal Information | Guardian Academy",
      "/no/such/page": "Page Not Found | Guardian Academy",
      "/course/99999999": "Course Not Found | Guardian Academy",
      "/dashboard": "My Dashboard | Guardian Academy",
      "/account": "My Account | Guardian Academy",
      "/checkout/1": "Checkout | Guardian Academy",
      "/agency/join?token=abc": "Agency Invitation | Guardian Academy",
      "/business-offers/payment/1": "Complete Your Payment | Guardian Academy",
      "/admin/payments": "Payments | Guardian Academy",
    });
    const home = await page("/");
    expect([...titles.values()]).not.toContain(home.title);
  });

  it("describes the home page as the organisation, and the other public pages by name", async () => {
    const home = await page("/");
    expect(home.title).toBe("Guardian Academy | Professional Bail Enforcement Training");
    expect(home.data).toEqual(
      expect.objectContaining({
        "@type": "Organization",
        name: "Guardian Academy",
        url: "https://academy.example/",
        logo: "https://academy.example/og/logo.png",
      }),
    );
    expect(home.canonical).toBe("https://academy.example/");
    expect(home.meta("og:image")).toBe("https://academy.example/og/home.png");
    expect(home.meta("twitter:card")).toBe("summary_large_image");
    // A sign-in link's page has the site's title once, not twice.
    expect((await page("/token/abc")).title).toBe(home.title);

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

/** A picture as a crawler fetches it: its headers and its size in pixels. */
async function picture(url: string, init?: RequestInit) {
  const response = await app.request(new URL(url).pathname, init);
  const body = Buffer.from(await response.arrayBuffer());
  const png = response.status === 200 ? PNG.sync.read(body) : null;
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    cache: response.headers.get("cache-control"),
    etag: response.headers.get("etag"),
    size: png && [png.width, png.height],
  };
}

describe("the pictures of link previews", () => {
  it("are PNGs of 1200×630 for the home page and each course, and a square logo", async () => {
    const course = await createCourse(app, { title: "Preview Course" });
    const coming = await createCourse(app, { title: "Preview Coming", isActive: false });
    const home = await page("/");
    const logo = (home.data as { logo: string }).logo;
    for (const [url, size] of [
      [home.meta("og:image")!, [1200, 630]],
      [(await page(`/course/${course.id}`)).meta("og:image")!, [1200, 630]],
      [(await page(`/course/${coming.id}`)).meta("og:image")!, [1200, 630]],
      [logo, [512, 512]],
    ] as const) {
      const shown = await picture(url);
      expect([url, shown.status, shown.type, shown.size]).toEqual([url, 200, "image/png", size]);
      expect(shown.cache).toBe("public, max-age=86400");
      const again = await picture(url, { headers: { "if-none-match": shown.etag! } });
      expect([url, again.status]).toEqual([url, 304]);
    }
    const tags = (await page(`/course/${course.id}`)).meta;
    expect([tags("og:image:type"), tags("og:image:width"), tags("og:image:height")]).toEqual([
      "image/png",
      "1200",
      "630",
    ]);
  });

  it("draws a course's card anew once the course changes, and has none for a missing course", async () => {
    const course = await createCourse(app, { title: "Before" });
    const url = `https://academy.example/og/course/${course.id}.png`;
    const before = await picture(url);
    const em = app.orm.em.fork();
    const stored = await em.findOneOrFail(Course, course.id);
    stored.title = "After";
    await em.flush();
    const after = await picture(url, { headers: { "if-none-match": before.etag! } });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    for (const path of ["/og/course/0.png", "/og/course/abc.png", "/og/course/99999999.png"]) {
      const response = await app.request(path);
      expect([path, response.status]).toEqual([path, 404]);
      expect(response.headers.get("content-type")).toContain("application/json");
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

  it("sends a visitor without its own session to its sign-in where the demo learning system stands in for Moodle", async () => {
    const response = await app.request("/demo-lms/courses/1", { redirect: "manual" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `/demo-lms/login?wantsurl=${encodeURIComponent("/demo-lms/courses/1")}`,
    );
  });

  it("is not found in production", async () => {
    for (const path of ["/demo-lms/courses/1", "/demo-lms", "/demo-lms/anything/else"]) {
      const response = await production.request(path);
      expect([path, response.status]).toEqual([path, 404]);
    }
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
    // A storefront's checkout is private; the storefront's own pages beside it are not.
    expect(lines).toContain("Disallow: /p/*/checkout");
    expect(lines).not.toContain("Disallow: /p");
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
