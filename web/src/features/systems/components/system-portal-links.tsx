import { Button, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useDeepLinkMutation } from "./system-portal-links.generated";
import { browserLocation } from "../../../lib/browser-location";
import { runMutation } from "../../../lib/graphql/run-mutation";
import type { MutationFailure } from "../../../lib/graphql/run-mutation";

const PORTALS = [
  { system: "lms", label: "Learning Portal" },
  { system: "storage", label: "Storage Portal" },
  { system: "video", label: "Video Portal" },
] as const;

export const NAVIGATION_FAILED: MutationFailure = {
  title: "Navigation Error",
  fallback: "the server could not be reached",
  describe: message => `Failed to navigate to system: ${message}`,
};

/** Opens a sibling system already signed in, through a single-use deep link. */
export function SystemPortalLinks() {
  const [deepLink] = useDeepLinkMutation();
  const [opening, setOpening] = useState<string | null>(null);

  async function open(system: string) {
    setOpening(system);
    const data = await runMutation(
      async () => (await deepLink({ variables: { system } })).data,
      NAVIGATION_FAILED,
    );
    if (data) browserLocation.assign(data.deepLink.redirectUrl);
    else setOpening(null);
  }

  return (
    <Stack gap="1">
      {PORTALS.map(({ system, label }) => (
        <Button
          key={system}
          variant="ghost"
          color="white"
          justifyContent="flex-start"
          px="3"
          fontSize="md"
          fontWeight="medium"
          _hover={{ bg: "whiteAlpha.300" }}
          loading={opening === system}
          disabled={opening !== null}
          onClick={() => void open(system)}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}
