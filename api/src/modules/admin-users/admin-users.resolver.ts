import type { GraphQLResolveInfo } from "graphql";
import { Arg, Args, Ctx, Info, Int, Mutation, Query, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import { PageArgs, asksFor } from "../../graphql/connection.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { AdminUserListService } from "./admin-user-list.service.js";
import {
  AdminCreateUserInput,
  AdminEnrollUserInput,
  AdminResetPasswordInput,
  AdminUpdateUserInput,
  AdminUserFilter,
  AdminUserSort,
} from "./admin-users.inputs.js";
import { type Actor, AdminUserService } from "./admin-users.service.js";
import {
  AdminActionResultObject,
  AdminEnrollmentObject,
  AdminUserConnection,
  AdminUserObject,
} from "./admin-users.types.js";

const service = (ctx: Context) => new AdminUserService(ctx.em, ctx);
const actor = async (ctx: Context): Promise<Actor> => ({
  viewer: await signedInViewer(ctx),
  meta: ctx.meta,
});

/** The admin Users screen: the list and what administrators do to accounts. */
@Resolver()
export class AdminUsersResolver {
  @Auth(Role.ADMIN)
  @Query(() => AdminUserConnection, {
    description: "Users by page, searched, filtered and sorted (username ascending by default).",
  })
  adminUsers(
    @Args(() => PageArgs) page: PageArgs,
    @Arg("filter", () => AdminUserFilter, {
      nullable: true,
      description: "Search, status and role; every account when omitted.",
    })
    filter: AdminUserFilter | null,
    @Arg("sort", () => AdminUserSort, {
      nullable: true,
      description: "The order; by username, A to Z, when omitted.",
    })
    sort: AdminUserSort | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<AdminUserConnection> {
    return new AdminUserListService(ctx.em).page(filter, sort, page, asksFor(info, "totalCount"));
  }

  @Auth(Role.ADMIN)
  @Query(() => [String], { description: "The distinct instructor names of the courses." })
  adminInstructors(@Ctx() ctx: Context): Promise<string[]> {
    return service(ctx).instructors();
  }

  @Auth(Role.ADMIN)
  @Mutation(() => AdminUserObject, {
    description: "Creates an account with the registration rules; admin rights need a SuperAdmin.",
  })
  async adminCreateUser(
    @Arg("input", { description: "The new account." }) input: AdminCreateUserInput,
    @Ctx() ctx: Context,
  ): Promise<AdminUserObject> {
    return service(ctx).create(input, await actor(ctx));
  }

  @Auth(Role.ADMIN)
  @Mutation(() => AdminUserObject, {
    description:
      "Saves a user's name, email, status and admin flag. Another administrator's account and admin rights are changed only by a SuperAdmin; a suspension ends the user's sessions and API tokens.",
  })
  async adminUpdateUser(
    @Arg("id", () => Int, { description: "The account to change." }) id: number,
    @Arg("input", { description: "The fields to change." }) input: AdminUpdateUserInput,
    @Ctx() ctx: Context,
  ): Promise<AdminUserObject> {
    return service(ctx).update(id, input, await actor(ctx));
  }

  @Auth(Role.ADMIN)
  @Mutation(() => AdminActionResultObject, {
    description:
      "Sets the typed password (change-password rules) and ends the user's sessions and API tokens. Another administrator's password is reset only by a SuperAdmin.",
  })
  async adminResetPassword(
    @Arg("id", () => Int, { description: "The account." }) id: number,
    @Arg("input", { description: "The new password." }) input: AdminResetPasswordInput,
    @Ctx() ctx: Context,
  ): Promise<AdminActionResultObject> {
    return service(ctx).resetPassword(id, input, await actor(ctx));
  }

  @Auth(Role.ADMIN)
  @Mutation(() => AdminEnrollmentObject, {
    description:
      "Enrolls a user in the selected course without a payment, granted by the caller; CONFLICT when already enrolled.",
  })
  async adminEnrollUser(
    @Arg("input", { description: "The learner and the course." }) input: AdminEnrollUserInput,
    @Ctx() ctx: Context,
  ): Promise<AdminEnrollmentObject> {
    return service(ctx).enroll(input, await actor(ctx));
  }

  @Auth(Role.SUPER_ADMIN)
  @Mutation(() => AdminActionResultObject, {
    description:
      "Deletes an account (never one's own); its payments and signed agreements are kept, detached.",
  })
  async adminDeleteUser(
    @Arg("id", () => Int, { description: "The account to delete." }) id: number,
    @Ctx() ctx: Context,
  ): Promise<AdminActionResultObject> {
    return service(ctx).remove(id, await actor(ctx));
  }
}
