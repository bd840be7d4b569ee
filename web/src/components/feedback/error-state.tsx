import { Alert, Button } from "@chakra-ui/react";

interface ErrorStateProps {
  title: string;
  description?: string;
  /** Asks again, e.g. a query's refetch. */
  onRetry: () => unknown;
}

/**
 * A data view whose request failed for a reason other than "there is no such thing" (that is
 * the view's own not-found state): the network, or the server. Trying again may help.
 */
export function ErrorState({
  title,
  description = "Please check your connection and try again.",
  onRetry,
}: ErrorStateProps) {
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
