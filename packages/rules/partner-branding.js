// A partner's storefront settings (issue 54, item 3): the same rules and words in the browser and
// on the server. docs/partners.md, "Launch".
import { EMAIL_PATTERN, oneLineProblem, phoneProblem } from "./text.js";
import { ROUTES } from "./routes.js";

/** The short address of a storefront, /p/{slug}, 2 to 40 of them: the database's check on partners.slug. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 40;

/**
 * Words no storefront may take: every first segment of the web app's pages, the server's own
 * paths and names people would take for the academy's (a mapped host serves a storefront at the
 * root, so these must never be a partner's).
 */
export const RESERVED_SLUGS = new Set([
  ...ROUTES.map(route => route.path.split("/")[1]).filter(Boolean),
  ...["admin", "api", "graphql", "p", "partners", "partner", "login", "logout", "register"],
  ...["checkout", "courses", "course", "dashboard", "demo-lms", "demo-connect", "oidc"],
  ...["static", "assets", "www", "images", "img", "fonts", "favicon", "robots", "sitemap"],
  ...["healthz", "readyz", "metrics", "webhooks", "docs", "help", "support", "mail", "status"],
  ...["guardian", "guardian-academy", "academy", "verify", "certificates", "account", "null"],
  ...["undefined", "index", "home", "new", "edit", "settings", "auth", "well-known"],
]);

/** The problem of a slug, or undefined. */
export function slugProblem(value) {
  const slug = String(value ?? "");
  if (!slug) return "Short address is required";
  if ([...slug].length < 2 || [...slug].length > SLUG_MAX_LENGTH) {
    return `Short address must be 2 to ${SLUG_MAX_LENGTH} characters`;
  }
  if (!SLUG_PATTERN.test(slug)) {
    return "Short address may contain only lower-case letters a-z, digits and single hyphens between them";
  }
  if (RESERVED_SLUGS.has(slug))
    return `The short address "${slug}" is reserved; please choose another`;
  return undefined;
}

/** The minimum WCAG contrast ratio of the brand colour (normal text, level AA). */
export const MIN_CONTRAST = 4.5;

/** The portal's page backgrounds the brand colour is shown on (web/src/lib/theme.ts: white, gray.50). */
export const PAGE_BACKGROUNDS = ["#ffffff", "#fafafa"];

export const COLOUR_PATTERN = /^#[0-9a-f]{6}$/i;

/** WCAG 2's relative luminance of #rrggbb. */
function luminance(hex) {
  const [r, g, b] = [1, 3, 5].map(at => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a, b) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The lowest contrast of a brand colour where it is used: white text on it, and it on each page
 * background (white is the lightest, so the darker background decides).
 */
export function brandContrast(hex) {
  return Math.min(
    contrastRatio(hex, "#ffffff"),
    ...PAGE_BACKGROUNDS.map(background => contrastRatio(hex, background)),
  );
}

/** The problem of a brand colour, or undefined: #rrggbb, readable (the ratio named). */
export function brandColourProblem(value) {
  const colour = String(value ?? "");
  if (!colour) return "Brand colour is required";
  if (!COLOUR_PATTERN.test(colour)) return "Brand colour must be a colour like #1a4d8f";
  const ratio = brandContrast(colour.toLowerCase());
  if (ratio < MIN_CONTRAST) {
    // Rounded down, so a colour just short of the minimum never reads as meeting it.
    const shown = Math.floor(ratio * 100) / 100;
    return `Brand colour ${colour.toLowerCase()} is too light to read: its contrast with white text and the page background is ${shown}:1; it needs at least ${MIN_CONTRAST}:1 (choose a darker colour)`;
  }
  return undefined;
}

/**
 * A partner's storefront settings, field by field (an empty object: they can be saved). The
 * support phone is optional; the others are required.
 */
export function partnerBrandingProblems(values) {
  const problems = {};
  const name = String(values.displayName ?? "").trim();
  if ([...name].length < 2) problems.displayName = "Display name must be at least 2 characters";
  else if ([...name].length > 80)
    problems.displayName = "Display name must be at most 80 characters";
  else if (oneLineProblem("Display name", name)) {
    problems.displayName = oneLineProblem("Display name", name);
  }
  // Stored in lower case: "Acme" is taken as "acme".
  const slug = slugProblem(
    String(values.slug ?? "")
      .trim()
      .toLowerCase(),
  );
  if (slug) problems.slug = slug;
  const colour = brandColourProblem(String(values.brandColour ?? "").trim());
  if (colour) problems.brandColour = colour;
  const email = String(values.supportEmail ?? "").trim();
  if ([...email].length > 254 || !EMAIL_PATTERN.test(email)) {
    problems.supportEmail = "Please enter a valid support email address";
  }
  const phone = String(values.supportPhone ?? "").trim();
  const phoneIssue = phone ? phoneProblem(phone) : undefined;
  if (phoneIssue) problems.supportPhone = phoneIssue.replace(/^Phone/, "Support phone");
  return problems;
}
