import type { EntityClass } from "@mikro-orm/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { NonEmptyArray } from "type-graphql";
import type { Config } from "../config.js";
import type { Orm } from "../db/orm.js";
import type { Context } from "../graphql/context.js";
import type { JobDefinition, JobQueue } from "../jobs/queue.js";
import type { RestRoute } from "../rest/route.js";
import type { PermissionRows } from "./permissions.js";

/**
 * What a domain folder brings to the app. Each `modules/<domain>/index.ts` exports one, and
 * `modules/index.ts` lists them: the entity list, the schema, the REST table and the permission
 * matrix are composed from that list, so a new module is one folder and one line.
 */
export interface AppModule {
  name: string;
  entities?: EntityClass<object>[];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql's own type
  resolvers?: NonEmptyArray<Function>;
  rest?: {
    routes: RestRoute[];
    /** The module's named operations (`<domain>.rest.graphql`) that its routes execute. */
    operations: URL;
  };
  permissions?: PermissionRows;
  /**
   * Plain HTTP routes that are not an operation: downloads (PDFs) and webhooks. They build the
   * same per-request context (fresh `em`, lazy viewer) and decide access themselves.
   */
  /** Its kinds of background work (see jobs/queue.ts). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each job has its own data type
  jobs?: JobDefinition<any, JobDeps>[];
  http?: {
    /** The paths it serves, for the hostile-input suite. */
    routes: Pick<RestRoute, "method" | "path">[];
    register(app: FastifyInstance, routes: HttpRoutes): void;
  };
}

export interface HttpRoutes {
  context(request: FastifyRequest, reply: FastifyReply): Promise<Context>;
}

/** What a background job gets: its own entity managers come from the ORM. */
export interface JobDeps {
  orm: Orm;
  config: Config;
  /** The queue itself, for a job that queues the next step (set by startJobs). */
  jobs?: JobQueue<JobDeps>;
}
