import { useEffect, useState } from "react";
import { useSiteBannersQuery } from "./site-banners.generated";
import { BannerBar } from "../../../components/banners/banner-bar";
import { useLocation } from "react-router-dom";

export const DEFAULT_DISCLAIMER_TEXT =
  "This training course is in pre-launch and currently undergoing final curriculum alignment with a state criminal-justice regulator. Enrollment grants early access. Refunds are not available once access is provided.";

export const PRELAUNCH_TEXT =
  "The training portal is currently in pre-launch phase. Some features may be limited until full launch.";

type BannerName = "disclaimer" | "prelaunch";

/**
 * The banners a visitor closed, for the page view only (the spec: "Dismissal lasts only for the
 * page view"): a new page, loaded or reached through the app, shows them again. Nothing is stored,
 * so the server's render of a page is the same for every visitor.
 */
function useDismissed(): [(name: BannerName) => boolean, (name: BannerName) => void] {
  const { pathname } = useLocation();
  const [closed, setClosed] = useState<{ pathname: string; names: BannerName[] }>({
    pathname,
    names: [],
  });
  const dismissed = (name: BannerName) =>
    closed.pathname === pathname && closed.names.includes(name);
  const dismiss = (name: BannerName) =>
    setClosed(now => ({
      pathname,
      names: now.pathname === pathname ? [...now.names, name] : [name],
    }));
  return [dismissed, dismiss];
}

/**
 * Site-wide banners. Both show by default: when the settings cannot be loaded the defaults stay.
 * A visitor's dismissal lasts for the page view.
 */
export function SiteBanners() {
  const { data, error } = useSiteBannersQuery();
  const [dismissed, dismiss] = useDismissed();

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
      {showPrelaunch && !dismissed("prelaunch") && (
        <BannerBar
          name="Pre-launch announcement"
          label="PRE-LAUNCH ANNOUNCEMENT:"
          text={PRELAUNCH_TEXT}
          tone="prelaunch"
          onDismiss={() => dismiss("prelaunch")}
        />
      )}
      {showDisclaimer && !dismissed("disclaimer") && (
        <BannerBar
          name="Disclaimer"
          label="DISCLAIMER:"
          text={disclaimerText}
          tone="disclaimer"
          onDismiss={() => dismiss("disclaimer")}
        />
      )}
    </>
  );
}
