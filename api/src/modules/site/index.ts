import { matchRoute } from "@guardian/rules";
import { servesStorefront, storefrontPathOf } from "../partners/partner-host.rules.js";
import { PartnerHostService } from "../partners/partner-hosts.service.js";
import type { AppModule } from "../../app-module.js";
import { renderedUrl, withBody } from "./page-body.rules.js";
import { COURSE_CARD_PATH, HOME_CARD_PATH, LOGO_PATH, dressShell } from "./page-head.rules.js";
import { SiteService } from "./site.service.js";
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
      const site = new SiteService(em);
      // On a partner's own domain (a Host exactly as mapped), its home and course pages are its
      // storefront's: the visitor is sent there, on that host. Every other host, and every other
      // page (and a form sent without the app), is the portal's.
      const at = !page.form && servesStorefront(page.path) && (await site.readVersion());
      const slug = at ? await new PartnerHostService(em).storefrontOf(page.host, at) : null;
      if (slug) {
        const location = storefrontPathOf(slug, page.path) + page.url.slice(page.path.length);
        return { status: 302, html: "", location };
      }
      // The page's route in the manifest (@guardian/rules), looked up once for its head, whether
      // it is rendered and its cache key.
      const match = matchRoute(page.path);
      const headed = async () => {
        const demoLms = !config.lms;
        const head = await new SiteService(em).readPageHead(
          page.path,
          config.publicUrl,
          { demoLms },
          match,
        );
        return { head, html: dressShell(page.html, head, config.publicUrl) };
      };
      // A signed-in viewer's own page (their dashboard), rendered in their context: theirs alone,
      // never kept. No session behind the cookie (expired, revoked, suspended): the shell only.
      if (page.signedIn && match?.route.viewerRender) {
        const { head, html } = await headed();
        const body = page.render ? await page.render(page.path, { viewer: true }) : null;
        return { status: head.status, html: body ? withBody(html, body) : html, private: true };
      }
      // Kept per shell (with the no-session meta or not) and page: a visitor's rendered page by
      // its path and the query it reads (renderedUrl), any other by its path (its head reads no
      // more), while the site's version stays, for 30 s at most (page-cache.rules.ts).
      const rendered = page.signedIn
        ? null
        : renderedUrl(page.path, page.url, match?.route ?? null);
      const key = `${page.signedIn ? "session" : "visitor"}\u0000${rendered ?? page.path}`;
      // Status, head and body in one pass over the request's `em`: the page's render asks for
      // what its head read (a course) and is answered from that `em`'s identity map, not again
      // from the database.
      const dressed = async () => {
        const { head, html } = await headed();
        // A public page at the query it reads, or the app's not-found page for an address it has
        // no page for.
        const at =
          head.status === 200 ? rendered : head.unknown && !page.signedIn ? page.path : null;
        const render = at !== null ? page.render : null;
        const body = render && at !== null ? await render(at) : null;
        // A body the server could not render (too busy, a failed query) is tried again next time.
        const keep = !render || body !== null;
        // A page showing a form the visitor sent: without the app (it would start with an empty
        // form), so the page stays as the server answered it.
        const app = !page.form;
        return { status: head.status, html: body ? withBody(html, body, { app }) : html, keep };
      };
      // A page showing a visitor's own text is theirs alone: never kept, never served from the cache.
      if (page.form) return dressed();
      return site.pageCache().get(key, at || (await site.readVersion()), dressed);
    },
  },
};
