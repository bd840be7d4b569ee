import { Center, Spinner, VisuallyHidden } from "@chakra-ui/react";

interface LoadingStateProps {
  /** Read out by screen readers, e.g. "Loading courses…". */
  label: string;
  py?: string;
  /**
   * A whole page waiting: it fills the screen, so the footer below does not jump when the page
   * arrives (layout shift).
   */
  page?: boolean;
}

/** A data view waiting for its first answer. */
export function LoadingState({ label, py = "16", page = false }: LoadingStateProps) {
  return (
    <Center role="status" py={py} minH={page ? "100dvh" : undefined}>
      <Spinner size="xl" color="blue.600" borderWidth="4px" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
