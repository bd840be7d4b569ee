import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Toaster } from "../components/toast/toaster";
import { SessionProvider } from "../lib/session/session-provider";
import { system } from "../lib/theme";

interface AppProvidersProps {
  client: ApolloClient;
  children: ReactNode;
}

export function AppProviders({ client, children }: AppProvidersProps) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <SessionProvider>{children}</SessionProvider>
        <Toaster />
      </ApolloProvider>
    </ChakraProvider>
  );
}
