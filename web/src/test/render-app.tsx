import { expect } from "@jest/globals";
import { render, screen, waitFor, waitForElementToBeRemoved } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { createApolloClient } from "../app/apollo";
import { AppProviders } from "../app/providers";
import { routes } from "../app/router";

/** Renders the whole app at a path, with a fresh Apollo cache talking to the msw server. */
export function mountApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders client={createApolloClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

export const sessionSpinner = () => screen.queryByRole("status", { name: "Checking your session" });

/** Renders the app and waits until the session is known (the app renders nothing before). */
export async function renderApp(path: string) {
  const app = mountApp(path);
  // Pages load in chunks of their own: wait until the route's page is there.
  await waitFor(() => expect(app.router.state.initialized).toBe(true));
  if (sessionSpinner()) await waitForElementToBeRemoved(sessionSpinner);
  // Parts loaded on demand (the account menu) stand in with data-pending until they are there.
  await waitFor(() => expect(document.querySelector("[data-pending]")).toBeNull());
  return app;
}

/** Where the app is now: path and query. */
export function currentPath(app: ReturnType<typeof mountApp>): string {
  const { pathname, search } = app.router.state.location;
  return pathname + search;
}
