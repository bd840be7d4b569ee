import { Arg, Args, Ctx, Int, Query, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import { PageArgs } from "../../graphql/connection.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { PartnerLearnersService } from "./partner-learners.service.js";
import {
  PartnerEnrollmentFilter,
  PartnerLearnerFilter,
  PartnerSaleFilter,
} from "./partner-learners.inputs.js";
import {
  PartnerEnrollmentConnection,
  PartnerLearnerConnection,
  PartnerSaleConnection,
} from "./partner-learners.types.js";

const PARTNER = { description: "The partner." };

/**
 * What a partner's administrators see of its learners, enrollments and sales, and nothing of
 * another partner's or of the academy's own. Open to signed-in users at the role check;
 * PartnerScopeService decides on the partnerId (its administrators and the academy's).
 */
@Resolver()
export class PartnerLearnersResolver {
  @Auth(Role.USER)
  @Query(() => PartnerLearnerConnection, {
    description:
      "The partner's learners (enrolled through its storefront or registered there), by name, a page at a time.",
  })
  async partnerLearners(
    @Arg("partnerId", () => Int, PARTNER) partnerId: number,
    @Args() page: PageArgs,
    @Arg("filter", () => PartnerLearnerFilter, { nullable: true, description: "A search." })
    filter: PartnerLearnerFilter | null,
    @Ctx() ctx: Context,
  ): Promise<PartnerLearnerConnection> {
    const viewer = await signedInViewer(ctx);
    return new PartnerLearnersService(ctx.em).learners(viewer, partnerId, filter, page);
  }

  @Auth(Role.USER)
  @Query(() => PartnerEnrollmentConnection, {
    description:
      "The enrollments sold through the partner's storefront, newest first, with completions and certificates.",
  })
  async partnerEnrollments(
    @Arg("partnerId", () => Int, PARTNER) partnerId: number,
    @Args() page: PageArgs,
    @Arg("filter", () => PartnerEnrollmentFilter, {
      nullable: true,
      description: "A search, a course and a status.",
    })
    filter: PartnerEnrollmentFilter | null,
    @Ctx() ctx: Context,
  ): Promise<PartnerEnrollmentConnection> {
    const viewer = await signedInViewer(ctx);
    return new PartnerLearnersService(ctx.em).enrollments(viewer, partnerId, filter, page);
  }

  @Auth(Role.USER)
  @Query(() => PartnerSaleConnection, {
    description:
      "The partner's sales (paid, maybe refunded since), newest first, with the totals over the filter.",
  })
  async partnerSales(
    @Arg("partnerId", () => Int, PARTNER) partnerId: number,
    @Args() page: PageArgs,
    @Arg("filter", () => PartnerSaleFilter, {
      nullable: true,
      description: "A search and a period.",
    })
    filter: PartnerSaleFilter | null,
    @Ctx() ctx: Context,
  ): Promise<PartnerSaleConnection> {
    const viewer = await signedInViewer(ctx);
    return new PartnerLearnersService(ctx.em).sales(viewer, partnerId, filter, page);
  }
}
