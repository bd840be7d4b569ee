import { Center, Spinner, VisuallyHidden } from "@chakra-ui/react";

interface LoadingStateProps {
  /** Read out by screen readers, e.g. "Loading courses…". */
  label: string;
  py?: string;
}

/** A data view waiting for its first answer. */
export function LoadingState({ label, py = "16" }: LoadingStateProps) {
  return (
    <Center role="status" py={py}>
      <Spinner size="xl" color="blue.600" borderWidth="4px" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
