import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { PartnerPriceService } from "./partner-prices.service.js";
import { LOGO_LIMITS, PartnerStorefrontService } from "./partner-storefront.service.js";
import { PartnerBrandingInput } from "./partners.inputs.js";
import { PartnerService } from "./partners.service.js";
import { PartnerCoursePriceObject, PartnerObject } from "./partners.types.js";

const PARTNER_ID = { description: "The partner." };

/**
 * A partner's storefront settings: branding, logo, prices and launch (docs/partners.md,
 * "Launch"). Open to any signed-in user at the role check; PartnerScopeService decides on the
 * partnerId (the partner's administrators and the academy's).
 */
@Resolver()
export class PartnerStorefrontResolver {
  @Auth(Role.USER)
  @Mutation(() => PartnerObject, {
    description:
      "Sets the storefront's display name, short address (/p/{slug}), brand colour, support email and phone. A taken or reserved slug, or a colour without enough contrast, is refused by name.",
  })
  async updatePartnerBranding(
    @Arg("partnerId", () => Int, PARTNER_ID) partnerId: number,
    @Arg("input", { description: "The settings." }) input: PartnerBrandingInput,
    @Ctx() ctx: Context,
  ): Promise<PartnerObject> {
    const viewer = await signedInViewer(ctx);
    await new PartnerStorefrontService(ctx.em).updateBranding(viewer, partnerId, input);
    return new PartnerService(ctx.em).view(viewer, partnerId);
  }

  @Auth(Role.USER)
  @Mutation(() => PartnerObject, {
    description:
      "Uploads the storefront's logo (a PNG, re-encoded by the image intake); it replaces any earlier one.",
  })
  async setPartnerLogo(
    @Arg("partnerId", () => Int, PARTNER_ID) partnerId: number,
    @Arg("logo", {
      description: `The logo as a data:image/png;base64, URL: at most ${LOGO_LIMITS.maxBytes / 1000} KB and ${LOGO_LIMITS.maxWidth} × ${LOGO_LIMITS.maxHeight} px.`,
    })
    logo: string,
    @Ctx() ctx: Context,
  ): Promise<PartnerObject> {
    const viewer = await signedInViewer(ctx);
    await new PartnerStorefrontService(ctx.em).setLogo(viewer, partnerId, logo);
    return new PartnerService(ctx.em).view(viewer, partnerId);
  }

  @Auth(Role.USER)
  @Mutation(() => PartnerObject, { description: "Removes the storefront's logo." })
  async removePartnerLogo(
    @Arg("partnerId", () => Int, PARTNER_ID) partnerId: number,
    @Ctx() ctx: Context,
  ): Promise<PartnerObject> {
    const viewer = await signedInViewer(ctx);
    await new PartnerStorefrontService(ctx.em).removeLogo(viewer, partnerId);
    return new PartnerService(ctx.em).view(viewer, partnerId);
  }

  @Auth(Role.USER)
  @Query(() => [PartnerCoursePriceObject], {
    description:
      "Every active course with the academy's price and the partner's own (null: the academy's), by course id.",
  })
  async partnerCoursePrices(
    @Arg("partnerId", () => Int, PARTNER_ID) partnerId: number,
    @Ctx() ctx: Context,
  ): Promise<PartnerCoursePriceObject[]> {
    return new PartnerPriceService(ctx.em).list(await signedInViewer(ctx), partnerId);
  }

  @Auth(Role.USER)
  @Mutation(() => PartnerCoursePriceObject, {
    description:
      "Sets the partner's price of an active course, in cents (0 to 100000000), or null for the academy's price again. Kept as history; the newest is the price.",
  })
  async setPartnerCoursePrice(
    @Arg("partnerId", () => Int, PARTNER_ID) partnerId: number,
    @Arg("courseId", () => Int, { description: "The course." }) courseId: number,
    @Arg("priceCents", () => Int, {
      nullable: true,
      description: "The price in cents; null: the academy's price.",
    })
    priceCents: number | null,
    @Ctx() ctx: Context,
  ): Promise<PartnerCoursePriceObject> {
    const viewer = await signedInViewer(ctx);
    return new PartnerPriceService(ctx.em).setPrice(
      viewer,
      partnerId,
      courseId,
      priceCents ?? null,
    );
  }

  @Auth(Role.USER)
  @Mutation(() => PartnerObject, {
    description:
      "Launches the storefront at /p/{slug}: refused, naming what is missing, until the display name, short address, brand colour, support email and a signed licence agreement exist, and while suspended or ended. A live partner is answered as it is.",
  })
  async launchPartner(
    @Arg("partnerId", () => Int, PARTNER_ID) partnerId: number,
    @Ctx() ctx: Context,
  ): Promise<PartnerObject> {
    const viewer = await signedInViewer(ctx);
    await new PartnerStorefrontService(ctx.em).launch(viewer, partnerId);
    return new PartnerService(ctx.em).view(viewer, partnerId);
  }
}
