import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { Auth, Public } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { Role } from "../../graphql/roles.js";
import { User } from "../users/user.entity.js";
import {
  ChangePasswordInput,
  LoginInput,
  RegisterInput,
  UpdateProfileInput,
} from "./auth.inputs.js";
import { AuthService } from "./auth.service.js";
import {
  ChangePasswordResultType,
  DeepLinkResultType,
  SuccessResultType,
  UserType,
} from "./auth.types.js";
import { CrossSystemService } from "./cross-system.service.js";

const auth = (ctx: Context) => new AuthService(ctx.em, ctx.config);

@Resolver()
export class AuthResolver {
  @Auth(Role.USER)
  @Query(() => UserType, { description: "The signed-in user; UNAUTHENTICATED when signed out." })
  me(@Ctx() { em, viewer }: Context): Promise<User> {
    return em.findOneOrFail(User, viewer!.id);
  }

  @Public()
  @Mutation(() => UserType, { description: "Password sign-in; sets the session cookies." })
  login(@Arg("input") input: LoginInput, @Ctx() ctx: Context): Promise<User> {
    return auth(ctx).login(input, ctx);
  }

  @Public()
  @Mutation(() => UserType, { description: "Password sign-in for administrators only." })
  adminLogin(@Arg("input") input: LoginInput, @Ctx() ctx: Context): Promise<User> {
    return auth(ctx).login(input, ctx, { requireAdmin: true });
  }

  @Public()
  @Mutation(() => UserType, { description: "Creates a learner account; does not sign in." })
  register(@Arg("input") input: RegisterInput, @Ctx() ctx: Context): Promise<User> {
    return auth(ctx).register(input, ctx);
  }

  @Public()
  @Mutation(() => SuccessResultType, {
    description: "Renews the session cookies; UNAUTHENTICATED when there is no session.",
  })
  async refreshSession(@Ctx() ctx: Context): Promise<SuccessResultType> {
    await auth(ctx).refresh(ctx);
    return { success: true };
  }

  @Public()
  @Mutation(() => SuccessResultType, { description: "Ends this session and clears its cookies." })
  async logout(@Ctx() ctx: Context): Promise<SuccessResultType> {
    await auth(ctx).logout(ctx, ctx.viewer);
    return { success: true };
  }

  @Public()
  @Mutation(() => UserType, {
    description: "Signs in with a single-use token from a sibling system.",
  })
  async validateToken(@Arg("token") token: string, @Ctx() ctx: Context): Promise<User> {
    const user = await new CrossSystemService(ctx.em, ctx.config).consume(token);
    return auth(ctx).signIn(user, ctx, "cross-system-token");
  }

  @Auth(Role.USER)
  @Mutation(() => DeepLinkResultType, {
    description: "A sign-in address for a sibling system and path.",
  })
  async deepLink(
    @Arg("system") system: string,
    @Arg("path", () => String, { nullable: true }) path: string | null,
    @Ctx() { em, config, viewer }: Context,
  ): Promise<DeepLinkResultType> {
    const redirectUrl = await new CrossSystemService(em, config).deepLink(
      viewer!,
      system,
      path || "/",
    );
    return { redirectUrl };
  }

  @Auth(Role.USER)
  @Mutation(() => UserType, {
    description: "Updates the phone number and the email-notifications choice.",
  })
  updateProfile(@Arg("input") input: UpdateProfileInput, @Ctx() ctx: Context): Promise<User> {
    return auth(ctx).updateProfile(ctx.viewer!.id, input);
  }

  @Auth(Role.USER)
  @Mutation(() => ChangePasswordResultType, {
    description: "Changes the password and ends every session.",
  })
  changePassword(
    @Arg("input") input: ChangePasswordInput,
    @Ctx() ctx: Context,
  ): Promise<ChangePasswordResultType> {
    return auth(ctx).changePassword(ctx.viewer!.id, input, ctx);
  }
}
