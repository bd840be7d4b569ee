import { SITE_TITLE, routeTitle, storefrontTitle, tabTitle } from "@guardian/rules";
import { useEffect, useLayoutEffect } from "react";
import { useLocation } from "react-router-dom";

/**
 * Names the tab after the route at each navigation (once, at the top of the app), as the server
 * names the page on a first load (both read @guardian/rules' `routeTitle`); the site's title for a
 * page that names itself, until it does. A layout effect: it runs before any page's own
 * `usePageTitle`.
 */
export function useRouteTitle() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    document.title = tabTitle(routeTitle(pathname) ?? SITE_TITLE);
  }, [pathname]);
}

/**
 * The tab's title while the page is shown, "{title} | Guardian Academy", for a page whose title
 * is its data (a course, a legal page) or that the router does not name (the not-found pages), as
 * the server names it (api modules/site). Nothing while `title` is undefined (still loading).
 * On a partner's storefront (`partner`: its name) "{title} | {partner}", its home "{partner}".
 */
export function usePageTitle(title: string | undefined, partner?: string) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (title) document.title = partner ? storefrontTitle(title, partner) : tabTitle(title);
  }, [title, partner, pathname]);
}
