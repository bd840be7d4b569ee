import { Arg, Ctx, Mutation, Resolver } from "type-graphql";
import { Auth, Public } from "../../graphql/auth.js";
import { type Context, signedInViewer } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import type { User } from "../users/user.entity.js";
import { UserType } from "../users/user.types.js";
import { LoginInput, RegisterInput, ResetPasswordInput } from "./auth.inputs.js";
import { AuthService, type SignedIn } from "./auth.service.js";
import { DeepLinkResultType, PasswordResetResultType, SuccessResultType } from "./auth.types.js";
import { CrossSystemService } from "./cross-system.service.js";
import { PasswordResetService } from "./password-reset.service.js";
import { RateLimited } from "../rate-limits/rate-limit.service.js";
import { clearSessionCookies, refreshCookie, setSessionCookies } from "./session-cookies.http.js";
import { PROVIDER_SESSION_COOKIE } from "../oidc/oidc-sessions.service.js";

const auth = (ctx: Context) => new AuthService(ctx.em, ctx);
const passwordReset = (ctx: Context) => new PasswordResetService(ctx.em, ctx);

/** Puts a started session into the cookies of the answer. */
function withCookies(ctx: Context, { user, tokens }: SignedIn): User {
  setSessionCookies(ctx.reply, ctx.config, tokens);
  return user;
}

@Resolver()
export class AuthResolver {
  @Public()
  @Mutation(() => UserType, { description: "Password sign-in; sets the session cookies." })
  async login(
    @Arg("input", { description: "The credentials." }) input: LoginInput,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return withCookies(ctx, await auth(ctx).login(input, ctx.meta));
  }

  @Public()
  @Mutation(() => UserType, { description: "Password sign-in for administrators only." })
  async adminLogin(
    @Arg("input", { description: "An administrator's credentials." }) input: LoginInput,
    @Ctx() ctx: Context,
  ): Promise<User> {
    const meta = ctx.meta;
    return withCookies(ctx, await auth(ctx).login(input, meta, { requireAdmin: true }));
  }

  @Public()
  @RateLimited({ bucket: "register", max: 20, windowSeconds: 3600 })
  @Mutation(() => UserType, { description: "Creates a learner account; does not sign in." })
  register(
    @Arg("input", { description: "The new account." }) input: RegisterInput,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return auth(ctx).register(input, ctx.meta);
  }

  @Public()
  @RateLimited({ bucket: "password-reset", max: 20, windowSeconds: 3600 })
  @Mutation(() => PasswordResetResultType, {
    description:
      "Mails a single-use link (30 minutes) to set a new password to the account with this email, if there is one; the answer is the same either way.",
  })
  requestPasswordReset(
    @Arg("email", { description: "The email address of the account." }) email: string,
    @Ctx() ctx: Context,
  ): Promise<PasswordResetResultType> {
    return passwordReset(ctx).request(email);
  }

  @Public()
  @RateLimited({ bucket: "reset-password", max: 30, windowSeconds: 900 })
  @Mutation(() => PasswordResetResultType, {
    description:
      "Sets a new password with a password reset link's token and ends every session and API token of the account; does not sign in.",
  })
  resetPassword(
    @Arg("input", { description: "The link's token and the new password." })
    input: ResetPasswordInput,
    @Ctx() ctx: Context,
  ): Promise<PasswordResetResultType> {
    return passwordReset(ctx).reset(input, ctx.meta);
  }

  @Public()
  @Mutation(() => SuccessResultType, {
    description: "Renews the session cookies; UNAUTHENTICATED when there is no session.",
  })
  async refreshSession(@Ctx() ctx: Context): Promise<SuccessResultType> {
    try {
      const tokens = await auth(ctx).refresh(refreshCookie(ctx.request), ctx.meta);
      setSessionCookies(ctx.reply, ctx.config, tokens);
      return { success: true };
    } catch (error) {
      clearSessionCookies(ctx.reply, ctx.config);
      throw error;
    }
  }

  @Public()
  @Mutation(() => SuccessResultType, { description: "Ends this session and clears its cookies." })
  async logout(@Ctx() ctx: Context): Promise<SuccessResultType> {
    await auth(ctx).logout(
      refreshCookie(ctx.request),
      await ctx.viewer(),
      ctx.meta,
      ctx.request.cookies?.[PROVIDER_SESSION_COOKIE],
    );
    clearSessionCookies(ctx.reply, ctx.config);
    return { success: true };
  }

  @Public()
  @RateLimited({ bucket: "validate-token", max: 30, windowSeconds: 900 })
  @Mutation(() => UserType, {
    description: "Signs in with a single-use token from a sibling system.",
  })
  async validateToken(
    @Arg("token", {
      description: "The single-use token (HS256 JWT, at most 5 minutes old) from a sibling system.",
    })
    token: string,
    @Ctx() ctx: Context,
  ): Promise<User> {
    const meta = ctx.meta;
    const user = await new CrossSystemService(ctx.em, ctx).consume(token, meta);
    return withCookies(ctx, await auth(ctx).signIn(user, meta, "cross-system-token"));
  }

  @Auth(Role.USER)
  @RateLimited({ bucket: "deep-link", max: 60, windowSeconds: 60 })
  @Mutation(() => DeepLinkResultType, {
    description: "A sign-in address for a sibling system and path.",
  })
  async deepLink(
    @Arg("system", { description: "The sibling system: lms, storage or video." }) system: string,
    @Arg("path", () => String, {
      nullable: true,
      description: "The path to open there; its home when omitted.",
    })
    path: string | null,
    @Ctx() ctx: Context,
  ): Promise<DeepLinkResultType> {
    const redirectUrl = await new CrossSystemService(ctx.em, ctx).deepLink(
      await signedInViewer(ctx),
      system,
      path || "/",
    );
    return { redirectUrl };
  }
}
