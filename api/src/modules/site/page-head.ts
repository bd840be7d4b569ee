import {
  COURSE_NOT_FOUND_TITLE,
  LEGAL_NOT_FOUND_TITLE,
  LEGAL_TITLES,
  NOT_FOUND_TITLE,
  PRIVATE_PREFIXES,
  type Route,
  SITE_TITLE,
  matchRoute,
  tabTitle,
} from "@guardian/rules";
import { decimalDollars } from "../../util/money.js";
import type { EntityManager } from "@mikro-orm/postgresql";
import { AppError } from "../../errors.js";
import { Course } from "../courses/course.entity.js";
import { LegalService } from "../legal/legal.service.js";
import { LegalPageName } from "../legal/legal.types.js";
import { CARD } from "./og-image.js";

export const SITE_NAME = "Guardian Academy";
const TAGLINE = "Professional Bail Enforcement Training";
const DEFAULT_DESCRIPTION =
  "Guardian Academy: professional bail enforcement training, courses and certification.";

/** A page's head as link previews and search engines read it, and the status it is served with. */
export interface PageHead {
  status: number;
  title: string;
  description: string;
  /** Its own address (canonical, og:url): the path without the query. */
  path: string | null;
  /** A raster picture for link previews (a PNG of og-image.ts), absolute or from the root. */
  image?: string | null;
  /** Open Graph type: "website", or "product" for a course. */
  type?: string;
  /** Extra meta properties (a course's price). */
  properties?: Record<string, string>;
  /** schema.org data (JSON-LD). */
  data?: object;
  /** Signed-in areas and one-off pages: not for search engines. */
  noindex?: boolean;
  /** An address the app has no page for: its "404 Page Not Found", rendered like a public page. */
  unknown?: boolean;
}

/**
 * Paths a search engine has no business with (robots.txt disallows them, their pages say
 * noindex): the app's private routes (signed-in areas, one-off pages, a certificate's
 * verification: a person's name), the API.
 */
export const PRIVATE_PATHS = [...PRIVATE_PREFIXES, "/api", "/graphql"];

const isPrivate = (path: string) =>
  PRIVATE_PATHS.some(prefix => path === prefix || path.startsWith(`${prefix}/`));

/** The raster pictures of link previews (og-image.ts, served by site.http.ts). */
export const HOME_CARD_PATH = "/og/home.png";
export const COURSE_CARD_PATH = "/og/course/:id.png";
export const LOGO_PATH = "/og/logo.png";
export const courseCardPath = (id: number) => `/og/course/${id}.png`;
/** What the home page's card says beside the portal's name. */
export const HOME_CARD = { headline: TAGLINE, facts: "Courses and certification" };

/** An address on the portal, absolute: Open Graph and canonical links must be. */
const absolute = (publicUrl: string, url: string) => new URL(url, `${publicUrl}/`).toString();

/** A description of at most 200 characters, on one line, cut at a word. */
function summary(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= 200) return line;
  return `${line.slice(0, 197).replace(/\s+\S*$/, "")}...`;
}

async function courseHead(
  em: EntityManager,
  raw: string,
  publicUrl: string,
): Promise<PageHead | null> {
  const id = /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : null;
  const course = id === null ? null : await em.findOne(Course, { id });
  if (!course) return null;
  const description = summary(course.description);
  const price = decimalDollars(course.priceCents);
  const image = absolute(publicUrl, courseCardPath(course.id));
  // An inactive course's page is shown ("Coming Soon", the spec's disabled button): it offers
  // nothing for sale, so it names no price or offer.
  const onSale = course.isActive;
  return {
    status: 200,
    title: course.title,
    description,
    path: `/course/${course.id}`,
    image,
    type: "product",
    properties: onSale
      ? { "product:price:amount": price, "product:price:currency": "USD" }
      : { "product:availability": "pending" },
    data: {
      "@context": "https://schema.org",
      "@type": "Course",
      name: course.title,
      description,
      provider: { "@type": "Organization", name: SITE_NAME, url: `${publicUrl}/` },
      ...(onSale && {
        offers: { "@type": "Offer", category: "Paid", price, priceCurrency: "USD" },
      }),
      image,
    },
  };
}

async function legalHead(em: EntityManager, page: string): Promise<PageHead | null> {
  const title = LEGAL_TITLES.get(page);
  if (!title) return null;
  const document = await new LegalService(em)
    .page(page as LegalPageName)
    .catch((error: unknown) => {
      // No active document: the page shows its fallback text under the spec's title.
      if (error instanceof AppError && error.code === "NOT_FOUND") return null;
      throw error;
    });
  return {
    status: 200,
    title: document?.title ?? title,
    description: `${SITE_NAME}'s ${title.toLowerCase()}.`,
    path: `/legal/${page}`,
  };
}

