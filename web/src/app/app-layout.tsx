import { lazy, Suspense } from "react";
import { AccountMenu } from "../components/header/site-header";
import { SiteLayout } from "../components/layout/site-layout";
import { preloadable } from "../lib/preloadable";
import { useLocation } from "react-router-dom";
import { tokenFromPath } from "../features/auth/token-path";
import { SiteBanners } from "../features/settings/components/site-banners";

const SystemsMenu = preloadable(
  async () => (await import("../features/systems/components/systems-menu")).default,
);
const TokenSignIn = lazy(() => import("../features/auth/components/token-sign-in"));
// The mobile menu's systems, for a signed-in user: loaded when the menu first shows them.
const SystemPortalLinks = lazy(async () => ({
  default: (await import("../features/systems/components/system-portal-links")).SystemPortalLinks,
}));

/**
 * Loads the header's parts a signed-in user's page shows (the account and systems menus), so that
 * a page the server rendered for them is hydrated in one pass (main.tsx, `preloadRoute`).
 */
export const preloadSignedInParts = () =>
  Promise.all([AccountMenu.preload(), SystemsMenu.preload()]);

/** The site layout with the features it shows on every page. */
export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <SiteLayout
      banners={<SiteBanners />}
      accountExtras={
        <Suspense fallback={null}>
          <SystemPortalLinks />
        </Suspense>
      }
      accountTools={
        <Suspense fallback={null}>
          <SystemsMenu />
        </Suspense>
      }
      overlay={
        tokenFromPath(pathname) && (
          <Suspense fallback={null}>
            <TokenSignIn />
          </Suspense>
        )
      }
    />
  );
}
