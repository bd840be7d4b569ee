import { rmSync } from "node:fs";
import { join } from "node:path";
import { PNG } from "pngjs";
import { type TestApp, startTestApp } from "../../../test/app.js";
import { readHead } from "../../../test/page-head.js";
import { createCourse, createPartner } from "../../../test/factories.js";
import { writeWebBuild } from "../../../test/web-build.js";
import type { Course } from "../courses/course.entity.js";
import { Partner, PartnerStatus } from "../partners/partner.entity.js";

/**
 * A partner's storefront pages as a visitor, a link preview and a search engine get them: status,
 * head (title, Open Graph, canonical from PUBLIC_URL, JSON-LD at the partner's price) and the
 * rendered body in one answer; the not-selling page; not found.
 */
let app: TestApp;
let root: string;
let course: Course;
const LOGO = PNG.sync.write(new PNG({ width: 2, height: 2 }));

beforeAll(async () => {
  root = writeWebBuild();
  app = await startTestApp({
    demo: false,
    env: { WEB_DIST: join(root, "dist"), PUBLIC_URL: "https://academy.example" },
  });
  course = await createCourse(app, { title: "Skip Tracing", priceCents: 30_000 });
  await createPartner(app, {
    live: true,
    branding: {
      slug: "northern-bail",
      displayName: "Northern Bail",
      supportEmail: "help@northern.example",
      supportPhone: "+1 555 0199",
    },
    prices: [[course.id, 45_000]],
    logo: LOGO,
  });
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

let requests = 0;
/** The page as a visitor gets it (from an address of its own: renders are shared per address). */
async function page(path: string, headers: Record<string, string> = {}) {
  const n = ++requests;
  const response = await app.request(path, {
    headers: { "x-forwarded-for": `10.77.${n >> 8}.${n & 255}`, ...headers },
  });
  const html = await response.text();
  const { document, data, ...head } = readHead(html);
  return {
    status: response.status,
    html,
    ...head,
    data: data as Record<string, unknown> | null,
    root: document.getElementById("root")?.innerHTML ?? "",
  };
}

const ORGANIZATION = {
  "@type": "Organization",
  name: "Northern Bail",
  url: "https://academy.example/p/northern-bail",
  logo: expect.stringMatching(/^https:\/\/academy\.example\/p\/northern-bail\/logo\.png\?v=\d+$/),
  email: "help@northern.example",
  telephone: "+1 555 0199",
};

describe("a live storefront's page", () => {
  it("is the partner's: title, Open Graph, canonical, Organization, rendered in the same answer", async () => {
    const shown = await page("/p/northern-bail", { host: "evil.example" });
    expect(shown.status).toBe(200);
    expect(shown.title).toBe("Northern Bail");
    expect(shown.meta("og:site_name")).toBe("Northern Bail");
    expect(shown.meta("og:title")).toBe("Northern Bail");
    expect(shown.meta("og:image")).toMatch(
      /^https:\/\/academy\.example\/p\/northern-bail\/logo\.png\?v=\d+$/,
    );
    expect(shown.meta("robots")).toBeUndefined();
    // From PUBLIC_URL, never from the request's Host.
    expect(shown.canonical).toBe("https://academy.example/p/northern-bail");
    expect(shown.meta("og:url")).toBe("https://academy.example/p/northern-bail");
    expect(shown.html).not.toContain("evil.example");
    expect(shown.data).toEqual({ "@context": "https://schema.org", ...ORGANIZATION });
    expect(shown.root).toContain("rendered /p/northern-bail");
  });

  it("names a course at the partner's price, offered by the partner", async () => {
    const shown = await page(`/p/Northern-Bail/course/${course.id}`, { host: "evil.example" });
    expect(shown.status).toBe(200);
    expect(shown.title).toBe("Skip Tracing | Northern Bail");
    expect(shown.meta("og:site_name")).toBe("Northern Bail");
    expect(shown.meta("og:type")).toBe("product");
    expect(shown.meta("product:price:amount")).toBe("450.00");
    expect(shown.canonical).toBe(`https://academy.example/p/northern-bail/course/${course.id}`);
    expect(shown.data).toEqual({
      "@context": "https://schema.org",
      "@graph": [
        ORGANIZATION,
        {
          "@type": "Course",
          name: "Skip Tracing",
          description: course.description,
          provider: ORGANIZATION,
          offers: { "@type": "Offer", category: "Paid", price: "450.00", priceCurrency: "USD" },
          image: `https://academy.example/og/course/${course.id}.png`,
        },
      ],
    });
    expect(shown.root).toContain(`rendered /p/Northern-Bail/course/${course.id}`);
  });

  it("is not found for an unknown or unlaunched slug, or a course it does not sell", async () => {
    await createPartner(app, { branding: { slug: "not-yet", displayName: "Not Yet" } });
    const inactive = await createCourse(app, { isActive: false });
    for (const [path, title] of [
      ["/p/no-such-partner", "Page Not Found | Guardian Academy"],
      ["/p/not-yet", "Page Not Found | Guardian Academy"],
      ["/p/..%2F..%2Fetc", "Page Not Found | Guardian Academy"],
      ["/p/%00", "Page Not Found | Guardian Academy"],
      [`/p/${"ü".repeat(40)}`, "Page Not Found | Guardian Academy"],
      [`/p/northern-bail/course/${inactive.id}`, "Course Not Found | Guardian Academy"],
      ["/p/northern-bail/course/99999999", "Course Not Found | Guardian Academy"],
      ["/p/northern-bail/course/%00", "Course Not Found | Guardian Academy"],
    ]) {
      const shown = await page(path);
      expect([path, shown.status, shown.title]).toEqual([path, 404, title]);
    }
  });
});

describe("a storefront that does not sell", () => {
  it("answers 200 with its message, out of search engines, on both addresses", async () => {
    await createPartner(app, {
      live: true,
      status: PartnerStatus.SUSPENDED,
      branding: { slug: "on-hold", displayName: "On Hold Recovery" },
    });
    for (const path of ["/p/on-hold", `/p/on-hold/course/${course.id}`]) {
      const shown = await page(path);
      expect(shown.status).toBe(200);
      expect(shown.title).toBe("On Hold Recovery");
      expect(shown.meta("description")).toBe(
        "On Hold Recovery is not selling courses at the moment.",
      );
      expect(shown.meta("robots")).toBe("noindex");
      expect(shown.canonical).toBeUndefined();
    }
  });

  it("shows at the next request once the academy suspends a live one (no kept page of before)", async () => {
    const live = await createPartner(app, {
      live: true,
      branding: { slug: "soon-suspended", displayName: "Soon Suspended" },
    });
    expect((await page("/p/soon-suspended")).meta("robots")).toBeUndefined();
    await app.orm.em
      .fork()
      .nativeUpdate(Partner, { id: live.id }, { status: PartnerStatus.SUSPENDED });
    expect((await page("/p/soon-suspended")).meta("description")).toBe(
      "Soon Suspended is not selling courses at the moment.",
    );
  });
});
