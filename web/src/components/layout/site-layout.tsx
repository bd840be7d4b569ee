import { Box, Flex, SkipNavContent, SkipNavLink } from "@chakra-ui/react";
import { Suspense } from "react";
import type { ReactNode } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { SessionRedirect } from "../../lib/session/session-redirect";
import { HEADER_HEIGHT } from "../../lib/theme";
import { SiteFooter } from "../footer/site-footer";
import { hidesTopBar } from "../header/nav-links";
import { SiteHeader } from "../header/site-header";
import { AfterFirstPaint } from "./after-first-paint";
import { PageFade } from "./page-fade";
import { ScrollOnNavigate } from "./scroll-on-navigate";
import { TakeOver } from "./take-over";

/** What the app shell fills in from the features, so that this layout knows none of them. */
export interface SiteLayoutSlots {
  /** Site-wide notices below the top bar. */
  banners?: ReactNode;
  /** More entries for the signed-in user in the mobile menu (the linked systems). */
  accountExtras?: ReactNode;
  /** In the top bar beside the account menu for the signed-in user (the systems dropdown). */
  accountTools?: ReactNode;
  /** Shown above the page, e.g. while a sign-in link is checked. */
  overlay?: ReactNode;
}

export function SiteLayout({ banners, accountExtras, accountTools, overlay }: SiteLayoutSlots) {
  const { pathname } = useLocation();
  const showTopBar = !hidesTopBar(pathname);
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink>Skip to content</SkipNavLink>
      {showTopBar && <SiteHeader accountExtras={accountExtras} accountTools={accountTools} />}
      <Box pt={showTopBar ? HEADER_HEIGHT : "0"}>{banners}</Box>
      <SkipNavContent />
      <Box as="main" flex="1">
        {/* While a page's chunk loads: the screen's height, so the footer does not jump. */}
        <Suspense fallback={<Box data-pending="" minH="100dvh" />}>
          <PageFade>
            <Outlet />
          </PageFade>
          <TakeOver />
        </Suspense>
      </Box>
      <AfterFirstPaint>
        <SiteFooter />
      </AfterFirstPaint>
      <ScrollOnNavigate />
      <SessionRedirect />
      {overlay}
    </Flex>
  );
}
