import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider } from "@chakra-ui/react";
import { useEffect } from "react";
import type { ReactNode } from "react";
import { Toaster } from "../components/toast/toaster";
import { SessionProvider } from "../lib/session/session-provider";
import { system } from "../lib/theme";
import { preloadRoute } from "./router";

interface AppProvidersProps {
  client: ApolloClient;
  children: ReactNode;
}

export function AppProviders({ client, children }: AppProvidersProps) {
  // A page rendered in the browser (a signed-in one, such as the dashboard) loads its chunk while
  // the session is checked, not after the answer: one round of requests less before it shows.
  useEffect(() => {
    void preloadRoute(window.location.pathname).catch(() => undefined);
  }, []);
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <SessionProvider>{children}</SessionProvider>
        <Toaster />
      </ApolloProvider>
    </ChakraProvider>
  );
}
