import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { ProfileSyncService } from "./profile-sync.service.js";
import { SystemKey } from "./system.entity.js";
import { SystemsService } from "./systems.service.js";
import {
  ActivityItemObject,
  LinkedSystemObject,
  NotificationObject,
  ProfileSyncObject,
  SystemPermissionsObject,
  SystemStatusObject,
} from "./systems.types.js";

const systems = (ctx: Context) => new SystemsService(ctx.em, ctx);
const sync = (ctx: Context) => new ProfileSyncService(ctx.em, ctx);

@Resolver()
export class SystemsResolver {
  @Auth(Role.USER)
  @Query(() => [LinkedSystemObject], { description: "The main portal and its sibling systems." })
  systems(@Ctx() ctx: Context): Promise<LinkedSystemObject[]> {
    return systems(ctx).list();
  }

  @Auth(Role.ADMIN)
  @Query(() => [SystemStatusObject], { description: "Each system's health (checked over HTTP)." })
  systemStatus(@Ctx() ctx: Context): Promise<SystemStatusObject[]> {
    return systems(ctx).status();
  }

  @Auth(Role.USER)
  @Query(() => SystemPermissionsObject, { description: "The caller's roles and permissions." })
  async systemPermissions(@Ctx() ctx: Context): Promise<SystemPermissionsObject> {
    return systems(ctx).permissions(await signedInViewer(ctx));
  }

  @Auth(Role.USER)
  @Query(() => [ActivityItemObject], { description: "The caller's recent activity, newest first." })
  async activity(@Ctx() ctx: Context): Promise<ActivityItemObject[]> {
    return systems(ctx).activity((await signedInViewer(ctx)).id);
  }

  @Auth(Role.USER)
  @Query(() => [NotificationObject], { description: "The caller's notifications, newest first." })
  async notifications(@Ctx() ctx: Context): Promise<NotificationObject[]> {
    return systems(ctx).notifications((await signedInViewer(ctx)).id);
  }

  @Auth(Role.USER)
  @Mutation(() => Int, {
    description: "Marks the caller's notifications read (these, or all); answers how many changed.",
  })
  async markNotificationsRead(
    @Arg("ids", () => [Int], {
      nullable: true,
      description: "The notifications to mark; all of the caller's when omitted.",
    })
    ids: number[] | null,
    @Ctx() ctx: Context,
  ): Promise<number> {
    return systems(ctx).markRead((await signedInViewer(ctx)).id, ids ?? null);
  }

  @Auth(Role.USER)
  @Query(() => [ProfileSyncObject], { description: "The profile's sync status per system." })
  async profileSyncStatus(@Ctx() ctx: Context): Promise<ProfileSyncObject[]> {
    return sync(ctx).statuses((await signedInViewer(ctx)).id);
  }

  @Auth(Role.USER)
  @Mutation(() => [ProfileSyncObject], { description: "Sends the profile to every system." })
  async syncProfile(@Ctx() ctx: Context): Promise<ProfileSyncObject[]> {
    return sync(ctx).syncAll((await signedInViewer(ctx)).id);
  }

  @Auth(Role.USER)
  @Mutation(() => ProfileSyncObject, {
    description: "Takes a system's copy of the profile when newer.",
  })
  async pullProfile(
    @Arg("system", () => SystemKey, { description: "The system to read the profile from." })
    system: SystemKey,
    @Ctx() ctx: Context,
  ): Promise<ProfileSyncObject> {
    return sync(ctx).run((await signedInViewer(ctx)).id, system, "pull");
  }

  @Auth(Role.USER)
  @Mutation(() => ProfileSyncObject, { description: "Sends the profile to a system." })
  async pushProfile(
    @Arg("system", () => SystemKey, { description: "The system to send the profile to." })
    system: SystemKey,
    @Ctx() ctx: Context,
  ): Promise<ProfileSyncObject> {
    return sync(ctx).run((await signedInViewer(ctx)).id, system, "push");
  }
}
