import { useState } from "react";
import {
  useAdminDisclaimerSettingQuery,
  useAdminPrelaunchSettingQuery,
  useUpdateBannerSettingsMutation,
  useUpdateDisclaimerSettingMutation,
  useUpdatePrelaunchBannerSettingMutation,
} from "./admin-settings.generated";
import { applySavedBanners } from "./banner-cache";

/**
 * A banner setting as a form edits it: the stored value until the administrator changes it,
 * then their draft until it is saved. `save` returns whether the server took it (it throws the
 * server's refusal for the caller's toast).
 */
export function useDisclaimerDraft() {
  const query = useAdminDisclaimerSettingQuery();
  const [update, { loading: saving }] = useUpdateDisclaimerSettingMutation();
  const [draft, setDraft] = useState<{ isVisible: boolean; text: string } | null>(null);
  const stored = query.data?.disclaimerSetting;
  const value = draft ?? (stored ? { isVisible: stored.isVisible, text: stored.text } : null);

  async function save() {
    if (!value) return false;
    const { data } = await update({
      variables: { input: { isVisible: value.isVisible, text: value.text } },
      update: (cache, { data: saved }) => {
        const setting = saved?.updateDisclaimerSetting;
        if (setting) {
          applySavedBanners(cache, {
            disclaimerVisible: setting.isVisible,
            disclaimerText: setting.text,
          });
        }
      },
    });
    if (!data) throw new Error("The server answered without data.");
    setDraft(null);
    return true;
  }

  return { query, value, setDraft, save, saving, changed: draft !== null };
}

export function usePrelaunchDraft() {
  const query = useAdminPrelaunchSettingQuery();
  const [update, { loading: saving }] = useUpdatePrelaunchBannerSettingMutation();
  const [draft, setDraft] = useState<{ isVisible: boolean } | null>(null);
  const stored = query.data?.prelaunchBannerSetting;
  const value = draft ?? (stored ? { isVisible: stored.isVisible } : null);

  async function save() {
    if (!value) return false;
    const { data } = await update({
      variables: { input: { isVisible: value.isVisible } },
      update: (cache, { data: saved }) => {
        const setting = saved?.updatePrelaunchBannerSetting;
        if (setting) applySavedBanners(cache, { prelaunchVisible: setting.isVisible });
      },
    });
    if (!data) throw new Error("The server answered without data.");
    setDraft(null);
    return true;
  }

  return { query, value, setDraft, save, saving, changed: draft !== null };
}

/**
 * Saves both banners in one request, so one Save Settings is one change in the audit log: what
 * was changed (another administrator's change to the other banner meanwhile stays), or, with
 * nothing changed, both as shown.
 */
export function useSaveBanners(disclaimer: DisclaimerDraft, prelaunch: PrelaunchDraft) {
  const [update, { loading: saving }] = useUpdateBannerSettingsMutation();

  async function save() {
    if (!disclaimer.value || !prelaunch.value) return false;
    const all = !disclaimer.changed && !prelaunch.changed;
    const { data } = await update({
      variables: {
        input: {
          ...(all || disclaimer.changed
            ? {
                showDisclaimerBanner: disclaimer.value.isVisible,
                disclaimerText: disclaimer.value.text,
              }
            : {}),
          ...(all || prelaunch.changed ? { showPreLaunchBanner: prelaunch.value.isVisible } : {}),
        },
      },
      update: (cache, { data: saved }) => {
        const settings = saved?.updateBannerSettings;
        if (settings) {
          applySavedBanners(cache, {
            disclaimerVisible: settings.showDisclaimerBanner,
            disclaimerText: settings.disclaimerText,
            prelaunchVisible: settings.showPreLaunchBanner,
          });
        }
      },
    });
    if (!data) throw new Error("The server answered without data.");
    disclaimer.setDraft(null);
    prelaunch.setDraft(null);
    return true;
  }

  return { save, saving };
}

export type DisclaimerDraft = ReturnType<typeof useDisclaimerDraft>;
export type PrelaunchDraft = ReturnType<typeof usePrelaunchDraft>;
