import type { AppModule } from "../../app-module.js";
import { renderedUrl, withBody } from "./page-body.js";
import { pageCacheOf, siteVersion } from "./page-cache.js";
import { dressShell, pageHead } from "./page-head.js";
import { ROBOTS_PATH, SITEMAP_PATH, siteHttp } from "./site.http.js";
import { SiteVersion } from "./site-version.entity.js";

/**
 * The public site as machines and visitors first see it: each page's head in the web app's shell
 * (title, description, canonical, Open Graph, Twitter card, schema.org data), a visitor's public
 * pages rendered on the server, robots.txt and sitemap.xml.
 */
export const siteModule: AppModule = {
  name: "site",
  entities: [SiteVersion],
  http: {
    routes: [
      { method: "GET", path: ROBOTS_PATH, answers: "text/plain" },
      { method: "GET", path: SITEMAP_PATH, answers: "application/xml" },
    ],
    register: siteHttp,
  },
  shell: {
    async dress(page, { em, config }) {
      // Kept per shell (with the no-session meta or not) and page: a visitor's rendered page by
      // its path and the query it reads (renderedUrl), any other by its path (its head reads no
      // more), while the site's version stays, for 30 s at most (page-cache.ts).
      const rendered = page.signedIn ? null : renderedUrl(page.path, page.url);
      const key = `${page.signedIn ? "session" : "visitor"}\u0000${rendered ?? page.path}`;
      return pageCacheOf(em).get(key, await siteVersion(em), async () => {
        const head = await pageHead(em, page.path, config.publicUrl);
        const html = dressShell(page.html, head, config.publicUrl);
        const render = head.status === 200 && rendered !== null ? page.render : null;
        const body = render && rendered !== null ? await render(rendered) : null;
        // A body the server could not render (too busy, a failed query) is tried again next time.
        const keep = !render || body !== null;
        return { status: head.status, html: body ? withBody(html, body) : html, keep };
      });
    },
  },
};
