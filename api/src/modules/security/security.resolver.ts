import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import { PageArgs } from "../../graphql/connection.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { AuditLogService } from "./audit-log.service.js";
import { IntrusionService } from "./intrusion.service.js";
import { SecurityService } from "./security.service.js";
import {
  AuditLogConnection,
  ForceLogoutResultObject,
  IntrusionReportObject,
  SecurityDashboardObject,
  UnblockResultObject,
  UserTokenInfoObject,
} from "./security.types.js";
import { AuditLogFilter } from "./security.inputs.js";

/** The Security Dashboard: super administrators only, every write audited in its transaction. */
@Resolver()
export class SecurityResolver {
  @Auth(Role.SUPER_ADMIN)
  @Query(() => SecurityDashboardObject, {
    description: "The security cards (with the week before) and the protections' status.",
  })
  securityDashboard(@Ctx() ctx: Context): Promise<SecurityDashboardObject> {
    return new SecurityService(ctx.em, ctx).dashboard();
  }

  @Auth(Role.SUPER_ADMIN)
  @Query(() => UserTokenInfoObject, {
    description: "A user's token version, sessions and latest sign-in attempts.",
  })
  userTokenInfo(
    @Arg("userId", () => Int, { description: "The account to look at." }) userId: number,
    @Ctx() ctx: Context,
  ): Promise<UserTokenInfoObject> {
    return new SecurityService(ctx.em, ctx).tokenInfo(userId);
  }

  @Auth(Role.SUPER_ADMIN)
  @Mutation(() => ForceLogoutResultObject, {
    description: "Ends every session and API token of a user at once (not your own; audited).",
  })
  async forceLogoutUser(
    @Arg("userId", () => Int, { description: "The user whose sessions to end." }) userId: number,
    @Ctx() ctx: Context,
  ): Promise<ForceLogoutResultObject> {
    const viewer = await signedInViewer(ctx);
    return new SecurityService(ctx.em, ctx).forceLogout(userId, viewer, ctx.meta);
  }

  @Auth(Role.SUPER_ADMIN)
  @Mutation(() => ForceLogoutResultObject, {
    description:
      "Ends every session of every user but the caller (audited); answers affectedCount.",
  })
  async forceLogoutAllUsers(@Ctx() ctx: Context): Promise<ForceLogoutResultObject> {
    const viewer = await signedInViewer(ctx);
    return new SecurityService(ctx.em, ctx).forceLogoutAll(viewer, ctx.meta);
  }

  @Auth(Role.SUPER_ADMIN)
  @Query(() => IntrusionReportObject, {
    description: "Accounts locked and client addresses blocked by the lockout now.",
  })
  intrusionReport(@Ctx() ctx: Context): Promise<IntrusionReportObject> {
    return new IntrusionService(ctx.em).report();
  }

  @Auth(Role.SUPER_ADMIN)
  @Mutation(() => UnblockResultObject, {
    description: "Ends an account's sign-in lock; its failure count starts afresh (audited).",
  })
  async unlockAccount(
    @Arg("userId", () => Int, { description: "The locked account." }) userId: number,
    @Ctx() ctx: Context,
  ): Promise<UnblockResultObject> {
    const viewer = await signedInViewer(ctx);
    return new IntrusionService(ctx.em).unlock(userId, viewer, ctx.meta);
  }

  @Auth(Role.SUPER_ADMIN)
  @Mutation(() => UnblockResultObject, {
    description: "Lets a blocked client address sign in again: its counts start now (audited).",
  })
  async unblockAddress(
    @Arg("ipAddress", { description: "The blocked client address." }) ipAddress: string,
    @Ctx() ctx: Context,
  ): Promise<UnblockResultObject> {
    const viewer = await signedInViewer(ctx);
    return new IntrusionService(ctx.em).unblock(ipAddress, viewer, ctx.meta);
  }

  @Auth(Role.SUPER_ADMIN)
  @Query(() => AuditLogConnection, {
    description: "The audit log, newest first, filtered by type, actor and time.",
  })
  auditLog(
    @Args() page: PageArgs,
    @Arg("filter", () => AuditLogFilter, {
      nullable: true,
      description: "Type, actor and time range; every event when omitted.",
    })
    filter: AuditLogFilter | null,
    @Ctx() ctx: Context,
  ): Promise<AuditLogConnection> {
    return new AuditLogService(ctx.em).list(filter, page);
  }
}
