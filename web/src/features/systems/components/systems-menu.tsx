import { Button, Menu, Portal } from "@chakra-ui/react";
import { ChevronDownIcon } from "../../../components/icons/icons";
import { useDeepLinkMutation } from "./system-portal-links.generated";
import { useLinkedSystemsLazyQuery } from "../systems.generated";
import { browserLocation } from "../../../lib/browser-location";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { showToast } from "../../../lib/toast";
import { NAVIGATION_FAILED } from "./system-portal-links";
import { MenuRoot } from "../../../components/ui/menu-root";
import { BUILT_IN_SYSTEMS } from "../built-in-systems";

/**
 * The header's systems dropdown for a signed-in user: the list loads when it is first opened.
 * A system with a known base address is opened directly; otherwise through a deep link.
 * The app shell loads it lazily, so visitors never download it.
 */
export default function SystemsMenu() {
  const [load, { data, loading, error, called }] = useLinkedSystemsLazyQuery();
  const [deepLink] = useDeepLinkMutation();
  // The built-in entries when the list cannot be had, as the dashboard's panel does.
  const systems = (error ? BUILT_IN_SYSTEMS : (data?.systems ?? [])).filter(
    system => system.id !== "MAIN",
  );

  async function open(system: (typeof systems)[number]) {
    try {
      if (system.url) return browserLocation.assign(system.url);
      const link = await runMutation(
        async () => (await deepLink({ variables: { system: system.id.toLowerCase() } })).data,
        NAVIGATION_FAILED,
      );
      if (link) browserLocation.assign(link.deepLink.redirectUrl);
    } catch {
      showToast("error", {
        title: "Navigation Error",
        description: "Could not navigate to the selected system",
      });
    }
  }

  let entries;
  if (!called || (loading && !data)) {
    entries = (
      <Menu.Item value="loading" disabled>
        Loading systems...
      </Menu.Item>
    );
  } else if (systems.length === 0) {
    entries = (
      <Menu.Item value="none" disabled>
        No systems available
      </Menu.Item>
    );
  } else {
    entries = systems.map(system => (
      <Menu.Item key={system.id} value={system.id} onSelect={() => void open(system)}>
        {system.name}
      </Menu.Item>
    ));
  }

  return (
    <MenuRoot onOpenChange={({ open: opened }) => opened && !called && void load()}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          color="white"
          size="sm"
          hideBelow="lg"
          _hover={{ bg: "whiteAlpha.300" }}
          _expanded={{ bg: "whiteAlpha.300" }}
        >
          Systems
          <ChevronDownIcon aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">{entries}</Menu.Content>
        </Menu.Positioner>
      </Portal>
    </MenuRoot>
  );
}
