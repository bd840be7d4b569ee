import { useEffect, useState, useSyncExternalStore } from "react";
import { useSiteBannersQuery } from "../../../graphql/hooks";
import { BannerBar } from "../../../components/banners/banner-bar";
import { unsubscribed } from "../../../lib/server-rendered";

export const DEFAULT_DISCLAIMER_TEXT =
  "This training course is in pre-launch and currently undergoing final curriculum alignment with a state criminal-justice regulator. Enrollment grants early access. Refunds are not available once access is provided.";

export const PRELAUNCH_TEXT =
  "The training portal is currently in pre-launch phase. Some features may be limited until full launch.";

function wasDismissed(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === "1";
  } catch {
    return false; // storage refused (private mode): for this page view only
  }
}

/**
 * A banner the visitor closed stays closed for the visit (this tab's session). A page rendered on
 * the server (which cannot know) shows it until the page is live, then not.
 */
function useDismissed(name: string): [boolean, () => void] {
  const key = `ga.banner-dismissed.${name}`;
  const stored = useSyncExternalStore(
    unsubscribed,
    () => wasDismissed(key),
    () => false,
  );
  const [dismissed, setDismissed] = useState(false);
  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(key, "1");
    } catch {
      // the page view's state still hides it
    }
  };
  return [dismissed || stored, dismiss];
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
