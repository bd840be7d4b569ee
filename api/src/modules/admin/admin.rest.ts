import { type RestRoute, field } from "../../rest/route.js";

/** The documented /api paths of this module, each answered by an operation of admin.rest.graphql. */
export const adminRoutes: RestRoute[] = [
  // A GET in the spec; it repairs flags, which is why only super administrators may call it.
  { method: "GET", path: "/api/fix-admin", operation: "FixAdmin", response: field("fixAdmin") },
];
