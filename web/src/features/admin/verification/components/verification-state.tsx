import { Center, Spinner, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ErrorState } from "../../../../components/feedback/error-state";
import { useRefresh } from "../use-refresh";
import { VerificationBanner } from "./verification-banner";

interface VerificationStateProps<T> {
  query: { loading: boolean; error?: unknown; refetch(variables?: { fresh: boolean }): unknown };
  data: T | null | undefined;
  /** Presses of the page's Refresh on this tab (see `useRefresh`). */
  refresh: number;
  /** The spec's texts for this tab. */
  texts: { loading: string; error: string; empty: string; passed: string; failed: string };
  children(data: T): ReactNode;
}

/**
 * A tab's states around its content: loading, error with retry, empty, then the tab's banner
 * (verified or not, with the server's message) above the content. Refresh re-runs the checks.
 */
export function VerificationState<T extends { verified: boolean; message: string }>({
  query,
  data,
  refresh,
  texts,
  children,
}: VerificationStateProps<T>) {
  useRefresh(refresh, query.refetch);
  if (query.loading) {
    return (
      <Center role="status" py="12">
        <Stack align="center" gap="3">
          <Spinner size="lg" color="blue.600" borderWidth="4px" />
          <Text color="gray.600">{texts.loading}</Text>
        </Stack>
      </Center>
    );
  }
  if (query.error) return <ErrorState title={texts.error} onRetry={() => query.refetch()} />;
  if (!data) return <Text color="gray.600">{texts.empty}</Text>;
  return (
    <Stack gap="6">
      <VerificationBanner
        verified={data.verified}
        passed={texts.passed}
        failed={texts.failed}
        message={data.message}
      />
      {children(data)}
    </Stack>
  );
}
