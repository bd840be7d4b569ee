import { useEffect, useState } from "react";
import { useSiteBannersQuery } from "../../../graphql/hooks";
import { BannerBar } from "../../../components/banners/banner-bar";
import { cookieValue, useCookies } from "../../../lib/server-rendered";

export const DEFAULT_DISCLAIMER_TEXT =
  "This training course is in pre-launch and currently undergoing final curriculum alignment with a state criminal-justice regulator. Enrollment grants early access. Refunds are not available once access is provided.";

export const PRELAUNCH_TEXT =
  "The training portal is currently in pre-launch phase. Some features may be limited until full launch.";

/**
 * The banners a visitor closed, for the visit: a session cookie (names joined by dots), so that
 * the server, which renders a visitor's public pages, leaves them out too (api
 * http/page-renderer.ts passes it to the render and keys the rendered page by it).
 */
export const CLOSED_BANNERS_COOKIE = "ga_closed_banners";

const closedBanners = (cookies: string) =>
  cookieValue(cookies, CLOSED_BANNERS_COOKIE)?.split(".") ?? [];

/** A banner the visitor closed stays closed for the visit, on every page. */
function useDismissed(name: string): [boolean, () => void] {
  const closed = closedBanners(useCookies()).includes(name);
  const [dismissed, setDismissed] = useState(false);
  const dismiss = () => {
    setDismissed(true);
    const names = [...new Set([...closedBanners(document.cookie), name])].join(".");
    const secure = location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${CLOSED_BANNERS_COOKIE}=${names}; Path=/; SameSite=Lax${secure}`;
  };
  return [dismissed || closed, dismiss];
}

/**
 * Site-wide banners. Both show by default: when the settings cannot be loaded the defaults stay.
 * A visitor's dismissal lasts for the visit.
 */
export function SiteBanners() {
  const { data, error } = useSiteBannersQuery();
  const [disclaimerDismissed, dismissDisclaimer] = useDismissed("disclaimer");
  const [prelaunchDismissed, dismissPrelaunch] = useDismissed("prelaunch");

  useEffect(() => {
    if (error) console.warn("Banner settings could not be loaded; showing the defaults.", error);
  }, [error]);

  // While the settings load the defaults show, so the page does not move when they arrive.
  const settings = error ? undefined : data;
  const showDisclaimer =
    (settings?.bannerSettings.showDisclaimerBanner ?? true) &&
    (settings?.disclaimerSetting.isVisible ?? true);
  const showPrelaunch =
    (settings?.bannerSettings.showPreLaunchBanner ?? true) &&
    (settings?.prelaunchBannerSetting.isVisible ?? true);
  const disclaimerText = settings?.disclaimerSetting.text.trim() || DEFAULT_DISCLAIMER_TEXT;

  return (
    <>
      {showPrelaunch && !prelaunchDismissed && (
        <BannerBar
          name="Pre-launch announcement"
          label="PRE-LAUNCH ANNOUNCEMENT:"
          text={PRELAUNCH_TEXT}
          tone="prelaunch"
          onDismiss={dismissPrelaunch}
        />
      )}
      {showDisclaimer && !disclaimerDismissed && (
        <BannerBar
          name="Disclaimer"
          label="DISCLAIMER:"
          text={disclaimerText}
          tone="disclaimer"
          onDismiss={dismissDisclaimer}
        />
      )}
    </>
  );
}
