import { Field, ObjectType } from "type-graphql";

@ObjectType("DisclaimerSetting")
export class DisclaimerSettingType {
  @Field()
  isVisible!: boolean;

  @Field()
  text!: string;
}

@ObjectType("PrelaunchBannerSetting")
export class PrelaunchBannerSettingType {
  @Field()
  isVisible!: boolean;
}

@ObjectType("BannerSettings")
export class BannerSettingsType {
  @Field()
  showDisclaimerBanner!: boolean;

  @Field()
  showPreLaunchBanner!: boolean;
}
