import { rmSync } from "node:fs";
import { join } from "node:path";
import { type TestApp, startTestApp } from "../../../test/app.js";
import { createCourse } from "../../../test/factories.js";
import { ENTRY, writeWebBuild } from "../../../test/web-build.js";
import { MAX_RENDERS } from "../../http/page-renderer.js";

let app: TestApp;
let root: string;

beforeAll(async () => {
  root = writeWebBuild();
  app = await startTestApp({ env: { WEB_DIST: join(root, "dist") } });
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const page = async (path: string, init?: RequestInit) => {
  const response = await app.request(path, init);
  return { status: response.status, html: await response.text() };
};

describe("a visitor's public page", () => {
  it("arrives rendered inside #root, with its styles in the head and its data after it", async () => {
    const course = await createCourse(app);
    const { status, html } = await page(`/course/${course.id}`);
    expect(status).toBe(200);
    expect(html).toMatch(
      new RegExp(
        `<div id="root"><p>rendered /course/${course.id}</p><p>\\d+ courses</p></div>\\s*` +
          `<script type="application/json" id="ga-state">\\{"url":"/course/${course.id}"\\}</script>`,
      ),
    );
    expect(html).toMatch(/<style data-emotion="css x">\.x\{\}<\/style><\/head>/);
    expect(html).not.toContain("spinner");
    expect(html).not.toContain("needs JavaScript");
  });

  it("loads the app through its loader, which starts it when the visitor needs it", async () => {
    const { html } = await page("/about");
    expect(html).toContain(
      '<script type="module" async src="/wake.js" data-app="/assets/index-abc.js" ' +
        'data-preload="/assets/react-def.js /assets/apollo-ghi.js"></script>',
    );
    expect(html).not.toContain(ENTRY);
    expect(html).not.toContain("modulepreload");
  });

  it("is rendered with the cookies it reads, and kept apart for them", async () => {
    const closed = { headers: { cookie: "ga_closed_banners=disclaimer; __stripe_mid=abc" } };
    expect((await page("/about?c", closed)).html).toContain(
      "<p>cookies ga_closed_banners=disclaimer</p>",
    );
    // The page cache does not serve that page to a visitor who closed nothing, nor the reverse.
    const other = { headers: { cookie: "__stripe_mid=def" } };
    expect((await page("/about?c", other)).html).not.toContain("<p>cookies");
    expect((await page("/about?c", closed)).html).toContain("<p>cookies ga_closed_banners=");
  });

  it("an inactive course's page is rendered (its Coming Soon), 200", async () => {
    const coming = await createCourse(app, { isActive: false });
    const { status, html } = await page(`/course/${coming.id}`);
    expect(status).toBe(200);
    expect(html).toContain(`<p>rendered /course/${coming.id}</p>`);
  });

  it("an address the app has no page for: 404, with the app's not-found page rendered", async () => {
    const { status, html } = await page("/no/such/page");
    expect(status).toBe(404);
    expect(html).toContain("<p>rendered /no/such/page</p>");
    expect(html).toContain("<title>Page Not Found | Guardian Academy</title>");
  });

  it("is rendered with its query (the catalogue's filters)", async () => {
    const { html } = await page("/courses?q=skip&sort=price");
    expect(html).toContain("<p>rendered /courses?q=skip&sort=price</p>");
  });

  it.each(["/", "/about", "/faq", "/contact", "/legal/terms", "/business-offers", "/verify/GA-1"])(
    "%s is rendered",
    async path => {
      expect((await page(path)).html).toContain(`<p>rendered ${path}</p>`);
    },
  );
});

describe("the pages left to the browser", () => {
  it.each(["/dashboard", "/admin/users", "/login", "/checkout/1", "/admin/no-such-screen"])(
    "%s: the shell only",
    async path => {
      const { html } = await page(path);
      expect(html).toContain("spinner");
      expect(html).not.toContain("rendered");
      expect(html).toContain(ENTRY);
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-def.js">');
    },
  );

  it("a page sent with a session cookie: the signed-in user's session is the browser's to read", async () => {
    const { html } = await page("/about", { headers: { cookie: "ga_refresh=stale" } });
    expect(html).toContain("spinner");
    expect(html).not.toContain("rendered");
  });

  it("a course that does not exist: 404, not rendered", async () => {
    const { status, html } = await page("/course/999999999");
    expect(status).toBe(404);
    expect(html).not.toContain("rendered");
  });

  it.each(["/faq?fail", "/faq?empty"])(
    "%s: a render that fails or gives up leaves the dressed shell to the browser",
    async path => {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(html).toContain("<title>Frequently Asked Questions | Guardian Academy</title>");
      expect(html).toContain("spinner");
      expect(html).not.toContain("ga-state");
    },
  );

  it("renders beyond the most at once are left to the browser", async () => {
    const scope = globalThis as { held?: number; hold?: Promise<void> };
    let release = () => {};
    scope.held = 0;
    scope.hold = new Promise<void>(resolve => (release = resolve));
    const held = Array.from({ length: MAX_RENDERS }, (_, index) => page(`/faq?hold=${index}`));
    while (scope.held < MAX_RENDERS) await new Promise(resolve => setTimeout(resolve, 10));
    expect((await page("/faq?one-more")).html).toContain("spinner");
    release();
    for (const answer of await Promise.all(held)) expect(answer.html).toContain("rendered");
    expect((await page("/faq?after")).html).toContain("rendered /faq?after");
  });

  it("a page whose head cannot be read from the database is still the app's shell", async () => {
    const sql = (statement: string) => app.orm.em.fork().getConnection().execute(statement);
    await sql("alter table site_version rename to site_version_away");
    try {
      const { status, html } = await page("/faq");
      expect(status).toBe(200);
      expect(html).toContain("<title>The shell's own title</title>");
      expect(html).toContain("spinner");
      expect(html).not.toContain("rendered");
    } finally {
      await sql("alter table site_version_away rename to site_version");
    }
    expect((await page("/faq")).html).toContain("<p>rendered /faq</p>");
  });
});
