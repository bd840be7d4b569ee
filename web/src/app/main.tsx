import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { ServerRendered } from "../lib/server-rendered";
import { createApolloClient } from "./apollo";
import { AppProviders } from "./providers";
import { AppRoutes, preloadRoute } from "./router";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to mount the app in.");

// A visitor's public page arrives rendered, with the data it shows (api modules/site): the app
// takes over that markup instead of rendering the page again, and asks nothing it already has.
const state = document.getElementById("ga-state")?.textContent;
const client = createApolloClient();
if (state) client.cache.restore(JSON.parse(state));

const app = (
  <StrictMode>
    <ServerRendered value={Boolean(state)}>
      <AppProviders client={client}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </ServerRendered>
  </StrictMode>
);
if (state) {
  // The page's chunk first, so that it is hydrated with the rest in one pass (a part hydrated
  // later would let a press in between go unanswered). Without it the page hydrates in two.
  void preloadRoute(location.pathname)
    .catch(() => undefined)
    // The page announces when it is live (components/layout/take-over.tsx, for wake.ts).
    .then(() => hydrateRoot(container, app));
} else createRoot(container).render(app);
