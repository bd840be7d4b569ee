import type { AppModule } from "../../app-module.js";
import { SettingsResolver } from "./settings.resolver.js";
import { settingsRoutes } from "./settings.rest.js";
import { SiteSettings } from "./site-settings.entity.js";
import { Installation } from "./installation.entity.js";

export const settingsModule: AppModule = {
  name: "settings",
  entities: [SiteSettings, Installation],
  resolvers: [SettingsResolver],
  rest: { routes: settingsRoutes, operations: new URL("./settings.rest.graphql", import.meta.url) },
};
