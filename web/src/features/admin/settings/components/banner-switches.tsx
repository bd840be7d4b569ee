import { Stack } from "@chakra-ui/react";
import { useState } from "react";
import { ErrorState } from "../../../../components/feedback/error-state";
import { LoadingState } from "../../../../components/feedback/loading-state";
import { useUpdateBannerSettingsMutation } from "../admin-settings.generated";
import { useSiteBannersQuery } from "../../../settings/components/site-banners.generated";
import { runMutation } from "../../../../lib/graphql/run-mutation";
import { showToast } from "../../../../lib/toast";
import { applySavedBanners } from "../banner-cache";
import { SAVED_TITLE, SAVE_FAILED } from "../settings-messages";
import { SettingSwitch } from "./banner-setting-fields";

type Banner = "disclaimer" | "prelaunch";
const NAMES: Record<Banner, string> = {
  disclaimer: "Disclaimer Banner",
  prelaunch: "Pre-launch Banner",
};

/**
 * The two banners' switches, each saved the moment it is flipped; the public banners read the
 * same cached settings, so they change at once. A switch shows the value being saved, and goes
 * back if the save fails.
 */
export function BannerSwitches() {
  const { data, error, refetch } = useSiteBannersQuery();
  const [update] = useUpdateBannerSettingsMutation();
  const [saving, setSaving] = useState<Partial<Record<Banner, boolean>>>({});

  async function save(banner: Banner, checked: boolean) {
    setSaving(current => ({ ...current, [banner]: checked }));
    const input =
      banner === "disclaimer"
        ? { showDisclaimerBanner: checked }
        : { showPreLaunchBanner: checked };
    const saved = await runMutation(
      async () =>
        (
          await update({
            variables: { input },
            update: (cache, { data: answer }) => {
              const banners = answer?.updateBannerSettings;
              if (!banners) return;
              applySavedBanners(cache, {
                disclaimerVisible: banners.showDisclaimerBanner,
                prelaunchVisible: banners.showPreLaunchBanner,
              });
            },
          })
        ).data,
      SAVE_FAILED,
    );
    setSaving(current => ({ ...current, [banner]: undefined }));
    if (saved) {
      showToast("success", {
        title: SAVED_TITLE,
        description: `The ${NAMES[banner]} is now ${checked ? "shown" : "hidden"} on the public site.`,
      });
    }
  }

  if (error && !data) {
    return <ErrorState title="Failed to load banner settings" onRetry={() => refetch()} />;
  }
  if (!data) return <LoadingState label="Loading banner settings…" py="4" />;
  const stored: Record<Banner, boolean> = {
    disclaimer: data.bannerSettings.showDisclaimerBanner,
    prelaunch: data.bannerSettings.showPreLaunchBanner,
  };
  return (
    <Stack gap="3">
      {(Object.keys(NAMES) as Banner[]).map(banner => (
        <SettingSwitch
          key={banner}
          label={NAMES[banner]}
          checked={saving[banner] ?? stored[banner]}
          disabled={saving[banner] !== undefined}
          onChange={checked => void save(banner, checked)}
        />
      ))}
    </Stack>
  );
}
