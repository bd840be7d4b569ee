import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { system } from "./theme";

interface AppProvidersProps {
  client: ApolloClient;
  children: ReactNode;
}

export function AppProviders({ client, children }: AppProvidersProps) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </ChakraProvider>
  );
}
