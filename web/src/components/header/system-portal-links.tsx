import { Button, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { browserLocation } from "../../lib/browser-location";
import { serverMessage } from "../../lib/graphql-errors";
import { useDeepLinkMutation } from "../../graphql/hooks";
import { showToast } from "../toast/toaster";

const PORTALS = [
  { system: "lms", label: "Learning Portal" },
  { system: "storage", label: "Storage Portal" },
  { system: "video", label: "Video Portal" },
] as const;

function messageOf(error: unknown): string {
  return serverMessage(error) ?? (error instanceof Error ? error.message : String(error));
}

/** Opens a sibling system already signed in, through a single-use deep link. */
export function SystemPortalLinks() {
  const [deepLink] = useDeepLinkMutation();
  const [opening, setOpening] = useState<string | null>(null);

  async function open(system: string) {
    setOpening(system);
    try {
      const { data } = await deepLink({ variables: { system } });
      if (!data) throw new Error("No address was returned");
      browserLocation.assign(data.deepLink.redirectUrl);
    } catch (error) {
      setOpening(null);
      showToast("error", {
        title: "Navigation Error",
        description: `Failed to navigate to system: ${messageOf(error)}`,
      });
    }
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
