import { Box, Flex, SkipNavContent, SkipNavLink } from "@chakra-ui/react";
import { Outlet, ScrollRestoration, useLocation } from "react-router-dom";
import { SessionRedirect } from "../../lib/session/session-redirect";
import { TokenSignIn } from "../../lib/session/token-sign-in";
import { HEADER_HEIGHT } from "../../lib/theme";
import { SiteBanners } from "../banners/site-banners";
import { SiteFooter } from "../footer/site-footer";
import { hidesTopBar } from "../header/nav-links";
import { SiteHeader } from "../header/site-header";

export function SiteLayout() {
  const { pathname } = useLocation();
  const showTopBar = !hidesTopBar(pathname);
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink>Skip to content</SkipNavLink>
      {showTopBar && <SiteHeader />}
      <Box pt={showTopBar ? HEADER_HEIGHT : "0"}>
        <SiteBanners />
      </Box>
      <SkipNavContent />
      <Box as="main" flex="1">
        <Outlet />
      </Box>
      <SiteFooter />
      <ScrollRestoration />
      <SessionRedirect />
      <TokenSignIn />
    </Flex>
  );
}
