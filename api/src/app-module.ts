import type { EntityClass } from "@mikro-orm/core";
import type { FastifyInstance } from "fastify";
import type { Metric } from "prom-client";
import type { NonEmptyArray } from "type-graphql";
import type { ProcessorEventHandler, PurchaseKind } from "./graphql/context.js";
import type { HttpRoutes, ShellPort } from "./http/app.js";
import type { ReadinessCheck } from "./http/readiness.js";
import type { CallerPort } from "./graphql/caller.js";
import type { AnyJobDefinition } from "./jobs/start.js";
import type { HttpRoute, RestRoute } from "./rest/route.js";

/**
 * What a domain folder brings to the app. Each `modules/<domain>/index.ts` exports one, and
 * `modules/index.ts` lists them. The kernel (graphql/ rest/ http/ db/ jobs/) imports no module:
 * the entry points (main.ts, worker.ts, cli/, cli/emit-schema.ts, the test app) hand it the
 * list, and it composes the entity list, the schema, the REST table, the jobs and the plain HTTP
 * routes from it. A new module is one folder and one line (and its rows of the permission
 * matrix, api/test/permissions/).
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
  /** Its kinds of background work (see jobs/queue.ts). */
  jobs?: AnyJobDefinition[];
  /**
   * Plain HTTP routes that are not an operation: downloads (PDFs) and webhooks. They build the
   * same per-request context (fresh `em`, lazy viewer) and decide access themselves.
   */
  http?: {
    /** The paths it serves (for the hostile-input suite) and the media type each answers. */
    routes: HttpRoute[];
    register(app: FastifyInstance, routes: HttpRoutes): void;
  };
  /** How it tells who is calling (sessions, API tokens): see graphql/caller.ts. */
  caller?: CallerPort;
  /** How the web app's shell is dressed for a page (modules/site): see http/app.ts. */
  shell?: ShellPort;
  /** What it sells through the payment gateway (see graphql/context.ts). */
  purchases?: PurchaseKind[];
  /** Platform webhook events of the payment processor it handles (see graphql/context.ts). */
  processorEvents?: ProcessorEventHandler[];
  /** Its own Prometheus metrics, served at /metrics (registered on the app's registry). */
  metrics?: Metric[];
  /** The outside part it needs (Moodle, Stripe), reported by /readyz (http/readiness.ts). */
  readiness?: ReadinessCheck[];
}

export type { HttpRoutes } from "./http/app.js";
