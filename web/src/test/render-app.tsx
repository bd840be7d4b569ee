import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { createApolloClient } from "../app/apollo";
import { AppProviders } from "../app/providers";
import { routes } from "../app/router";

/** Renders the whole app at a path, with a fresh Apollo cache talking to the msw server. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders client={createApolloClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}
