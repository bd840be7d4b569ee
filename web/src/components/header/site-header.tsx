import { Box, Button, Container, HStack, IconButton, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { HEADER_HEIGHT } from "../../app/theme";
import { CloseIcon, MenuIcon } from "../icons/icons";
import { NavLink } from "./nav-link";
import { NAV_LINKS } from "./nav-links";
import { SiteLogo } from "./site-logo";

const MOBILE_MENU_ID = "mobile-menu";

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <Box as="header" position="fixed" top="0" insetX="0" zIndex="sticky" bg="blue.950" shadow="md">
      <Container maxW="7xl" h={HEADER_HEIGHT} display="flex" alignItems="center" gap="4">
        <SiteLogo />
        <HStack as="nav" aria-label="Main" gap="1" ms="auto" hideBelow="lg">
          {NAV_LINKS.map(item => (
            <NavLink key={item.to} item={item} />
          ))}
        </HStack>
        <Button asChild colorPalette="yellow" size="sm" hideBelow="lg">
          <RouterLink to="/login">Log In</RouterLink>
        </Button>
        <IconButton
          ms="auto"
          hideFrom="lg"
          variant="ghost"
          color="white"
          _hover={{ bg: "whiteAlpha.300" }}
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setMenuOpen(open => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </IconButton>
      </Container>
      {menuOpen && (
        <Box id={MOBILE_MENU_ID} hideFrom="lg" borderTopWidth="1px" borderColor="whiteAlpha.300">
          <Stack as="nav" aria-label="Mobile" gap="1" px="4" py="3">
            {NAV_LINKS.map(item => (
              <NavLink key={item.to} item={item} block onNavigate={closeMenu} />
            ))}
            <Button asChild colorPalette="yellow" mt="2">
              <RouterLink to="/login" onClick={closeMenu}>
                Log In
              </RouterLink>
            </Button>
          </Stack>
        </Box>
      )}
    </Box>
  );
}
