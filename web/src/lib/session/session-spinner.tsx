import { Center, Spinner } from "@chakra-ui/react";

/**
 * Shown while the server is asked who is signed in. web/index.html paints a plain-markup copy
 * (same size, colour, name) before the app's script arrives: keep the two alike.
 */
export function SessionSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center
      minH={fullScreen ? "100dvh" : undefined}
      py={fullScreen ? undefined : "24"}
      role="status"
      aria-label="Checking your session"
    >
      <Spinner size="xl" color="blue.600" borderWidth="4px" />
    </Center>
  );
}
