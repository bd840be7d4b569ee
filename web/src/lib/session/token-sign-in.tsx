import { Box, Center, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { showToast } from "../../components/toast/toaster";
import { useValidateTokenMutation } from "../../graphql/hooks";
import { safeRedirect } from "./redirects";
import { useSession } from "./session-context";

const TOKEN_SEGMENT = /\/token\/([^/]+)/;

/** The sign-in token of a path such as /token/abc, or null when there is none. */
export function tokenFromPath(pathname: string): string | null {
  return TOKEN_SEGMENT.exec(pathname)?.[1] ?? null;
}

/**
 * Sibling systems send signed-in users here with a single-use token in the path. It is sent
 * to the server exactly once, then the user goes on to the redirect parameter (or home).
 */
export function TokenSignIn() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { startSession } = useSession();
  const [validateToken] = useValidateTokenMutation();
  const sentToken = useRef<string | null>(null);
  const token = tokenFromPath(pathname);

  useEffect(() => {
    if (token === null || sentToken.current === token) return;
    sentToken.current = token;
    const redirect = safeRedirect(new URLSearchParams(search).get("redirect"), "/");
    validateToken({ variables: { token } })
      .then(async ({ data }) => {
        if (!data) throw new Error("The server did not return the signed-in user.");
        await startSession(data.validateToken);
        showToast("success", {
          title: "Successfully authenticated",
          description: `Welcome, ${data.validateToken.firstName}!`,
        });
        await navigate(redirect, { replace: true });
      })
      .catch(() => {
        showToast("error", {
          title: "Authentication failed",
          description: "The provided token is invalid or has expired. Please log in again.",
        });
        void navigate("/auth", { replace: true });
      });
  }, [token, search, validateToken, startSession, navigate]);

  if (token === null) return null;
  return (
    <Box
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="whiteAlpha.950"
      backdropFilter="blur(4px)"
      role="status"
      aria-live="polite"
    >
      <Center h="full" px="6">
        <Stack align="center" gap="4" textAlign="center">
          <Spinner size="xl" color="blue.600" borderWidth="4px" />
          <Heading as="h1" size="2xl">
            Authenticating
          </Heading>
          <Text color="gray.600">Validating your session across Guardian-branded systems...</Text>
        </Stack>
      </Center>
    </Box>
  );
}
