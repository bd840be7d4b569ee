import { Box, Button, Container, HStack, IconButton, Stack, chakra } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { preloadable } from "../../lib/preloadable";
import { useSession } from "../../lib/session/session-context";
import { HEADER_HEIGHT } from "../../lib/theme";
import { MenuIcon } from "../icons/icons";
import { AccountButton } from "./account-button";
import { NavLink } from "./nav-link";
import { NAV_LINKS } from "./nav-links";
import { SiteLogo } from "./site-logo";

/** The account menu; a page the server rendered for a signed-in user loads it before hydrating. */
export const AccountMenu = preloadable(async () => (await import("./account-menu")).default);
const MobileMenu = lazy(() => import("./mobile-menu"));

const MOBILE_MENU_ID = "mobile-menu";

/** The site's links on small screens in a browser without JavaScript: a native disclosure. */
function NoScriptMenu() {
  return (
    <chakra.details hideFrom="lg" ms="auto">
      <chakra.summary
        display="flex"
        alignItems="center"
        gap="2"
        px="3"
        py="2"
        color="white"
        fontWeight="medium"
        cursor="pointer"
        listStyleType="none"
        css={{ "&::-webkit-details-marker": { display: "none" } }}
      >
        <MenuIcon aria-hidden />
        Menu
      </chakra.summary>
      <Stack
        as="nav"
        aria-label="Mobile"
        gap="1"
        position="absolute"
        top={HEADER_HEIGHT}
        insetX="0"
        bg="blue.950"
        p="2"
        shadow="md"
      >
        {NAV_LINKS.map(item => (
          <NavLink key={item.to} item={item} block />
        ))}
        <Button asChild colorPalette="yellow" mt="2">
          <RouterLink to="/login">Log In</RouterLink>
        </Button>
      </Stack>
    </chakra.details>
  );
}

interface SiteHeaderProps {
  /** More entries for the signed-in user in the mobile menu. */
  accountExtras?: ReactNode;
  /** Beside the account menu for the signed-in user. */
  accountTools?: ReactNode;
}

export function SiteHeader({ accountExtras, accountTools }: SiteHeaderProps) {
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  // A click on the account button before its menu has loaded opens the menu once it is there.
  const [accountClicked, setAccountClicked] = useState(false);
  // The drawer loads with the first opening and stays mounted, so it can animate closed.
  const [menuUsed, setMenuUsed] = useState(false);

  return (
    <Box as="header" position="fixed" top="0" insetX="0" zIndex="sticky" bg="blue.950" shadow="md">
      <Container maxW="7xl" h={HEADER_HEIGHT} display="flex" alignItems="center" gap="4">
        <SiteLogo />
        <HStack as="nav" aria-label="Main" gap="1" ms="auto" hideBelow="lg">
          {NAV_LINKS.map(item => (
            <NavLink key={item.to} item={item} />
          ))}
        </HStack>
        {user && accountTools}
        {user ? (
          // Until the menu has loaded, its button without the menu (data-pending for the tests).
          <Suspense
            fallback={
              <AccountButton
                user={user}
                hideBelow="lg"
                data-pending=""
                onClick={() => setAccountClicked(true)}
              />
            }
          >
            <AccountMenu user={user} initiallyOpen={accountClicked} />
          </Suspense>
        ) : (
          <Button asChild colorPalette="yellow" size="sm" hideBelow="lg">
            <RouterLink to="/login">Log In</RouterLink>
          </Button>
        )}
        <IconButton
          ms="auto"
          hideFrom="lg"
          variant="ghost"
          color="white"
          _hover={{ bg: "whiteAlpha.300" }}
          // Without JavaScript the menu below opens instead.
          css={{ "@media (scripting: none)": { display: "none" } }}
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen(true);
          }}
        >
          <MenuIcon />
        </IconButton>
        <noscript>
          <NoScriptMenu />
        </noscript>
      </Container>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu
            id={MOBILE_MENU_ID}
            open={menuOpen}
            accountExtras={accountExtras}
            onClose={() => setMenuOpen(false)}
          />
        </Suspense>
      )}
    </Box>
  );
}
