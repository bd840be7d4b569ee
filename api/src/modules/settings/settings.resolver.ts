import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { Auth, Public } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { type SettingsChange, SettingsService } from "./settings.service.js";
import type { SiteSettings } from "./site-settings.entity.js";
import {
  BannerSettingsType,
  DisclaimerSettingType,
  PrelaunchBannerSettingType,
} from "./settings.types.js";
import {
  BannerSettingsInput,
  DisclaimerSettingInput,
  PrelaunchBannerSettingInput,
} from "./settings.inputs.js";

const disclaimerOf = (row: SiteSettings): DisclaimerSettingType => ({
  isVisible: row.disclaimerVisible,
  text: row.disclaimerText,
});
const prelaunchOf = (row: SiteSettings): PrelaunchBannerSettingType => ({
  isVisible: row.prelaunchVisible,
});
const bannersOf = (row: SiteSettings): BannerSettingsType => ({
  showDisclaimerBanner: row.disclaimerVisible,
  showPreLaunchBanner: row.prelaunchVisible,
  disclaimerText: row.disclaimerText,
});

async function save(ctx: Context, change: SettingsChange): Promise<SiteSettings> {
  const viewer = await signedInViewer(ctx);
  return new SettingsService(ctx.em).update(change, viewer, ctx.meta);
}

@Resolver()
export class SettingsResolver {
  @Public()
  @Query(() => DisclaimerSettingType, {
    description: "The disclaimer banner: whether it shows and its text.",
  })
  async disclaimerSetting(@Ctx() { em }: Context): Promise<DisclaimerSettingType> {
    return disclaimerOf(await new SettingsService(em).get());
  }

  @Public()
  @Query(() => PrelaunchBannerSettingType, { description: "Whether the pre-launch banner shows." })
  async prelaunchBannerSetting(@Ctx() { em }: Context): Promise<PrelaunchBannerSettingType> {
    return prelaunchOf(await new SettingsService(em).get());
  }

  @Public()
  @Query(() => BannerSettingsType, { description: "Both banners' switches at once." })
  async bannerSettings(@Ctx() { em }: Context): Promise<BannerSettingsType> {
    return bannersOf(await new SettingsService(em).get());
  }

  @Auth(Role.ADMIN)
  @Query(() => String, {
    description:
      "The academy's time zone (an IANA name such as America/New_York): partner statements close on its months.",
  })
  academyTimeZone(@Ctx() { em }: Context): Promise<string> {
    return new SettingsService(em).readTimeZone();
  }

  @Auth(Role.ADMIN)
  @Mutation(() => String, {
    description:
      "Sets the academy's time zone (audited); answers its canonical name. Statements already made keep their months.",
  })
  async updateAcademyTimeZone(
    @Arg("timeZone", { description: "An IANA time zone name, e.g. America/Chicago." })
    timeZone: string,
    @Ctx() ctx: Context,
  ): Promise<string> {
    const viewer = await signedInViewer(ctx);
    return new SettingsService(ctx.em).updateTimeZone(timeZone, viewer, ctx.meta);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => DisclaimerSettingType, {
    description: "Shows or hides the disclaimer banner and sets its text (audited).",
  })
  async updateDisclaimerSetting(
    @Arg("input", { description: "The new switch and text." }) input: DisclaimerSettingInput,
    @Ctx() ctx: Context,
  ): Promise<DisclaimerSettingType> {
    const row = await save(ctx, { disclaimerVisible: input.isVisible, disclaimerText: input.text });
    return disclaimerOf(row);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => PrelaunchBannerSettingType, {
    description: "Shows or hides the pre-launch banner (audited).",
  })
  async updatePrelaunchBannerSetting(
    @Arg("input", { description: "The new switch." }) input: PrelaunchBannerSettingInput,
    @Ctx() ctx: Context,
  ): Promise<PrelaunchBannerSettingType> {
    return prelaunchOf(await save(ctx, { prelaunchVisible: input.isVisible }));
  }

  @Auth(Role.ADMIN)
  @Mutation(() => BannerSettingsType, {
    description:
      "Saves the banners' switches and the disclaimer's text at once, with one audit row; a field left out keeps its value.",
  })
  async updateBannerSettings(
    @Arg("input", { description: "The switches to change." }) input: BannerSettingsInput,
    @Ctx() ctx: Context,
  ): Promise<BannerSettingsType> {
    const row = await save(ctx, {
      disclaimerVisible: input.showDisclaimerBanner ?? undefined,
      prelaunchVisible: input.showPreLaunchBanner ?? undefined,
      disclaimerText: input.disclaimerText ?? undefined,
    });
    return bannersOf(row);
  }
}
