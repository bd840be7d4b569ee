import { SiteLayout } from "../components/layout/site-layout";
import { TokenSignIn } from "../features/auth/components/token-sign-in";
import { SiteBanners } from "../features/settings/components/site-banners";
import { SystemPortalLinks } from "../features/systems/components/system-portal-links";

/** The site layout with the features it shows on every page. */
export function AppLayout() {
  return (
    <SiteLayout
      banners={<SiteBanners />}
      accountExtras={<SystemPortalLinks />}
      overlay={<TokenSignIn />}
    />
  );
}
