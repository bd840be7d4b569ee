// The titles of the web app's pages, written once for the server's head of a first load (api
// modules/site/page-head.ts) and the tab's title in the browser (web/src/lib/page-title.ts), so
// the two cannot drift: each is the page's heading, "{title} | Guardian Academy" in the tab.

/** The site's own title: the home page's (and a sign-in link's, which opens over it). */
export const SITE_TITLE = "Guardian Academy | Professional Bail Enforcement Training";

/** A page's title as the tab shows it. */
export const tabTitle = title => (title === SITE_TITLE ? title : `${title} | Guardian Academy`);

/** The administrators' screens (web/src/app/admin-routes.tsx) under /admin/. */
const ADMIN_TITLES = new Map([
  ["", "Admin Dashboard"],
  ["dashboard", "Admin Dashboard"],
  ["settings", "Settings"],
  ["agencies", "Agencies"],
  ["messages", "Messages"],
  ["api-tokens", "API Tokens"],
  ["users", "User Management"],
  ["courses", "Course Management"],
  ["legal", "Legal Management"],
  ["payments", "Payments"],
  ["certificates", "Certificates"],
  ["renewals", "Renewals Due"],
  ["outbox", "Outbox"],
  ["security", "Security Dashboard"],
  ["verification", "Event Verification"],
  ["business-offers", "Business Offers"],
]);

/**
 * The routes of web/src/app/router.tsx (case-insensitive, as its router reads them). null: the
 * page names itself from its data (a course, a legal page).
 */
const ROUTE_TITLES = [
  [/^\/(?:token\/[^/]+)?$/i, SITE_TITLE],
  [/^\/course\/[^/]+$/i, null],
  [/^\/legal(?:\/[^/]+)?$/i, null],
  [/^\/courses$/i, "Training Courses"],
  [/^\/about$/i, "About Guardian Academy"],
  [/^\/contact$/i, "Contact Us"],
  [/^\/faq$/i, "Frequently Asked Questions"],
  [/^\/business-offers$/i, "Business Licensing Program"],
  [/^\/login$/i, "Log In"],
  [/^\/forgot-password$/i, "Forgot Password"],
  [/^\/reset-password$/i, "Reset Password"],
  [/^\/auth$/i, "Sign-In Link Not Valid"],
  [/^\/verify(?:\/[^/]+)?$/i, "Verify a Certificate"],
  [/^\/business-offers\/payment\/[^/]+$/i, "Complete Your Payment"],
  [/^\/business-offers\/success$/i, "Licence Payment"],
  [/^\/admin-fix$/i, "Admin Fix"],
  [/^\/(?:dashboard|my-courses)$/i, "My Dashboard"],
  [/^\/agency$/i, "My Agency"],
  [/^\/agency\/seats$/i, "Buy Seats"],
  [/^\/agency\/join$/i, "Agency Invitation"],
  [/^\/demo-lms\/courses\/[^/]+$/i, "Demo Learning System"],
  [/^\/account$/i, "My Account"],
  [/^\/checkout\/[^/]+$/i, "Checkout"],
];

/** The title of the app's page for an address it has no page for (its heading's words). */
export const NOT_FOUND_TITLE = "Page Not Found";

/**
 * The title of the page the web app shows at `pathname` (a trailing slash read as the router reads
 * it): its words, SITE_TITLE for the home page, null where the page names itself from its data,
 * undefined where the app has no page (its not-found page, NOT_FOUND_TITLE).
 */
export function routeTitle(pathname) {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  const admin = /^\/admin(?:\/([^/]*))?$/i.exec(path);
  if (admin) return ADMIN_TITLES.get((admin[1] ?? "").toLowerCase());
  const route = ROUTE_TITLES.find(([pattern]) => pattern.test(path));
  return route ? route[1] : undefined;
}
