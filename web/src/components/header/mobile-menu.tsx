import { Box, Button, Separator, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { useSession } from "../../lib/session/session-context";
import { ACCOUNT_LINKS } from "./account-links";
import { NavLink } from "./nav-link";
import { NAV_LINKS } from "./nav-links";

interface MobileMenuProps {
  id: string;
  /** Shown below the account links, e.g. the linked systems. */
  accountExtras?: ReactNode;
  onClose: () => void;
}

export function MobileMenu({ id, accountExtras, onClose }: MobileMenuProps) {
  const { user, logout } = useSession();
  return (
    <Box id={id} hideFrom="lg" borderTopWidth="1px" borderColor="whiteAlpha.300">
      <Stack as="nav" aria-label="Mobile" gap="1" px="4" py="3" maxH="80dvh" overflowY="auto">
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
    </Box>
  );
}
