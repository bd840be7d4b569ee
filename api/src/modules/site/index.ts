import type { AppModule } from "../../app-module.js";
import { dressShell, pageHead } from "./page-head.js";
import { ROBOTS_PATH, SITEMAP_PATH, siteHttp } from "./site.http.js";

/**
 * The public site as machines read it: each page's head in the web app's shell (title,
 * description, canonical, Open Graph, Twitter card, schema.org data), robots.txt and sitemap.xml.
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
    async dress(html, path, { em, config }) {
      const head = await pageHead(em, path, config.publicUrl);
      return { status: head.status, html: dressShell(html, head, config.publicUrl) };
    },
  },
};
