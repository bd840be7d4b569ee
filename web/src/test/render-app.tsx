import type { NormalizedCacheObject } from "@apollo/client";
import { expect } from "@jest/globals";
import { render, screen, waitFor, waitForElementToBeRemoved } from "@testing-library/react";
import { Suspense } from "react";
import type { ReactElement } from "react";
import { MemoryRouter, Outlet, useLocation, useNavigate, useRoutes } from "react-router-dom";
import type { Location, NavigateFunction, RouteObject } from "react-router-dom";
import { createApolloClient } from "../app/apollo";
import { AppProviders } from "../app/providers";
import { AppRoutes, routes } from "../app/router";

/** Where the app is and a way to move it, for the tests (kept up to date by a probe inside). */
interface TestRouter {
  location: Location;
  navigate: NavigateFunction;
}

/**
 * The requests of the apps mounted in the running test. An app may still ask after the test's last
 * assertion (an effect, an operation being hashed); aborting them when the test ends keeps those
 * requests from reaching the next test's handlers.
 */
let testRequests = new AbortController();
export function abortTestRequests() {
  testRequests.abort();
  testRequests = new AbortController();
}

/**
 * Renders `shown` (routes) at a path, with a fresh Apollo cache talking to the msw server; `state`:
 * the cache's state a page rendered on the server comes with (app/main.tsx restores it).
 */
function mountRoutes(path: string, shown: ReactElement, state?: NormalizedCacheObject) {
  const router = {} as TestRouter;
  function Probe() {
    Object.assign(router, { location: useLocation(), navigate: useNavigate() });
    return null;
  }
  const { signal } = testRequests;
  const fetchOfTest: typeof fetch = (input, init) =>
    fetch(input, {
      ...init,
      signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal,
    });
  const client = createApolloClient(fetchOfTest);
  if (state) client.cache.restore(state);
  const result = render(
    <AppProviders client={client}>
      <MemoryRouter initialEntries={[path]}>
        {shown}
        <Probe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, router };
}

/** Renders the whole app at a path (its layout, routes and guards). */
export const mountApp = (path: string, state?: NormalizedCacheObject) =>
  mountRoutes(path, <AppRoutes />, state);

/**
 * The app's routes without the site's layout (header, footer, banners, menus): each page in a
 * `main` under its guard, as the manifest (@guardian/rules' ROUTES) has it. The admin panel
 * keeps its own layout.
 */
const [site, ...others] = routes;
const pageRoutes: RouteObject[] = [
  {
    element: (
      <main>
        <Suspense fallback={<div data-pending="" />}>
          <Outlet />
        </Suspense>
      </main>
    ),
    children: site.children,
  },
  ...others,
];
function PageRoutes() {
  return useRoutes(pageRoutes);
}

/**
 * Renders the page at a path with the app's providers (session, Apollo, Chakra) and its route's
 * guard, without the site's layout, and waits as `renderApp` does: a page's test renders its page
 * alone. Routing, the layout and titles are the whole app's tests (`renderApp`).
 */
export const renderPage = (path: string) => settled(mountRoutes(path, <PageRoutes />));

export const sessionSpinner = () => screen.queryByRole("status", { name: "Checking your session" });

/** Renders the app and waits until the session is known (the app renders nothing before). */
export const renderApp = (path: string) => settled(mountApp(path));

/** Waits until the session is known and the parts loaded on demand are there. */
async function settled(app: ReturnType<typeof mountRoutes>) {
  // The first load of a part compiles it and its imports (jest's transform on a fresh clone): on
  // two busy cores that alone can outlast the 5 s that other waits get.
  const loaded = { timeout: 30_000 };
  if (sessionSpinner()) await waitForElementToBeRemoved(sessionSpinner, loaded);
  // Parts loaded on demand (pages, the account menu) stand in with data-pending until they are there.
  await waitFor(() => expect(document.querySelector("[data-pending]")).toBeNull(), loaded);
  return app;
}

/** Where the app is now: path and query. */
export function currentPath(app: ReturnType<typeof mountRoutes>): string {
  const { pathname, search } = app.router.location;
  return pathname + search;
}
