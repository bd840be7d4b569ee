import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { type TestApp, startTestApp } from "../../../test/app.js";
import type { Client } from "../../../test/client.js";
import { createCourse, createEnrollment, signedInAs } from "../../../test/factories.js";
import { ENTRY, writeWebBuild } from "../../../test/web-build.js";
import { MAX_RENDERS, RENDERS_PER_ADDRESS } from "../../http/page-renderer.js";
import { SessionService } from "../auth/session.service.js";
import { User, UserStatus } from "../users/user.entity.js";

let app: TestApp;
let root: string;
/** The SQL statements sent while a test keeps this list. */
let statements: string[] | undefined;

beforeAll(async () => {
  root = writeWebBuild();
  app = await startTestApp({
    env: { WEB_DIST: join(root, "dist") },
    onQuery: sql => statements?.push(sql),
  });
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

let requests = 0;
/**
 * A page as a visitor's browser gets it, from an address of its own unless `from` names one (each
 * address has its share of renders: RENDERS_PER_ADDRESS).
 */
const page = async (path: string, init: RequestInit & { from?: string } = {}) => {
  const { from, ...rest } = init;
  const n = ++requests;
  const address = from ?? `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`;
  const headers = { "x-forwarded-for": address, ...(rest.headers as Record<string, string>) };
  const response = await app.request(path, { ...rest, headers });
  return { status: response.status, html: await response.text() };
};

/** The URLs the renderer was asked for while `requests` ran. */
async function rendersOf(requests: () => Promise<void>): Promise<string[]> {
  const scope = globalThis as { rendered?: string[] };
  scope.rendered = [];
  try {
    await requests();
    return scope.rendered;
  } finally {
    delete scope.rendered;
  }
}

/** Holds the renders of URLs that say "hold" until the returned function is called. */
function holdRenders(): { held: () => number; release: () => void } {
  const scope = globalThis as { held?: number; hold?: Promise<void> };
  let release = () => {};
  scope.held = 0;
  scope.hold = new Promise<void>(resolve => (release = resolve));
  return { held: () => scope.held ?? 0, release };
}

async function until(done: () => boolean) {
  while (!done()) await new Promise(resolve => setTimeout(resolve, 10));
}

describe("a visitor's public page", () => {
  it("arrives rendered inside #root, with its styles in the head and its data after it", async () => {
    const course = await createCourse(app);
    const { status, html } = await page(`/course/${course.id}`);
    expect(status).toBe(200);
    expect(html).toMatch(
      new RegExp(
        `<div id="root"><p>rendered /course/${course.id}</p><p>${course.title}</p></div>\\s*` +
          `<script type="application/json" id="ga-state">\\{"url":"/course/${course.id}"\\}</script>`,
      ),
    );
    expect(html).toMatch(/<style data-emotion="css x">\.x\{\}<\/style><\/head>/);
    expect(html).not.toContain("spinner");
    expect(html).not.toContain("needs JavaScript");
  });

  it("reads a course once for its page's status, head and body", async () => {
    const course = await createCourse(app); // a new site version: the page is dressed anew
    statements = [];
    try {
      const { status, html } = await page(`/course/${course.id}`);
      expect(status).toBe(200);
      expect(html).toContain(`<meta property="og:title" content="${course.title}" />`);
      expect(html).toContain(`<p>rendered /course/${course.id}</p><p>${course.title}</p>`);
      expect(statements.filter(sql => /\bfrom "courses"/.test(sql))).toHaveLength(1);
    } finally {
      statements = undefined;
    }
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

  it("goes out compressed as the browser accepts, the same page each way", async () => {
    const sent = async (encodings: string) => {
      // fetch decodes the body; the header says how it came.
      const response = await app.request("/about", { headers: { "accept-encoding": encodings } });
      const html = await response.text();
      return { encoding: response.headers.get("content-encoding"), html };
    };
    const plain = await sent("identity");
    expect(plain.encoding).toBeNull();
    expect(plain.html).toContain("<p>rendered /about</p>");
    for (const [encodings, encoding] of [
      ["gzip, deflate, br", "br"],
      ["*", "br"],
      ["br;q=0, gzip", "gzip"],
    ] as const) {
      expect({ encodings, ...(await sent(encodings)) }).toEqual({
        encodings,
        encoding,
        html: plain.html,
      });
    }
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

  it.each(["/courses?q=fail", "/courses?q=empty"])(
    "%s: a render that fails or gives up leaves the dressed shell to the browser",
    async path => {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(html).toContain("<title>Training Courses | Guardian Academy</title>");
      expect(html).toContain("spinner");
      expect(html).not.toContain("ga-state");
    },
  );

  it("renders beyond the most at once are left to the browser", async () => {
    const { held, release } = holdRenders();
    const holding = Array.from({ length: MAX_RENDERS }, (_, i) => page(`/courses?q=hold-${i}`));
    await until(() => held() === MAX_RENDERS);
    expect((await page("/courses?q=one-more")).html).toContain("spinner");
    release();
    for (const answer of await Promise.all(holding)) expect(answer.html).toContain("rendered");
    expect((await page("/courses?q=after")).html).toContain("rendered /courses?q=after");
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

describe("a query or an address of a visitor's own making", () => {
  it("renders a page once, whatever else its query holds: 50 random queries, one render", async () => {
    const course = await createCourse(app); // a new site version: no page kept from before
    const path = `/course/${course.id}`;
    const rendered = await rendersOf(async () => {
      for (let i = 0; i < 50; i++) {
        const { html } = await page(`${path}?z=${randomUUID()}`);
        expect(html).toContain(`<p>rendered ${path}</p>`);
      }
    });
    expect(rendered).toEqual([path]);
  });

  it.each([
    [
      "/courses",
      [
        "/courses?sort=price&q=skip",
        "/courses?q=skip&sort=price&utm_source=mail",
        "/courses?q=skip&q=other&sort=price&sort=title",
        "/courses?Q=x&sort=price&q=skip&page=2",
      ],
      "/courses?q=skip&sort=price",
    ],
    [
      "/business-offers",
      [
        "/business-offers?apply=agency&tab=program",
        "/business-offers?z=1&tab=program&apply=agency",
      ],
      "/business-offers?tab=program&apply=agency",
    ],
    ["/verify", ["/verify?number=GA-1&z=2", "/verify?z=3&number=GA-1"], "/verify?number=GA-1"],
  ])(
    "%s: renders the parameters it reads, in one order, each once, and nothing else",
    async (_, urls, url) => {
      await createCourse(app); // a new site version: no page kept from before
      const rendered = await rendersOf(async () => {
        for (const asked of urls) expect((await page(asked)).html).toContain(`rendered ${url}<`);
      });
      expect(rendered).toEqual([url]);
    },
  );

  it("renders two pages at once at most for one client; another's are rendered meanwhile", async () => {
    const { held, release } = holdRenders();
    const client = "203.0.113.20";
    const holding = [1, 2].map(i => page(`/courses?q=hold-client-${i}`, { from: client }));
    await until(() => held() === 2);
    expect((await page("/courses?q=third", { from: client })).html).toContain("spinner");
    expect((await page("/courses?q=another-client")).html).toContain("rendered");
    release();
    for (const answer of await Promise.all(holding)) expect(answer.html).toContain("rendered");
  });

  it.each([
    ["one IPv4 address", (i: number) => (i >= 0 ? "203.0.113.30" : "")],
    ["the addresses of one IPv6 /64", (i: number) => `2001:db8:30:1::${(i + 1).toString(16)}`],
  ])(
    "leaves a client's pages to its browser once it has had its share of renders: %s",
    async (_, address) => {
      const { burst } = RENDERS_PER_ADDRESS;
      let shells = 0;
      for (let i = 0; i < burst * 2; i++) {
        const { html } = await page(`/courses?q=${randomUUID()}`, { from: address(i) });
        if (html.includes("spinner")) shells += 1;
      }
      expect(shells).toBeGreaterThan(0);
      // Another client's page is rendered meanwhile.
      expect((await page(`/courses?q=${randomUUID()}`)).html).toContain("rendered");
    },
  );
});

// The signed-in dashboard rendered on the server for its viewer (issue 50 item 5): the stand-in
// renderer shows the viewer's username and course titles.
/** A new learner enrolled in a course of their own, and their browser. */
async function learnerWithCourse(title: string) {
  const { user, client } = await signedInAs(app);
  await createEnrollment(app, user, await createCourse(app, { title }));
  return { user, client };
}

const dashboard = async (client: Client | null, path = "/dashboard") => {
  const response = client ? await client.request(path) : await app.request(path);
  return {
    status: response.status,
    cacheControl: response.headers.get("cache-control"),
    html: await response.text(),
  };
};

describe("the dashboard of a signed-in learner", () => {
  it("arrives rendered with their own courses, for them alone: never cached on the way", async () => {
    const ann = await learnerWithCourse("Ann's Skip Tracing");
    const page = await dashboard(ann.client);
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe("private, no-store");
    expect(page.html).toContain(`<p>rendered /dashboard for ${ann.user.username}</p>`);
    expect(page.html).toContain("<li>Ann's Skip Tracing</li>");
    expect(page.html).toContain('<script type="application/json" id="ga-state">');
    // The app comes through its loader, as on a rendered public page.
    expect(page.html).toContain('src="/wake.js"');
    expect(page.html).not.toContain("spinner");
    // /my-courses shows the same page.
    expect((await dashboard(ann.client, "/my-courses")).html).toContain("Ann's Skip Tracing");
  });

  it("shows another learner their own courses, never the one rendered before", async () => {
    const ann = await learnerWithCourse("Ann's Fugitive Recovery");
    const bob = await learnerWithCourse("Bob's Bail Law");
    expect((await dashboard(ann.client)).html).toContain("Ann's Fugitive Recovery");
    const page = await dashboard(bob.client);
    expect(page.html).toContain(`for ${bob.user.username}</p>`);
    expect(page.html).toContain("Bob's Bail Law");
    expect(page.html).not.toContain("Ann's");
    expect(page.html).not.toContain(ann.user.username);
  });

  it("is not rendered without a session: the app's shell, which sends a visitor to sign in", async () => {
    await learnerWithCourse("Nobody's Course");
    for (const client of [null, { cookie: "ga_access=forged; ga_refresh=stale" }]) {
      const response = await app.request("/dashboard", { headers: client ?? {} });
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain("spinner");
      expect(html).not.toContain("rendered");
      expect(html).not.toContain("Nobody's Course");
    }
  });

  it("renders nothing private once the session has ended (a suspension ends every session)", async () => {
    const cat = await learnerWithCourse("Cat's Course");
    expect((await dashboard(cat.client)).html).toContain("Cat's Course");
    const em = app.orm.em.fork();
    await em.nativeUpdate(User, { id: cat.user.id }, { status: UserStatus.SUSPENDED });
    await new SessionService(em, { config: app.config, jobs: app.jobs }).endAll(cat.user.id);
    const page = await dashboard(cat.client);
    expect(page.html).not.toContain("Cat's Course");
    expect(page.html).not.toContain("rendered");
    expect(page.html).toContain("spinner");
  });
});
