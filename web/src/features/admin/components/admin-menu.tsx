import { Box, Button, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { useSession } from "../../../lib/session/session-context";
import { ADMIN_LINKS, PORTAL_VERSION } from "../admin-links";

interface AdminMenuProps {
  /** Called when a link is followed, e.g. to close the drawer it is in. */
  onNavigate?: () => void;
}

/**
 * The dark admin menu: the admin screens (Security for super administrators only), Logout, the
 * version line and the copyright. The sidebar and the mobile drawer both show it.
 */
export function AdminMenu({ onNavigate }: AdminMenuProps) {
  const { pathname } = useLocation();
  const { user, logout } = useSession();
  const links = ADMIN_LINKS.filter(link => !link.superAdminOnly || user?.isSuperAdmin);
  return (
    <Stack h="full" gap="6" color="gray.100">
      <Stack as="nav" aria-label="Admin" gap="1">
        {links.map(link => {
          const active = pathname.startsWith(link.to);
          return (
            <Link
              key={link.to}
              asChild
              px="3"
              py="2"
              rounded="md"
              fontWeight="medium"
              color={active ? "yellow.300" : "white"}
              bg={active ? "whiteAlpha.200" : "transparent"}
              _hover={{ bg: "whiteAlpha.300", textDecoration: "none" }}
              _focusVisible={{ outline: "2px solid", outlineColor: "yellow.300" }}
            >
              <RouterLink
                to={link.to}
                aria-current={active ? "page" : undefined}
                onClick={onNavigate}
              >
                {link.label}
              </RouterLink>
            </Link>
          );
        })}
      </Stack>
      <Box mt="auto">
        <Button
          w="full"
          variant="outline"
          color="white"
          borderColor="whiteAlpha.500"
          _hover={{ bg: "whiteAlpha.200" }}
          onClick={() => void logout("/")}
        >
          Logout
        </Button>
        <Text mt="4" fontSize="xs" color="gray.400">
          Version {PORTAL_VERSION}
        </Text>
        <Text fontSize="xs" color="gray.400">
          © {new Date().getFullYear()} Guardian Academy. All rights reserved.
        </Text>
      </Box>
    </Stack>
  );
}
