import type { AppModule } from "../../app-module.js";
import { AccountResolver } from "./account.resolver.js";
import { accountRoutes } from "./account.rest.js";

/** A signed-in user's own account: who they are, their profile and their password. */
export const accountModule: AppModule = {
  name: "account",
  resolvers: [AccountResolver],
  rest: {
    routes: accountRoutes,
    operations: new URL("./account.rest.graphql", import.meta.url),
  },
};
