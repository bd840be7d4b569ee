import { Ctx, Query, Resolver } from "type-graphql";
import { Public } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { SettingsService } from "./settings.service.js";
import {
  BannerSettingsType,
  DisclaimerSettingType,
  PrelaunchBannerSettingType,
} from "./settings.types.js";

@Resolver()
export class SettingsResolver {
  @Public()
  @Query(() => DisclaimerSettingType)
  async disclaimerSetting(@Ctx() { em }: Context): Promise<DisclaimerSettingType> {
    const settings = await new SettingsService(em).get();
    return { isVisible: settings.disclaimerVisible, text: settings.disclaimerText };
  }

  @Public()
  @Query(() => PrelaunchBannerSettingType)
  async prelaunchBannerSetting(@Ctx() { em }: Context): Promise<PrelaunchBannerSettingType> {
    const settings = await new SettingsService(em).get();
    return { isVisible: settings.prelaunchVisible };
  }

  @Public()
  @Query(() => BannerSettingsType)
  async bannerSettings(@Ctx() { em }: Context): Promise<BannerSettingsType> {
    const { showDisclaimerBanner, showPreLaunchBanner } = await new SettingsService(em).get();
    return { showDisclaimerBanner, showPreLaunchBanner };
  }
}
