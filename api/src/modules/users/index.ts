import type { AppModule } from "../module.js";
import { AccountResolver } from "./account.resolver.js";
import { User } from "./user.entity.js";
import { usersPermissions } from "./users.permissions.js";
import { usersRoutes } from "./users.rest.js";

export const usersModule: AppModule = {
  name: "users",
  entities: [User],
  resolvers: [AccountResolver],
  rest: { routes: usersRoutes, operations: new URL("./users.rest.graphql", import.meta.url) },
  permissions: usersPermissions,
};
