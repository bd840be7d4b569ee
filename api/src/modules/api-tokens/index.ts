import type { AppModule } from "../../app-module.js";
import { apiTokenHook } from "./api-token-auth.http.js";
import { ApiToken } from "./api-token.entity.js";
import { ApiTokensResolver, TokenUserResolver } from "./api-tokens.resolver.js";
import { apiTokenRoutes } from "./api-tokens.rest.js";

/**
 * Personal API tokens (`Authorization: Bearer gat_...`): the HTTP hook (api-token-auth.http.ts)
 * is its caller port; the read-only rule of a LEARNER-level token is the auth checker's
 * (`graphql/auth.ts`).
 */
export const apiTokensModule: AppModule = {
  name: "api-tokens",
  entities: [ApiToken],
  resolvers: [ApiTokensResolver, TokenUserResolver],
  rest: {
    routes: apiTokenRoutes,
    operations: new URL("./api-tokens.rest.graphql", import.meta.url),
  },
  caller: { onRequest: apiTokenHook },
};
