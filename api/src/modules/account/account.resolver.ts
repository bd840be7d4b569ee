import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { clearSessionCookies } from "../auth/session-cookies.http.js";
import { ChangePasswordInput, UpdateProfileInput } from "./account.inputs.js";
import { AccountService } from "./account.service.js";
import { User } from "../users/user.entity.js";
import { ChangePasswordResultType, UserType } from "../users/user.types.js";

const account = (ctx: Context) => new AccountService(ctx.em, ctx);

/** The signed-in user's own account (the web app's /account). */
@Resolver()
export class AccountResolver {
  @Auth(Role.USER)
  @Query(() => UserType, { description: "The signed-in user; UNAUTHENTICATED when signed out." })
  async me(@Ctx() ctx: Context): Promise<UserType> {
    const viewer = await signedInViewer(ctx);
    const user = await ctx.em.findOneOrFail(User, viewer.id);
    if (viewer.apiTokenId === undefined) return user;
    // An API token acts at most at its ceiling: the answer says what it may do, not its owner.
    return {
      id: user.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      isAdmin: viewer.isAdmin,
      isSuperAdmin: viewer.isSuperAdmin,
      emailNotifications: user.emailNotifications,
    };
  }

  @Auth(Role.USER)
  @Mutation(() => UserType, {
    description: "Updates the phone number and the email-notifications choice.",
  })
  async updateProfile(
    @Arg("input", { description: "The changes." }) input: UpdateProfileInput,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return account(ctx).updateProfile((await signedInViewer(ctx)).id, input);
  }

  @Auth(Role.USER)
  @Mutation(() => ChangePasswordResultType, {
    description: "Changes the password and ends every session.",
  })
  async changePassword(
    @Arg("input", { description: "The current and the new password." }) input: ChangePasswordInput,
    @Ctx() ctx: Context,
  ): Promise<ChangePasswordResultType> {
    const { id } = await signedInViewer(ctx);
    const result = await account(ctx).changePassword(id, input, ctx.meta);
    clearSessionCookies(ctx.reply, ctx.config);
    return result;
  }
}
