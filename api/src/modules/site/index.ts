import type { AppModule } from "../../app-module.js";
import { rendersOnServer, withBody } from "./page-body.js";
import { dressShell, pageHead } from "./page-head.js";
import { ROBOTS_PATH, SITEMAP_PATH, siteHttp } from "./site.http.js";

/**
 * The public site as machines and visitors first see it: each page's head in the web app's shell
 * (title, description, canonical, Open Graph, Twitter card, schema.org data), a visitor's public
 * pages rendered on the server, robots.txt and sitemap.xml.
 */
export const siteModule: AppModule = {
  name: "site",
  http: {
    routes: [
      { method: "GET", path: ROBOTS_PATH, answers: "text/plain" },
      { method: "GET", path: SITEMAP_PATH, answers: "application/xml" },
    ],
    register: siteHttp,
  },
  shell: {
    async dress(page, { em, config }) {
      const head = await pageHead(em, page.path, config.publicUrl);
      const html = dressShell(page.html, head, config.publicUrl);
      const rendered =
        head.status === 200 && !page.signedIn && rendersOnServer(page.path) && page.render
          ? await page.render()
          : null;
      return { status: head.status, html: rendered ? withBody(html, rendered) : html };
    },
  },
};
