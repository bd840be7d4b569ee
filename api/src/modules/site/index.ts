import type { AppModule } from "../../app-module.js";
import { rendersOnServer, withBody } from "./page-body.js";
import { pageCacheOf, siteVersion } from "./page-cache.js";
import { COURSE_CARD_PATH, HOME_CARD_PATH, LOGO_PATH, dressShell, pageHead } from "./page-head.js";
import { ROBOTS_PATH, SITEMAP_PATH, cardHttp, siteHttp } from "./site.http.js";
import { SiteVersion } from "./site-version.entity.js";

/**
 * The public site as machines and visitors first see it: each page's head in the web app's shell
 * (title, description, canonical, Open Graph, Twitter card, schema.org data), a visitor's public
 * pages rendered on the server, robots.txt and sitemap.xml, and the link previews' pictures.
 */
export const siteModule: AppModule = {
  name: "site",
  entities: [SiteVersion],
  http: {
    routes: [
      { method: "GET", path: ROBOTS_PATH, answers: "text/plain" },
      { method: "GET", path: SITEMAP_PATH, answers: "application/xml" },
      { method: "GET", path: HOME_CARD_PATH, answers: "image/png" },
      { method: "GET", path: COURSE_CARD_PATH, answers: "image/png" },
      { method: "GET", path: LOGO_PATH, answers: "image/png" },
    ],
    register(app, routes) {
      siteHttp(app, routes);
      cardHttp(app, routes);
    },
  },
  shell: {
    async dress(page, { em, config }) {
      // Kept per shell (with the no-session meta or not), URL and the cookies a render reads while
      // the site's version stays, for 30 s at most (page-cache.ts).
      const key = [page.signedIn ? "session" : "visitor", page.cookies, page.url].join("\u0000");
      return pageCacheOf(em).get(key, await siteVersion(em), async () => {
        const head = await pageHead(em, page.path, config.publicUrl, { demoLms: !config.lms });
        const html = dressShell(page.html, head, config.publicUrl);
        // A public page, or the app's not-found page for an address it has no page for.
        const renders = head.unknown || (head.status === 200 && rendersOnServer(page.path));
        const render = renders && !page.signedIn ? page.render : null;
        const rendered = render ? await render() : null;
        // A body the server could not render (too busy, a failed query) is tried again next time.
        const keep = !render || rendered !== null;
        return { status: head.status, html: rendered ? withBody(html, rendered) : html, keep };
      });
    },
  },
};
