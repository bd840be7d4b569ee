import {
  PRIVATE_PREFIXES,
  type Route,
  SITE_TITLE,
  storefrontTitle,
  tabTitle,
} from "@guardian/rules";
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
  /** Its size in pixels; the cards' (og-image.rules.ts) unless given, none said for null. */
  imageSize?: { width: number; height: number } | null;
  /**
   * The site the page belongs to when not the academy's (a partner's storefront): og:site_name,
   * and the tab's title under it ("{page} | {site}").
   */
  siteName?: string;
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

/** A course as schema.org's Course, offered at `priceCents` by `provider` (none: not on sale). */
function courseData(
  course: Pick<Course, "title">,
  description: string,
  image: string,
  provider: object,
  priceCents: number | null,
) {
  return {
    "@type": "Course",
    name: course.title,
    description,
    provider,
    ...(priceCents !== null && {
      offers: {
        "@type": "Offer",
        category: "Paid",
        price: decimalDollars(priceCents),
        priceCurrency: "USD",
      },
    }),
    image,
  };
}

/** A product's price as Open Graph says it, or that it is not for sale yet. */
const priceProperties = (priceCents: number | null): Record<string, string> =>
  priceCents !== null
    ? { "product:price:amount": decimalDollars(priceCents), "product:price:currency": "USD" }
    : { "product:availability": "pending" };

/** A course's page: a product with its price while it is on sale. */
export function courseHead(course: Course, publicUrl: string): PageHead {
  const description = summary(course.description);
  const image = absolute(publicUrl, courseCardPath(course.id));
  // An inactive course's page is shown ("Coming Soon", the spec's disabled button): it offers
  // nothing for sale, so it names no price or offer.
  const price = course.isActive ? course.priceCents : null;
  return {
    status: 200,
    title: course.title,
    description,
    path: `/course/${course.id}`,
    image,
    type: "product",
    properties: priceProperties(price),
    data: {
      "@context": "https://schema.org",
      ...courseData(
        course,
        description,
        image,
        { "@type": "Organization", name: SITE_NAME, url: `${publicUrl}/` },
        price,
      ),
    },
  };
}

/** What a storefront's head reads of it (partners' StorefrontObject). */
export interface StorefrontFacts {
  slug: string;
  displayName: string;
  supportEmail: string | null;
  supportPhone: string | null;
  logoUrl: string | null;
  notSellingMessage: string | null;
}

/** A partner's storefront as schema.org's Organization. */
function partnerData(storefront: StorefrontFacts, publicUrl: string) {
  const logo = storefront.logoUrl && absolute(publicUrl, storefront.logoUrl);
  return {
    "@type": "Organization",
    name: storefront.displayName,
    url: absolute(publicUrl, `/p/${storefront.slug}`),
    ...(logo && { logo }),
    ...(storefront.supportEmail && { email: storefront.supportEmail }),
    ...(storefront.supportPhone && { telephone: storefront.supportPhone }),
  };
}

/**
 * A partner's storefront page, "{Partner}" or "{Course} | {Partner}": its name as the site's,
 * its logo as the picture, its Organization (and the course at its price, offered by it). A
 * storefront that does not sell says so, out of search engines (it may sell again).
 */
export function storefrontHead(
  storefront: StorefrontFacts,
  publicUrl: string,
  offer?: { course: Pick<Course, "id" | "title" | "description">; priceCents: number },
): PageHead {
  const name = storefront.displayName;
  const organization = partnerData(storefront, publicUrl);
  const brand = {
    status: 200,
    siteName: name,
    image: storefront.logoUrl && absolute(publicUrl, storefront.logoUrl),
    imageSize: null,
  };
  if (storefront.notSellingMessage !== null) {
    return {
      ...brand,
      title: name,
      description: storefront.notSellingMessage,
      path: null,
      noindex: true,
      data: { "@context": "https://schema.org", ...organization },
    };
  }
  if (!offer) {
    return {
      ...brand,
      title: name,
      description: `Bail enforcement and recovery courses from ${name}, with Guardian Academy's certificates.`,
      path: `/p/${storefront.slug}`,
      data: { "@context": "https://schema.org", ...organization },
    };
  }
  const { course, priceCents } = offer;
  const description = summary(course.description);
  const image = absolute(publicUrl, courseCardPath(course.id));
  return {
    ...brand,
    title: course.title,
    description,
    path: `/p/${storefront.slug}/course/${course.id}`,
    type: "product",
    properties: priceProperties(priceCents),
    data: {
      "@context": "https://schema.org",
      "@graph": [organization, courseData(course, description, image, organization, priceCents)],
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
  const tab = head.siteName ? storefrontTitle(head.title, head.siteName) : tabTitle(head.title);
  const tags = [`<title>${escapeMarkup(tab)}</title>`];
  const meta = (key: "name" | "property", name: string, content: string) =>
    tags.push(`<meta ${key}="${name}" content="${escapeMarkup(content)}" />`);
  meta("name", "description", head.description);
  if (head.noindex) meta("name", "robots", "noindex");
  if (head.path !== null) {
    const url = absolute(publicUrl, head.path);
    tags.push(`<link rel="canonical" href="${escapeMarkup(url)}" />`);
    meta("property", "og:url", url);
  }
  meta("property", "og:site_name", head.siteName ?? SITE_NAME);
  meta("property", "og:type", head.type ?? "website");
  meta("property", "og:title", head.title);
  meta("property", "og:description", head.description);
  const image = head.image ?? null;
  if (image) {
    meta("property", "og:image", image);
    meta("property", "og:image:type", "image/png");
    const size = head.imageSize === undefined ? CARD : head.imageSize;
    if (size) {
      meta("property", "og:image:width", String(size.width));
      meta("property", "og:image:height", String(size.height));
    }
    meta("property", "og:image:alt", head.title);
  }
  for (const [name, content] of Object.entries(head.properties ?? {}))
    meta("property", name, content);
  // A card is wide; a logo (no size said) is shown as the small summary's picture.
  const wide = image && head.imageSize !== null;
  meta("name", "twitter:card", wide ? "summary_large_image" : "summary");
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
