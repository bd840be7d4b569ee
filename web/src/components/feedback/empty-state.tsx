import { EmptyState as ChakraEmptyState } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description: string;
  /** A way out, such as a button that clears the filters. */
  action?: ReactNode;
}

/** A data view whose answer holds nothing to show yet. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root>
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator>{icon}</ChakraEmptyState.Indicator>
        {/* h2: a level below the page's h1 wherever it shows, never a skipped level. */}
        <ChakraEmptyState.Title as="h2">{title}</ChakraEmptyState.Title>
        <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
