import type { FastifyInstance } from "fastify";
import type { HttpRoutes } from "../../app-module.js";
import { Course } from "../courses/course.entity.js";
import { LEGAL_TITLES, PRIVATE_PATHS, STATIC_PAGES, escapeMarkup } from "./page-head.js";

export const ROBOTS_PATH = "/robots.txt";
export const SITEMAP_PATH = "/sitemap.xml";

/**
 * GET /robots.txt (the private paths disallowed, the sitemap named) and GET /sitemap.xml (the
 * public pages, each active course with its last change, the legal pages): read afresh each
 * time, cached by crawlers for an hour.
 */
export function siteHttp(app: FastifyInstance, { context }: HttpRoutes) {
  app.get(ROBOTS_PATH, async (request, reply) => {
    const { config } = await context(request, reply);
    const lines = [
      "User-agent: *",
      ...PRIVATE_PATHS.map(path => `Disallow: ${path}`),
      "",
      `Sitemap: ${config.publicUrl}${SITEMAP_PATH}`,
    ];
    return reply
      .header("cache-control", "public, max-age=3600")
      .type("text/plain; charset=utf-8")
      .send(`${lines.join("\n")}\n`);
  });

  app.get(SITEMAP_PATH, async (request, reply) => {
    const { config, em } = await context(request, reply);
    const courses = await em.find(
      Course,
      { isActive: true },
      { fields: ["id", "updatedAt"], orderBy: { id: "asc" } },
    );
    const pages: [path: string, changed?: Date][] = [
      ["/"],
      ...[...STATIC_PAGES.keys()].map(path => [path] as [string]),
      ...courses.map(course => [`/course/${course.id}`, course.updatedAt] as [string, Date]),
      ...[...LEGAL_TITLES.keys()].map(page => [`/legal/${page}`] as [string]),
    ];
    const urls = pages.map(
      ([path, changed]) =>
        `  <url><loc>${escapeMarkup(`${config.publicUrl}${path}`)}</loc>${
          changed ? `<lastmod>${changed.toISOString()}</lastmod>` : ""
        }</url>`,
    );
    return reply
      .header("cache-control", "public, max-age=3600")
      .type("application/xml; charset=utf-8")
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
      );
  });
}
