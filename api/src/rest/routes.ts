import { modules } from "../modules/index.js";

/** Each documented /api path and method, from the modules, and the operation that answers it. */
export const restRoutes = modules.flatMap(module => module.rest?.routes ?? []);

/** The operation documents the routes execute. */
export const restOperationFiles = modules.flatMap(module =>
  module.rest ? [module.rest.operations] : [],
);

/** The plain HTTP paths of the modules (downloads, webhooks), outside the REST table. */
export const httpRoutes = modules.flatMap(module => module.http?.routes ?? []);
