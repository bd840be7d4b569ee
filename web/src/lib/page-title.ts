import { useEffect, useLayoutEffect } from "react";
import { useLocation } from "react-router-dom";

/** The site's own title: the home page's, and every page's that names none (as the server's). */
export const SITE_TITLE = "Guardian Academy | Professional Bail Enforcement Training";

/** A page's title as the tab shows it: "{title} | Guardian Academy". */
const tabTitle = (title: string) => `${title} | Guardian Academy`;

/** The administrators' screens (app/admin-routes.tsx) and their headings. */
const ADMIN_TITLES = new Map<string, string>([
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
 * The titles of the routes whose page does not name itself (app/router.tsx), as the server names
 * them on a first load (api modules/site/page-head.ts, whose test lists them). A course, a legal
 * page and the not-found page name themselves (`usePageTitle`).
 */
const ROUTE_TITLES: readonly [pattern: RegExp, title: string][] = [
  [/^\/(?:token\/[^/]+)?$/i, SITE_TITLE],
  [/^\/courses$/i, tabTitle("Training Courses")],
  [/^\/about$/i, tabTitle("About Guardian Academy")],
  [/^\/contact$/i, tabTitle("Contact Us")],
  [/^\/faq$/i, tabTitle("Frequently Asked Questions")],
  [/^\/business-offers$/i, tabTitle("Business Licensing Program")],
  [/^\/login$/i, tabTitle("Log In")],
  [/^\/forgot-password$/i, tabTitle("Forgot Password")],
  [/^\/reset-password$/i, tabTitle("Reset Password")],
  [/^\/auth$/i, tabTitle("Sign-In Link Not Valid")],
  [/^\/verify(?:\/[^/]+)?$/i, tabTitle("Verify a Certificate")],
  [/^\/business-offers\/payment\/[^/]+$/i, tabTitle("Complete Your Payment")],
  [/^\/business-offers\/success$/i, tabTitle("Licence Payment")],
  [/^\/admin-fix$/i, tabTitle("Admin Fix")],
  [/^\/(?:dashboard|my-courses)$/i, tabTitle("My Dashboard")],
  [/^\/agency$/i, tabTitle("My Agency")],
  [/^\/agency\/seats$/i, tabTitle("Buy Seats")],
  [/^\/agency\/join$/i, tabTitle("Agency Invitation")],
  [/^\/demo-lms\/courses\/[^/]+$/i, tabTitle("Demo Learning System")],
  [/^\/account$/i, tabTitle("My Account")],
  [/^\/checkout\/[^/]+$/i, tabTitle("Checkout")],
];

/** The tab's title for `pathname` before its page names itself (the site's, if the route has none). */
export function routeTitle(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  const admin = /^\/admin(?:\/([^/]*))?$/i.exec(path);
  if (admin) {
    const title = ADMIN_TITLES.get((admin[1] ?? "").toLowerCase());
    return title ? tabTitle(title) : SITE_TITLE;
  }
  return ROUTE_TITLES.find(([pattern]) => pattern.test(path))?.[1] ?? SITE_TITLE;
}

/**
 * Names the tab after the route at each navigation (once, at the top of the app). A layout effect:
 * it runs before any page's own `usePageTitle`, which then names a course or a legal page.
 */
export function useRouteTitle() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    document.title = routeTitle(pathname);
  }, [pathname]);
}

/**
 * The tab's title while the page is shown, "{title} | Guardian Academy", as the server names the
 * page on a first load (api modules/site). Nothing while `title` is undefined (the page is still
 * loading): the route's title stands (`useRouteTitle`).
 */
export function usePageTitle(title: string | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (title) document.title = tabTitle(title);
  }, [title, pathname]);
}
