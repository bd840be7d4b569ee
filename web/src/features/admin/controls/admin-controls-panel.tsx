import { Box, Button, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { useSession } from "../../../lib/session/session-context";
import { ADMIN_LINKS } from "../admin-links";
import { BannerSwitches } from "../settings/components/banner-switches";

/**
 * The home page's floating 'Admin Controls' panel for administrators: the banner switches
 * (saved at once; the banners above the page follow) and links to the admin screens. It loads
 * on demand, only for administrators, so visitors' home page carries none of it.
 */
export function AdminControlsPanel() {
  const { user } = useSession();
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const links = ADMIN_LINKS.filter(link => !link.superAdminOnly || user?.isSuperAdmin);
  return (
    <Box
      as="aside"
      aria-label="Admin Controls"
      position="fixed"
      bottom="4"
      left="4"
      zIndex="docked"
      w={open ? { base: "calc(100vw - 2rem)", sm: "72" } : "auto"}
      bg="white"
      borderWidth="1px"
      borderColor="gray.300"
      rounded="lg"
      shadow="lg"
    >
      <Button
        variant="ghost"
        w="full"
        justifyContent="space-between"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen(!open)}
      >
        Admin Controls
        <span aria-hidden="true">{open ? "▾" : "▴"}</span>
      </Button>
      {open && (
        <Stack id={bodyId} gap="4" px="4" pb="4" pt="1">
          <Stack gap="2">
            <Heading as="h2" size="sm">
              Site Banners
            </Heading>
            <BannerSwitches />
          </Stack>
          <Stack gap="1" as="nav" aria-label="Admin pages">
            <Heading as="h2" size="sm">
              Admin Pages
            </Heading>
            <Text as="div" fontSize="sm" display="flex" flexWrap="wrap" columnGap="3" rowGap="1">
              {links.map(link => (
                <Link key={link.to} asChild color="blue.700">
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </Link>
              ))}
            </Text>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
