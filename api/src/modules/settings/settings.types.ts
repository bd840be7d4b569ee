import { Field, InputType, ObjectType } from "type-graphql";

@ObjectType("DisclaimerSetting")
export class DisclaimerSettingType {
  @Field()
  isVisible!: boolean;

  @Field({ description: "Plain text: shown as text, never as markup." })
  text!: string;
}

@ObjectType("PrelaunchBannerSetting")
export class PrelaunchBannerSettingType {
  @Field()
  isVisible!: boolean;
}

@ObjectType("BannerSettings", {
  description: "The two banners' switches (the same switches as the two settings' isVisible).",
})
export class BannerSettingsType {
  @Field()
  showDisclaimerBanner!: boolean;

  @Field()
  showPreLaunchBanner!: boolean;
}

@InputType()
export class DisclaimerSettingInput {
  @Field()
  isVisible!: boolean;

  @Field({ description: "Plain text, 1 to 1000 characters." })
  text!: string;
}

@InputType()
export class PrelaunchBannerSettingInput {
  @Field()
  isVisible!: boolean;
}

@InputType({ description: "A switch left out keeps its value." })
export class BannerSettingsInput {
  @Field(() => Boolean, { nullable: true })
  showDisclaimerBanner?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  showPreLaunchBanner?: boolean | null;
}
