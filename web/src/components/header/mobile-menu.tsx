import { Box, Button, CloseButton, Drawer, Portal, Separator, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { useSession } from "../../lib/session/session-context";
import { ACCOUNT_LINKS } from "./account-links";
import { NavLink } from "./nav-link";
import { NAV_LINKS } from "./nav-links";
import { DrawerRoot } from "../ui/drawer-root";

interface MobileMenuProps {
  id: string;
  open: boolean;
  /** Shown below the account links, e.g. the linked systems. */
  accountExtras?: ReactNode;
  onClose: () => void;
}

/**
 * The site's links on small screens: a drawer that keeps the keyboard inside while open and,
 * when closed (its button, Escape, a click beside it), gives focus back to the menu button.
 * SiteHeader loads it with the first opening.
 */
export default function MobileMenu({ id, open, accountExtras, onClose }: MobileMenuProps) {
  return (
    <DrawerRoot
      ids={{ content: id }}
      open={open}
      onOpenChange={next => !next.open && onClose()}
      placement="end"
    >
      <Portal>
        <Drawer.Backdrop hideFrom="lg" />
        <Drawer.Positioner hideFrom="lg">
          <Drawer.Content bg="blue.950" color="white" maxW="xs">
            <Drawer.Header display="flex" alignItems="center" justifyContent="space-between">
              <Drawer.Title>Menu</Drawer.Title>
              <Drawer.CloseTrigger asChild position="static">
                <CloseButton
                  aria-label="Close menu"
                  color="white"
                  _hover={{ bg: "whiteAlpha.300" }}
                />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body px="2">
              <MenuLinks accountExtras={accountExtras} onClose={onClose} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </DrawerRoot>
  );
}

function MenuLinks({ accountExtras, onClose }: Pick<MobileMenuProps, "accountExtras" | "onClose">) {
  const { user, logout } = useSession();
  return (
    <Stack as="nav" aria-label="Mobile" gap="1">
      {NAV_LINKS.map(item => (
        <NavLink key={item.to} item={item} block onNavigate={onClose} />
      ))}
      {user ? (
        <>
          <Separator borderColor="whiteAlpha.300" my="2" />
          <Box px="3" py="1" color="white">
            <Text fontWeight="semibold">{user.firstName || "Account"}</Text>
            <Text fontSize="sm" color="blue.100">
              {user.email}
            </Text>
          </Box>
          {ACCOUNT_LINKS.map(item => (
            <NavLink key={item.to} item={item} block onNavigate={onClose} />
          ))}
          {accountExtras}
          <Button
            variant="outline"
            color="white"
            borderColor="whiteAlpha.600"
            _hover={{ bg: "whiteAlpha.300" }}
            mt="2"
            onClick={() => {
              onClose();
              void logout("/");
            }}
          >
            Sign Out
          </Button>
        </>
      ) : (
        <Button asChild colorPalette="yellow" mt="2">
          <RouterLink to="/login" onClick={onClose}>
            Log In
          </RouterLink>
        </Button>
      )}
    </Stack>
  );
}
