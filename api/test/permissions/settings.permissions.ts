import { type PermissionRows, adminsOnly, everyone, input } from "./matrix.js";

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
  "Mutation.updateDisclaimerSetting": {
    query:
      "mutation($input: DisclaimerSettingInput!) { updateDisclaimerSetting(input: $input) { text } }",
    variables: () => ({
      input: { isVisible: true, text: "Early access: refunds end once access is given." },
    }),
    rest: { method: "POST", path: "/api/admin/settings/disclaimer", body: input },
    expect: adminsOnly,
  },
  "Mutation.updatePrelaunchBannerSetting": {
    query:
      "mutation($input: PrelaunchBannerSettingInput!) { updatePrelaunchBannerSetting(input: $input) { isVisible } }",
    variables: () => ({ input: { isVisible: true } }),
    rest: { method: "POST", path: "/api/admin/settings/prelaunch-banner", body: input },
    expect: adminsOnly,
  },
  "Mutation.updateBannerSettings": {
    query:
      "mutation($input: BannerSettingsInput!) { updateBannerSettings(input: $input) { showPreLaunchBanner } }",
    variables: () => ({ input: { showDisclaimerBanner: true, showPreLaunchBanner: true } }),
    rest: { method: "POST", path: "/api/admin/settings/banners", body: input },
    expect: adminsOnly,
  },
  "Query.academyTimeZone": {
    query: "query { academyTimeZone }",
    expect: adminsOnly,
  },
  "Mutation.updateAcademyTimeZone": {
    query: 'mutation { updateAcademyTimeZone(timeZone: "America/New_York") }',
    expect: adminsOnly,
  },
});
