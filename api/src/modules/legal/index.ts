import type { AppModule } from "../../app-module.js";
import { LegalDocument } from "./legal-document.entity.js";
import { LegalResolver } from "./legal.resolver.js";
import { legalRoutes } from "./legal.rest.js";

export const legalModule: AppModule = {
  name: "legal",
  entities: [LegalDocument],
  resolvers: [LegalResolver],
  rest: { routes: legalRoutes, operations: new URL("./legal.rest.graphql", import.meta.url) },
};
