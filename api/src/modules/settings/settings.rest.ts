import { Role } from "../../graphql/roles.js";
import { type RestRoute, asInput, field } from "../../rest/route.js";

/** The documented /api paths of this module, each answered by an operation of settings.rest.graphql. */
export const settingsRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/settings/disclaimer",
    operation: "DisclaimerSetting",
    response: field("disclaimerSetting"),
  },
  {
    method: "GET",
    path: "/api/settings/prelaunch-banner",
    operation: "PrelaunchBannerSetting",
    response: field("prelaunchBannerSetting"),
  },
  {
    method: "GET",
    path: "/api/settings/banners",
    operation: "BannerSettings",
    response: field("bannerSettings"),
  },
  // The admin screens read the same settings the public site shows, on paths for admins only.
  {
    method: "GET",
    path: "/api/admin/settings/disclaimer",
    operation: "DisclaimerSetting",
    requires: Role.ADMIN,
    response: field("disclaimerSetting"),
  },
  {
    method: "POST",
    path: "/api/admin/settings/disclaimer",
    operation: "UpdateDisclaimerSetting",
    variables: asInput("isVisible", "text"),
    response: field("updateDisclaimerSetting"),
  },
  {
    method: "GET",
    path: "/api/admin/settings/prelaunch-banner",
    operation: "PrelaunchBannerSetting",
    requires: Role.ADMIN,
    response: field("prelaunchBannerSetting"),
  },
  {
    method: "POST",
    path: "/api/admin/settings/prelaunch-banner",
    operation: "UpdatePrelaunchBannerSetting",
    variables: asInput("isVisible"),
    response: field("updatePrelaunchBannerSetting"),
  },
  {
    method: "POST",
    path: "/api/admin/settings/banners",
    operation: "UpdateBannerSettings",
    variables: asInput("showDisclaimerBanner", "showPreLaunchBanner"),
    response: field("updateBannerSettings"),
  },
];
