import type { AppModule } from "../../app-module.js";
import { apiTokenHook, readOnlyTokenPlugin } from "./api-token-auth.js";
import { ApiToken } from "./api-token.entity.js";
import { apiTokenPermissions } from "./api-tokens.permissions.js";
import { ApiTokensResolver, TokenUserResolver } from "./api-tokens.resolver.js";
import { apiTokenRoutes } from "./api-tokens.rest.js";

/**
 * Personal API tokens (`Authorization: Bearer gat_...`): the HTTP hook and the read-only check
 * (api-token-auth.ts) are its caller port.
 */
export const apiTokensModule: AppModule = {
  name: "api-tokens",
  entities: [ApiToken],
  resolvers: [ApiTokensResolver, TokenUserResolver],
  rest: {
    routes: apiTokenRoutes,
    operations: new URL("./api-tokens.rest.graphql", import.meta.url),
  },
  permissions: apiTokenPermissions,
  caller: { onRequest: apiTokenHook, graphqlPlugins: [readOnlyTokenPlugin] },
};
