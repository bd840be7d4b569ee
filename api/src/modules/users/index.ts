import type { AppModule } from "../../app-module.js";
import { AccountResolver } from "./account.resolver.js";
import { AdminUsersResolver } from "./admin-users.resolver.js";
import { adminUsersPermissions } from "./admin-users.permissions.js";
import { adminUsersRoutes } from "./admin-users.rest.js";
import { BulkEnrollmentResolver, bulkEnrollmentPermissions } from "./bulk-enroll.js";
import { User } from "./user.entity.js";
import { usersPermissions } from "./users.permissions.js";
import { usersRoutes } from "./users.rest.js";

export const usersModule: AppModule = {
  name: "users",
  entities: [User],
  resolvers: [AccountResolver, AdminUsersResolver, BulkEnrollmentResolver],
  rest: {
    routes: [...usersRoutes, ...adminUsersRoutes],
    operations: new URL("./users.rest.graphql", import.meta.url),
  },
  permissions: fixtures => ({
    ...usersPermissions(fixtures),
    ...adminUsersPermissions(fixtures),
    ...bulkEnrollmentPermissions(fixtures),
  }),
};
