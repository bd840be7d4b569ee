import { LEGAL_TITLES, ROUTES } from "@guardian/rules";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { money } from "../../util/money.js";
import type { HttpRoutes } from "../../app-module.js";
import { notFound } from "../../errors.js";
import { Course } from "../courses/course.entity.js";
import { drawCard, drawLogo } from "./og-image.rules.js";
import {
  COURSE_CARD_PATH,
  HOME_CARD,
  HOME_CARD_PATH,
  LOGO_PATH,
  PRIVATE_PATHS,
  escapeMarkup,
} from "./page-head.rules.js";

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
      // The public pages with a description of their own (the manifest's), each legal page.
      ...ROUTES.filter(route => route.description).map(route => [route.path] as [string]),
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

/** Pictures drawn already, by what they show (a course's by its id and last change). */
const drawn = new Map<string, Buffer>();
const MAX_DRAWN = 200;

/** The picture `key` names, drawn the first time it is asked for and kept (the oldest dropped). */
function picture(key: string, draw: () => Buffer): Buffer {
  let png = drawn.get(key);
  if (!png) {
    png = draw();
    if (drawn.size >= MAX_DRAWN) drawn.delete(drawn.keys().next().value!);
    drawn.set(key, png);
  }
  return png;
}

/**
 * A picture with its validator: a crawler may keep it a day, and asks again with the ETag (304
 * while it still shows the same thing).
 */
function sendPicture(request: FastifyRequest, reply: FastifyReply, key: string, png: () => Buffer) {
  const etag = `"${key}"`;
  reply.header("cache-control", "public, max-age=86400").header("etag", etag);
  if (request.headers["if-none-match"] === etag) return reply.status(304).send();
  return reply.type("image/png").send(picture(key, png));
}

/** The facts a course's card gives under its title. */
function courseFacts(course: Course): string {
  const format = course.isSelfPaced ? "Self-paced" : "Live";
  const offer = course.isActive ? money(course.priceCents) : "Coming soon";
  return `${course.hours} hours - ${format} - ${offer}`;
}

/**
 * The raster pictures of link previews (og:image, twitter:image, schema.org's logo), PNG:
 * GET /og/home.png (the home page's card), GET /og/course/{id}.png (a course's card, inactive
 * ones too: their pages are shown) and GET /og/logo.png. Drawn once (og-image.rules.ts) and kept.
 */
export function cardHttp(app: FastifyInstance, { context }: HttpRoutes) {
  app.get(HOME_CARD_PATH, (request, reply) =>
    sendPicture(request, reply, "home-1", () => drawCard(HOME_CARD)),
  );
  app.get(LOGO_PATH, (request, reply) => sendPicture(request, reply, "logo-1", drawLogo));
  app.get<{ Params: { id: string } }>(COURSE_CARD_PATH, async (request, reply) => {
    const raw = request.params.id;
    const id = /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : null;
    const { em } = await context(request, reply);
    const course = id === null ? null : await em.findOne(Course, { id });
    if (!course) throw notFound("Course not found");
    const key = `course-${course.id}-${course.updatedAt.getTime()}`;
    return sendPicture(request, reply, key, () =>
      drawCard({ headline: course.title, facts: courseFacts(course) }),
    );
  });
}
