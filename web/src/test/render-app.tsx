import type { NormalizedCacheObject } from "@apollo/client";
import { expect } from "@jest/globals";
import { render, screen, waitFor, waitForElementToBeRemoved } from "@testing-library/react";
import { MemoryRouter, useLocation, useNavigate } from "react-router-dom";
import type { Location, NavigateFunction } from "react-router-dom";
import { createApolloClient } from "../app/apollo";
import { AppProviders } from "../app/providers";
import { AppRoutes } from "../app/router";

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
 * Renders the whole app at a path, with a fresh Apollo cache talking to the msw server; `state`:
 * the cache's state a page rendered on the server comes with (app/main.tsx restores it).
 */
export function mountApp(path: string, state?: NormalizedCacheObject) {
  const router = {} as TestRouter;
  function Probe() {
    router.location = useLocation();
    router.navigate = useNavigate();
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
        <AppRoutes />
        <Probe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, router };
}

export const sessionSpinner = () => screen.queryByRole("status", { name: "Checking your session" });

/** Renders the app and waits until the session is known (the app renders nothing before). */
export async function renderApp(path: string) {
  const app = mountApp(path);
  // The first load of a part compiles it and its imports (jest's transform on a fresh clone): on
  // two busy cores that alone can outlast the 5 s that other waits get.
  const loaded = { timeout: 30_000 };
  if (sessionSpinner()) await waitForElementToBeRemoved(sessionSpinner, loaded);
  // Parts loaded on demand (pages, the account menu) stand in with data-pending until they are there.
  await waitFor(() => expect(document.querySelector("[data-pending]")).toBeNull(), loaded);
  return app;
}

/** Where the app is now: path and query. */
export function currentPath(app: ReturnType<typeof mountApp>): string {
  const { pathname, search } = app.router.location;
  return pathname + search;
}
