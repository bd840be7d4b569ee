import type { AppModule } from "../../app-module.js";
import { rendersOnServer, withBody } from "./page-body.js";
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
      // Kept per shell (with the no-session meta or not), URL and the cookies a render reads while
      // the site's version stays, for 30 s at most (page-cache.ts).
      const key = [page.signedIn ? "session" : "visitor", page.cookies, page.url].join("\u0000");
      return pageCacheOf(em).get(key, await siteVersion(em), async () => {
        const head = await pageHead(em, page.path, config.publicUrl, { demoLms: !config.lms });
        const html = dressShell(page.html, head, config.publicUrl);
        const render =
          head.status === 200 && !page.signedIn && rendersOnServer(page.path) ? page.render : null;
        const rendered = render ? await render() : null;
        // A body the server could not render (too busy, a failed query) is tried again next time.
        const keep = !render || rendered !== null;
        return { status: head.status, html: rendered ? withBody(html, rendered) : html, keep };
      });
    },
  },
};
