import { type PermissionRows, everyone } from "../permissions.js";

/** Who may call this module's root fields: its rows of the permission matrix. */
export const settingsPermissions: PermissionRows = _fixtures => ({
  "Query.disclaimerSetting": {
    query: "{ disclaimerSetting { text } }",
    rest: { method: "GET", path: "/api/settings/disclaimer" },
    expect: everyone,
  },
  "Query.prelaunchBannerSetting": {
    query: "{ prelaunchBannerSetting { isVisible } }",
    rest: { method: "GET", path: "/api/settings/prelaunch-banner" },
    expect: everyone,
  },
  "Query.bannerSettings": {
    query: "{ bannerSettings { showDisclaimerBanner } }",
    rest: { method: "GET", path: "/api/settings/banners" },
    expect: everyone,
  },
});
