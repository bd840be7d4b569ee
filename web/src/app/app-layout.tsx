import { lazy, Suspense } from "react";
import { SiteLayout } from "../components/layout/site-layout";
import { useLocation } from "react-router-dom";
import { tokenFromPath } from "../features/auth/token-path";
import { SiteBanners } from "../features/settings/components/site-banners";

const SystemsMenu = lazy(() => import("../features/systems/components/systems-menu"));
const TokenSignIn = lazy(() => import("../features/auth/components/token-sign-in"));
// The mobile menu's systems, for a signed-in user: loaded when the menu first shows them.
const SystemPortalLinks = lazy(async () => ({
  default: (await import("../features/systems/components/system-portal-links")).SystemPortalLinks,
}));

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
