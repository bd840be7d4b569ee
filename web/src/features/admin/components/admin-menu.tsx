import { Box, Button, Stack, Text } from "@chakra-ui/react";
import { NavLink } from "../../../components/header/nav-link";
import { useSession } from "../../../lib/session/session-context";
import { useToday } from "../../../lib/use-today";
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
  const { user, logout } = useSession();
  const links = ADMIN_LINKS.filter(link => !link.superAdminOnly || user?.isSuperAdmin);
  const groups = [...new Set(links.map(link => link.group))];
  const year = useToday().getFullYear();
  return (
    <Stack h="full" gap="4" color="gray.100">
      <Stack as="nav" aria-label="Admin" gap="2">
        {groups.map(group => (
          <Stack key={group ?? ""} as="section" aria-label={group} gap="0.5">
            {group && (
              <Text
                px="3"
                fontSize="xs"
                fontWeight="semibold"
                textTransform="uppercase"
                color="gray.400"
              >
                {group}
              </Text>
            )}
            {links
              .filter(link => link.group === group)
              .map(link => (
                <NavLink key={link.to} item={link} block compact onNavigate={onNavigate} />
              ))}
          </Stack>
        ))}
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
          © {year} Guardian Academy. All rights reserved.
        </Text>
      </Box>
    </Stack>
  );
}