/** The home page: the organisation, with its logo and link preview. */
const homeHead = (publicUrl: string): PageHead => ({
  status: 200,
  title: SITE_TITLE,
  description: DEFAULT_DESCRIPTION,
  path: "/",
  image: absolute(publicUrl, HOME_CARD_PATH),
  data: {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE_NAME,
    description: DEFAULT_DESCRIPTION,
    url: `${publicUrl}/`,
    logo: absolute(publicUrl, LOGO_PATH),
  },
});

/** A route whose page has no data of its own: its manifest entry says all. */
const routeHead = (route: Route): PageHead => ({
  status: 200,
  title: route.title ?? SITE_TITLE,
  description: route.description ?? DEFAULT_DESCRIPTION,
  // A public page with a description of its own has its address; the others are one of many.
  path: route.description ? route.path : null,
  noindex: route.private ?? false,
});

const notFound = (title: string): PageHead => ({
  status: 404,
  title,
  description: DEFAULT_DESCRIPTION,
  path: null,
  noindex: true,
});

/**
 * What the web app's shell says about `path` (its route in the manifest, @guardian/rules'
 * `matchRoute`) before its script runs: the home page, a course (an inactive one too: its page
 * says Coming Soon), a legal page, and every other page of the app under its own title, as the
 * browser names it. A course or legal page that does not exist and an address the app has no
 * page for are 404s (so is the demo learning system's page where Moodle is the learning system);
 * signed-in areas and one-off pages are kept out of search engines.
 */
export async function pageHead(
  em: EntityManager,
  rawPath: string,
  publicUrl: string,
  { demoLms }: { demoLms: boolean },
  match = matchRoute(rawPath),
): Promise<PageHead> {
  // The app's router reads /courses/ as /courses.
  const path = (rawPath.length > 1 ? rawPath.replace(/\/$/, "") : rawPath).toLowerCase();
  // The demo learning system's pages exist only where it stands in for Moodle (never in production).
  if (!demoLms && /^\/demo-lms(?:\/|$)/.test(path)) return notFound(NOT_FOUND_TITLE);
  // The not-found page of a signed-in area is the browser's to render (behind its guard).
  if (!match) return { ...notFound(NOT_FOUND_TITLE), unknown: !isPrivate(path) };
  const { route, params } = match;
  if (route.name === "home") return homeHead(publicUrl);
  if (route.name === "course")
    return (await courseHead(em, params[0] ?? "", publicUrl)) ?? notFound(COURSE_NOT_FOUND_TITLE);
  // /legal alone is the spec's default page, Terms of Service.
  if (route.name === "legal")
    return (
      (await legalHead(em, params[0] ?? LegalPageName.TERMS)) ?? notFound(LEGAL_NOT_FOUND_TITLE)
    );
  return routeHead(route);
}

/** Text safe inside an HTML or XML element or a quoted attribute. */
export const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, char => `&#${char.charCodeAt(0)};`);

/** JSON inside a script element: nothing in it can close the element or start a comment. */
const scriptJson = (data: object) =>
  JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    char => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );

/** The tags of `head`, for the shell's <head>. */
function headTags(head: PageHead, publicUrl: string): string {
  const tags = [`<title>${escapeMarkup(tabTitle(head.title))}</title>`];
  const meta = (key: "name" | "property", name: string, content: string) =>
    tags.push(`<meta ${key}="${name}" content="${escapeMarkup(content)}" />`);
  meta("name", "description", head.description);
  if (head.noindex) meta("name", "robots", "noindex");
  if (head.path !== null) {
    const url = absolute(publicUrl, head.path);
    tags.push(`<link rel="canonical" href="${escapeMarkup(url)}" />`);
    meta("property", "og:url", url);
  }
  meta("property", "og:site_name", SITE_NAME);
  meta("property", "og:type", head.type ?? "website");
  meta("property", "og:title", head.title);
  meta("property", "og:description", head.description);
  const image = head.image ?? null;
  if (image) {
    meta("property", "og:image", image);
    meta("property", "og:image:type", "image/png");
    meta("property", "og:image:width", String(CARD.width));
    meta("property", "og:image:height", String(CARD.height));
    meta("property", "og:image:alt", head.title);
  }
  for (const [name, content] of Object.entries(head.properties ?? {}))
    meta("property", name, content);
  meta("name", "twitter:card", image ? "summary_large_image" : "summary");
  meta("name", "twitter:title", head.title);
  meta("name", "twitter:description", head.description);
  if (image) meta("name", "twitter:image", image);
  if (head.data) {
    tags.push(`<script type="application/ld+json">${scriptJson(head.data)}</script>`);
  }
  return tags.join("\n    ");
}

/** The web app's index.html with `head` in place of its own title and description. */
export function dressShell(shell: string, head: PageHead, publicUrl: string): string {
  const tags = headTags(head, publicUrl);
  return shell
    .replace(/<title>[\s\S]*?<\/title>\s*/, "")
    .replace(/<meta\s+name="description"[^>]*>\s*/, "")
    .replace("</head>", () => `  ${tags}\n  </head>`);
}
