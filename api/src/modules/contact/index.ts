import type { AppModule } from "../../app-module.js";
import { ContactMessage } from "./contact-message.entity.js";
import { contactFormRoute, contactHttp } from "./contact.http.js";
import { ContactResolver } from "./contact.resolver.js";
import { contactRoutes } from "./contact.rest.js";

/** Visitors' messages from the contact page, read by administrators. */
export const contactModule: AppModule = {
  name: "contact",
  entities: [ContactMessage],
  resolvers: [ContactResolver],
  rest: { routes: contactRoutes, operations: new URL("./contact.rest.graphql", import.meta.url) },
  http: { routes: [contactFormRoute], register: contactHttp },
};
