import { type RestRoute, field } from "../../rest/route.js";

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
];
