import { Field, InputType } from "type-graphql";

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
