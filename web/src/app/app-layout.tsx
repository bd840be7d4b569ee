import { lazy, Suspense } from "react";
import { SiteLayout } from "../components/layout/site-layout";
import { TokenSignIn } from "../features/auth/components/token-sign-in";
import { SiteBanners } from "../features/settings/components/site-banners";
import { SystemPortalLinks } from "../features/systems/components/system-portal-links";

const SystemsMenu = lazy(() => import("../features/systems/components/systems-menu"));

/** The site layout with the features it shows on every page. */
export function AppLayout() {
  return (
    <SiteLayout
      banners={<SiteBanners />}
      accountExtras={<SystemPortalLinks />}
      accountTools={
        <Suspense fallback={null}>
          <SystemsMenu />
        </Suspense>
      }
      overlay={<TokenSignIn />}
    />
  );
}
