import { Box, Button, Link, Menu, Stack } from "@chakra-ui/react";
import type { KeyboardEvent } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { SessionUser } from "../../lib/session/session-context";
import { useSession } from "../../lib/session/session-context";
import { ACCOUNT_LINKS } from "./account-links";
import { AccountButton } from "./account-button";
import { useHoverMenu } from "./use-hover-menu";
import { MenuRoot } from "../ui/menu-root";

/** The pointer may cross the gap between the button and the menu without it closing. */
export const ACCOUNT_MENU_CLOSE_DELAY_MS = 150;

/**
 * Arrow keys, Home and End move between the entries as in any menu (Tab still works). Handled
 * before the menu's own keys, which a prevented event skips.
 */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const entries = [...event.currentTarget.querySelectorAll<HTMLElement>("a, button")];
  const at = entries.indexOf(document.activeElement as HTMLElement);
  const last = entries.length - 1;
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: last }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  entries[next > last ? 0 : next < 0 ? last : next]?.focus();
}

/**
 * The signed-in user's own pages and Sign Out. A Chakra menu whose content is a navigation
 * landmark of links (not role="menu"): these are places to go, and assistive technology offers
 * them as links. It stays in the header's DOM, so Tab moves from the button into it.
 * SiteHeader loads it lazily: a visitor who is not signed in never needs it.
 */
export default function AccountMenu({
  user,
  initiallyOpen = false,
}: {
  user: SessionUser;
  /** Its button was clicked while the menu was still loading. */
  initiallyOpen?: boolean;
}) {
  const { logout } = useSession();
  const menu = useHoverMenu(ACCOUNT_MENU_CLOSE_DELAY_MS, initiallyOpen);

  return (
    <MenuRoot
      {...menu.rootProps}
      composite={false}
      positioning={{ placement: "bottom-end", gutter: 4 }}
    >
      <Box hideBelow="lg" {...menu.hoverProps}>
        <Menu.Trigger asChild>
          <AccountButton user={user} {...menu.triggerProps} />
        </Menu.Trigger>
        <Menu.Positioner>
          <Menu.Content
            minW="48"
            p="0"
            py="1"
            color="gray.800"
            // Focusable for the menu's own use, but no empty stop for Tab before the first entry.
            tabIndex={-1}
            onKeyDown={moveFocus}
            {...menu.contentProps}
          >
            <Stack as="nav" aria-label="Account" gap="0">
              {ACCOUNT_LINKS.map(item => (
                <Link key={item.to} asChild px="4" py="2" _hover={{ bg: "gray.100" }}>
                  <RouterLink to={item.to} onClick={menu.close}>
                    {item.label}
                  </RouterLink>
                </Link>
              ))}
              <Button
                variant="ghost"
                justifyContent="flex-start"
                rounded="none"
                px="4"
                fontSize="md"
                fontWeight="normal"
                borderTopWidth="1px"
                onClick={() => {
                  menu.close();
                  void logout("/");
                }}
              >
                Sign Out
              </Button>
            </Stack>
          </Menu.Content>
        </Menu.Positioner>
      </Box>
    </MenuRoot>
  );
}
