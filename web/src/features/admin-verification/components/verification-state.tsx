import { Center, Spinner, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ErrorState } from "../../../components/feedback/error-state";

interface VerificationStateProps<T> {
  loading: boolean;
  error: unknown;
  data: T | null | undefined;
  /** The spec's texts for this tab. */
  loadingText: string;
  errorText: string;
  emptyText: string;
  onRetry(): unknown;
  children(data: T): ReactNode;
}

/** A tab's loading, error and empty states around its content. */
export function VerificationState<T>(props: VerificationStateProps<T>) {
  if (props.loading) {
    return (
      <Center role="status" py="12">
        <Stack align="center" gap="3">
          <Spinner size="lg" color="blue.600" borderWidth="4px" />
          <Text color="gray.600">{props.loadingText}</Text>
        </Stack>
      </Center>
    );
  }
  if (props.error) return <ErrorState title={props.errorText} onRetry={props.onRetry} />;
  if (!props.data) return <Text color="gray.600">{props.emptyText}</Text>;
  return <>{props.children(props.data)}</>;
}
