import { Arg, Args, Ctx, Int, Query, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import { PageArgs } from "../../graphql/connection.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { AdminPartnerFilter } from "./admin-partners.inputs.js";
import { AdminPartnersService } from "./admin-partners.service.js";
import { AdminPartnerConnection, AdminPartnerObject } from "./admin-partners.types.js";

/** The academy's Partners screen: every partner, and one partner's page. Administrators only. */
@Resolver()
export class AdminPartnersResolver {
  @Auth(Role.ADMIN)
  @Query(() => AdminPartnerConnection, {
    description:
      "The academy's partners, newest first: licence, status, term, storefront, learners and this month's sales.",
  })
  adminPartners(
    @Args() page: PageArgs,
    @Arg("filter", () => AdminPartnerFilter, {
      nullable: true,
      description: "A status, a licence and a search by name.",
    })
    filter: AdminPartnerFilter | null,
    @Ctx() ctx: Context,
  ): Promise<AdminPartnerConnection> {
    return new AdminPartnersService(ctx.em).listPartners(filter, page);
  }

  @Auth(Role.ADMIN)
  @Query(() => AdminPartnerObject, {
    description: "One partner with its timeline, administrators, figures and term history.",
  })
  async adminPartner(
    @Arg("partnerId", () => Int, { description: "The partner." }) partnerId: number,
    @Ctx() ctx: Context,
  ): Promise<AdminPartnerObject> {
    return new AdminPartnersService(ctx.em).viewPartner(await signedInViewer(ctx), partnerId);
  }
}
