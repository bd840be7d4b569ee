import { lazy } from "react";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";

/** What a route's `handle` may hold: how to load its page's chunk ahead of its first render. */
export interface PageHandle {
  preload?: () => Promise<unknown>;
}

/**
 * A page in a chunk of its own, loaded when its route is first visited: a visitor's first page
 * loads only what it needs. The home page stays in the main bundle. (SiteLayout's Suspense shows
 * while a page's chunk loads.) Once loaded, it renders at once: a page the server rendered is
 * hydrated in one pass when its chunk was loaded first (`preloadRoute`).
 */
export function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): Pick<RouteObject, "element" | "handle"> {
  let loaded: ComponentType | undefined;
  const preload = async () => (loaded ??= (await load())[name]);
  const Lazy = lazy<ComponentType>(async () => ({ default: await preload() }));
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { element: <Page />, handle: { preload } satisfies PageHandle };
}
