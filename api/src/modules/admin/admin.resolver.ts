import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { ActivityService } from "./activity.service.js";
import { AdminActivityType, AdminDashboardType, FixAdminReportType } from "./admin.types.js";
import { DashboardService } from "./dashboard.service.js";
import { FixAdminService } from "./fix-admin.service.js";

@Resolver()
export class AdminResolver {
  @Auth(Role.ADMIN)
  @Query(() => AdminDashboardType, { description: "The admin dashboard's figures and series." })
  adminDashboard(@Ctx() { em }: Context): Promise<AdminDashboardType> {
    return new DashboardService(em).figures();
  }

  @Auth(Role.ADMIN)
  @Query(() => [AdminActivityType], {
    description: "The audit log, newest first, without routine sign-ins and sign-outs.",
  })
  adminRecentActivity(
    @Arg("first", () => Int, {
      defaultValue: 10,
      description: "How many events to return, newest first (10 by default).",
    })
    first: number,
    @Ctx() { em }: Context,
  ): Promise<AdminActivityType[]> {
    return new ActivityService(em).recent(first);
  }

  @Auth(Role.SUPER_ADMIN)
  @Mutation(() => FixAdminReportType, {
    description:
      "Gives every super administrator the administrator flag and checks that an active super administrator exists.",
  })
  async fixAdmin(@Ctx() ctx: Context): Promise<FixAdminReportType> {
    const viewer = await signedInViewer(ctx);
    return new FixAdminService(ctx.em).run(viewer, ctx.meta);
  }
}
