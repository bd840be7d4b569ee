import type { ApolloCache } from "@apollo/client";

/** What the server answered after a save: the stored state of the banners it touched. */
export interface SavedBanners {
  disclaimerVisible?: boolean;
  disclaimerText?: string;
  prelaunchVisible?: boolean;
}

/** The cached object with `fields` written over it; nothing when it is not cached. */
function put<Stored>(existing: Stored, fields: Record<string, unknown>): Stored {
  if (!existing || typeof existing !== "object" || !Object.keys(fields).length) return existing;
  return { ...existing, ...fields };
}
const defined = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/**
 * Writes a save into the cached settings every screen reads (the public banners, the switches,
 * the settings forms), so they all change at once. Each banner has one switch on the server:
 * `bannerSettings` and the two settings' `isVisible` are the same values.
 */
export function applySavedBanners(cache: ApolloCache, saved: SavedBanners) {
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      bannerSettings: existing =>
        put(
          existing,
          defined({
            showDisclaimerBanner: saved.disclaimerVisible,
            showPreLaunchBanner: saved.prelaunchVisible,
          }),
        ),
      disclaimerSetting: existing =>
        put(existing, defined({ isVisible: saved.disclaimerVisible, text: saved.disclaimerText })),
      prelaunchBannerSetting: existing =>
        put(existing, defined({ isVisible: saved.prelaunchVisible })),
    },
  });
}
