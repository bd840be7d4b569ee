// The app's modules composed for the tests as main.ts composes them: the kernel's functions with
// the module list given, so a test imports them as it did when the kernel knew the modules.
import { type OrmOptions, entitiesOf, openOrm as openKernelOrm } from "../src/db/orm.js";
import { createSchema as createKernelSchema } from "../src/graphql/schema.js";
import { jobsOf, startJobs as startKernelJobs } from "../src/jobs/start.js";
import { modules } from "../src/modules/index.js";
import { loadOperations as loadKernelOperations } from "../src/rest/execute.js";
import { httpRoutesOf, restOperationFilesOf, restRoutesOf } from "../src/rest/routes.js";

export { modules };

export const openOrm = (url: string, options: Omit<OrmOptions, "entities"> = {}) =>
  openKernelOrm(url, { ...options, entities: entitiesOf(modules) });

export const createSchema = () => createKernelSchema(modules);

export const restRoutes = restRoutesOf(modules);
export const httpRoutes = httpRoutesOf(modules);
export const loadOperations = (files = restOperationFilesOf(modules)) =>
  loadKernelOperations(files);

export const jobDefinitions = jobsOf(modules);

export const startJobs = (
  databaseUrl: string,
  deps: Parameters<typeof startKernelJobs>[2],
  options: Parameters<typeof startKernelJobs>[3],
) => startKernelJobs(databaseUrl, jobDefinitions, deps, options);
