import type { HttpRoute, RestRoute } from "./route.js";

/** What a module gives the REST side: its rows and their named operations, its plain paths. */
export interface RestModule {
  name: string;
  rest?: { routes: RestRoute[]; operations: URL };
  http?: { routes: HttpRoute[] };
}

/** Each documented /api path and method, from the modules, and the operation that answers it. */
export const restRoutesOf = (modules: readonly RestModule[]) =>
  modules.flatMap(module => module.rest?.routes ?? []);

/** The operation documents the routes execute. */
export const restOperationFilesOf = (modules: readonly RestModule[]) =>
  modules.flatMap(module => (module.rest ? [module.rest.operations] : []));

/** The plain HTTP paths of the modules (downloads, webhooks), outside the REST table. */
export const httpRoutesOf = (modules: readonly RestModule[]) =>
  modules.flatMap(module => module.http?.routes ?? []);
