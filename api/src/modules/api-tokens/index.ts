import type { AppModule } from "../module.js";
import { ApiToken } from "./api-token.entity.js";
import { apiTokenPermissions } from "./api-tokens.permissions.js";
import { ApiTokensResolver } from "./api-tokens.resolver.js";
import { apiTokenRoutes } from "./api-tokens.rest.js";

/** Personal API tokens (`Authorization: Bearer gat_...`); the HTTP hook is in api-token-auth.ts. */
export const apiTokensModule: AppModule = {
  name: "api-tokens",
  entities: [ApiToken],
  resolvers: [ApiTokensResolver],
  rest: {
    routes: apiTokenRoutes,
    operations: new URL("./api-tokens.rest.graphql", import.meta.url),
  },
  permissions: apiTokenPermissions,
};
