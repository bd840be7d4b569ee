import { Field, InputType, ObjectType } from "type-graphql";

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

@InputType({ description: "The disclaimer banner's switch and text." })
export class DisclaimerSettingInput {
  @Field({ description: "Show the banner." })
  isVisible!: boolean;

  @Field({ description: "Plain text, 1 to 1000 characters." })
  text!: string;
}

@InputType({ description: "The pre-launch banner's switch." })
export class PrelaunchBannerSettingInput {
  @Field({ description: "Show the banner." })
  isVisible!: boolean;
}

@InputType({
  description:
    "The banners' settings saved at once, with one audit row; a field left out keeps its value.",
})
export class BannerSettingsInput {
  @Field(() => Boolean, { nullable: true, description: "Show the disclaimer banner." })
  showDisclaimerBanner?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: "Show the pre-launch banner." })
  showPreLaunchBanner?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: "The disclaimer banner's text: plain text, 1 to 1000 characters.",
  })
  disclaimerText?: string | null;
}
