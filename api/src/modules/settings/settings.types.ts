import { Field, ObjectType } from "type-graphql";

@ObjectType("DisclaimerSetting", {
  description: "The site-wide disclaimer banner, as every visitor sees it.",
})
export class DisclaimerSettingType {
  @Field({ description: "The banner shows on every page." })
  isVisible!: boolean;

  @Field({ description: "Plain text: shown as text, never as markup." })
  text!: string;
}

@ObjectType("PrelaunchBannerSetting", {
  description: "The site-wide pre-launch banner, as every visitor sees it.",
})
export class PrelaunchBannerSettingType {
  @Field({ description: "The banner shows on every page." })
  isVisible!: boolean;
}

@ObjectType("BannerSettings", {
  description: "The two banners' switches (the same switches as the two settings' isVisible).",
})
export class BannerSettingsType {
  @Field({ description: "The disclaimer banner shows." })
  showDisclaimerBanner!: boolean;

  @Field({ description: "The pre-launch banner shows." })
  showPreLaunchBanner!: boolean;

  @Field({ description: "The disclaimer banner's text: shown as text, never as markup." })
  disclaimerText!: string;
}
