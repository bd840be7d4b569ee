import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { createApolloClient } from "./apollo";
import { AppProviders } from "./providers";
import { routes } from "./router";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to mount the app in.");

const router = createBrowserRouter(routes);

createRoot(container).render(
  <StrictMode>
    <AppProviders client={createApolloClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
