import { PRIVATE_PREFIXES, type Route, SITE_TITLE, tabTitle } from "@guardian/rules";
import { decimalDollars } from "../../util/money.js";
import type { Course } from "../courses/course.entity.js";
import { CARD } from "./og-image.rules.js";

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
  /** A raster picture for link previews (a PNG of og-image.rules.ts), absolute or from the root. */
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

/** Each private path as a pattern of the path and what is under it (`*`: one segment). */
const PRIVATE_PATTERNS = PRIVATE_PATHS.map(
  prefix =>
    new RegExp(
      `^${prefix
        .split("*")
        .map(part => part.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&"))
        .join("[^/]+")}(?:/|$)`,
    ),
);

export const isPrivate = (path: string) => PRIVATE_PATTERNS.some(pattern => pattern.test(path));

/** The raster pictures of link previews (og-image.rules.ts, served by site.http.ts). */
export const HOME_CARD_PATH = "/og/home.png";
export const COURSE_CARD_PATH = "/og/course/:id.png";
export const LOGO_PATH = "/og/logo.png";
export const courseCardPath = (id: number) => `/og/course/${id}.png`;
/** What the home page's card says beside the portal's name. */
export const HOME_CARD = { headline: TAGLINE, facts: "Courses and certification" };

/** An address on the portal, absolute: Open Graph and canonical links must be. */
export const absolute = (publicUrl: string, url: string) =>
  new URL(url, `${publicUrl}/`).toString();

/** A description of at most 200 characters, on one line, cut at a word. */
function summary(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= 200) return line;
  return `${line.slice(0, 197).replace(/\s+\S*$/, "")}...`;
}

/** A course's page: a product with its price while it is on sale. */
export function courseHead(course: Course, publicUrl: string): PageHead {
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

/** A legal page (`title`: the spec's), under its active document's title when there is one. */
export function legalHead(page: string, title: string, documentTitle?: string | null): PageHead {
  return {
    status: 200,
    title: documentTitle ?? title,
    description: `${SITE_NAME}'s ${title.toLowerCase()}.`,
    path: `/legal/${page}`,
  };
}

/** The home page: the organisation, with its logo and link preview. */
export const homeHead = (publicUrl: string): PageHead => ({
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
export const routeHead = (route: Route): PageHead => ({
  status: 200,
  title: route.title ?? SITE_TITLE,
  description: route.description ?? DEFAULT_DESCRIPTION,
  // A public page with a description of its own has its address; the others are one of many.
  path: route.description ? route.path : null,
  noindex: route.private ?? false,
});

export const notFound = (title: string): PageHead => ({
  status: 404,
  title,
  description: DEFAULT_DESCRIPTION,
  path: null,
  noindex: true,
});

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
