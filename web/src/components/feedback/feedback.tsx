import {
  Alert,
  Button,
  Center,
  EmptyState as ChakraEmptyState,
  Spinner,
  VisuallyHidden,
} from "@chakra-ui/react";
import type { ReactNode } from "react";

/** The shared states of every data view: loading, failed (with a retry) and empty. */
export function LoadingState({ label, py = "16" }: { label: string; py?: string }) {
  return (
    <Center role="status" py={py}>
      <Spinner size="xl" color="blue.600" borderWidth="4px" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}

export function ErrorState({
  title,
  description = "Please check your connection and try again.",
  onRetry,
}: {
  title: string;
  description?: string;
  onRetry: () => unknown;
}) {
  return (
    <Alert.Root status="error" alignItems="center" flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => void onRetry()}>
        Try Again
      </Button>
    </Alert.Root>
  );
}

export function EmptyState({
  icon,
  title,
  description,
}: {
  icon: ReactNode;
  title: string;
  description: string;
}) {
  return (
    <ChakraEmptyState.Root>
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator>{icon}</ChakraEmptyState.Indicator>
        <ChakraEmptyState.Title>{title}</ChakraEmptyState.Title>
        <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description>
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
