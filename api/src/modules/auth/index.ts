import type { AppModule } from "../../app-module.js";
import { requestMeta } from "../../graphql/context.js";
import { AuthResolver } from "./auth.resolver.js";
import { authRoutes } from "./auth.rest.js";
import { LoginAttempt } from "./login-attempt.entity.js";
import { PasswordResetToken } from "./password-reset-token.entity.js";
import { passwordResetJob } from "./password-reset.job.js";
import { RefreshToken } from "./refresh-token.entity.js";
import { UsedToken } from "./used-token.entity.js";
import { ACCESS_COOKIE, accessCookie, hasSessionCookie } from "./session-cookies.http.js";
import { resolveViewer } from "./session.service.js";

export const authModule: AppModule = {
  name: "auth",
  entities: [LoginAttempt, RefreshToken, UsedToken, PasswordResetToken],
  resolvers: [AuthResolver],
  rest: { routes: authRoutes, operations: new URL("./auth.rest.graphql", import.meta.url) },
  jobs: [passwordResetJob],
  // The session's cookies tell the signed-in caller.
  caller: {
    sessionViewer: (request, em, config) =>
      resolveViewer(accessCookie(request), em, config, requestMeta(request)),
    hasSession: hasSessionCookie,
    sessionCookie: ACCESS_COOKIE,
  },
};
