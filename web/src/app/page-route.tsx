import type { Route } from "@guardian/rules";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { preloadable } from "../lib/preloadable";

/** What a route's `handle` may hold: how to load its page's chunk ahead of its first render. */
export interface PageHandle {
  preload?: () => Promise<unknown>;
}

/** What the router shows at a route: its page's element, and how to load its chunk. */
export type PageRoute = Pick<RouteObject, "element" | "handle">;

/**
 * A page in a chunk of its own, loaded when its route is first visited: a visitor's first page
 * loads only what it needs. The home page stays in the main bundle. (SiteLayout's Suspense shows
 * while a page's chunk loads.) Once loaded, it renders at once: a page the server rendered is
 * hydrated in one pass when its chunk was loaded first (`preloadRoute`).
 */
export function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): PageRoute {
  const Page = preloadable(async () => (await load())[name]);
  return { element: <Page />, handle: { preload: Page.preload } satisfies PageHandle };
}

/**
 * React Router's routes for `manifest` (@guardian/rules' ROUTES), each with its page in `pages`,
 * by its name; `base`, the path they are under. A route without a page is a mistake of the
 * app's making: it fails at once.
 */
export function routesOf(
  manifest: readonly Route[],
  pages: Record<string, PageRoute>,
  base = "",
): RouteObject[] {
  return manifest.map(route => {
    const shown = pages[route.name];
    if (!shown) throw new Error(`The route ${route.name} (${route.path}) has no page`);
    const path = route.path.slice(base.length).replace(/^\//, "");
    return path ? { path, ...shown } : { index: true, ...shown };
  });
}
