import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { createApolloClient } from "./apollo";
import { AppProviders } from "./providers";
import { AppRoutes } from "./router";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to mount the app in.");

createRoot(container).render(
  <StrictMode>
    <AppProviders client={createApolloClient()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
