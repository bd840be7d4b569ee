import { Box, Center, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useValidateTokenMutation } from "../auth.generated";
import { runMutation } from "../../../lib/graphql/run-mutation";
import type { MutationFailure } from "../../../lib/graphql/run-mutation";
import { safeRedirect } from "../../../lib/session/redirects";
import { useSession } from "../../../lib/session/session-context";
import { showToast } from "../../../lib/toast";
import { tokenFromPath } from "../token-path";

const NOT_VALID = "The provided token is invalid or has expired. Please log in again.";

// A rate limit says when to try again in the server's words; every other failure is a bad link.
const SIGN_IN_FAILED: MutationFailure = {
  title: "Authentication failed",
  fallback: NOT_VALID,
  messages: { BAD_USER_INPUT: NOT_VALID, UNAUTHENTICATED: NOT_VALID, NOT_FOUND: NOT_VALID },
};

/**
 * Sibling systems send signed-in users here with a single-use token in the path. It is sent
 * to the server exactly once, then the user goes on to the redirect parameter (or home).
 * AppLayout loads it only on such a path.
 */
export default function TokenSignIn() {
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
    void (async () => {
      const user = await runMutation(
        async () => (await validateToken({ variables: { token } })).data?.validateToken,
        SIGN_IN_FAILED,
      );
      if (!user) {
        await navigate("/auth", { replace: true });
        return;
      }
      await startSession(user);
      showToast("success", {
        title: "Successfully authenticated",
        description: `Welcome, ${user.firstName}!`,
      });
      await navigate(redirect, { replace: true });
    })();
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
