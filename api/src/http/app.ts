import type { Metric } from "prom-client";
import fastifyApollo from "@as-integrations/fastify";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import { randomUUID } from "node:crypto";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import type { FormattedExecutionResult, GraphQLSchema } from "graphql";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../config.js";
import type { Orm } from "../db/orm.js";
import type { Context, ProcessorEventHandler, PurchaseKind } from "../graphql/context.js";
import { requestMeta } from "../graphql/context.js";
import type { JobQueue } from "../jobs/queue.js";
import type { JobDeps } from "../jobs/deps.js";
import { loadPersistedDocuments, operationNames } from "../graphql/persisted-documents.js";
import { printSchemaSdl } from "../graphql/schema.js";
import { createApollo } from "../graphql/server.js";
import type { Viewer } from "../graphql/roles.js";
import { loadOperations, registerRestRoutes, sendError } from "../rest/execute.js";
import { httpsOnly } from "./https-only.js";
import { type RestModule, restOperationFilesOf, restRoutesOf } from "../rest/routes.js";
import { type CallerPort, callersOf } from "../graphql/caller.js";
import { RequestLog, createLogger } from "../util/logger.js";
import { registerMetrics } from "./metrics.js";
import { currentRequest } from "./uncaught.js";
import { OPENAPI_PATH, buildOpenApi } from "../rest/openapi.js";
import { type PostedForm, loadPageRenderer } from "./page-renderer.js";
import { compressedPage, pageEncoding } from "./page-encoding.js";
import { answerError, withRequestId } from "./error-answers.js";
import { registerHealth } from "./health.js";
import { PERMISSIONS_POLICY, helmetOptions } from "./security-headers.js";
import { registerWebFiles } from "./web-files.js";
import { type ReadinessCheck, registerReadiness } from "./readiness.js";
import { openToAnyOrigin } from "./any-origin.js";

/** A caller's X-Request-Id is kept only when it is short and plain; else the id is ours. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Answers of this many bytes and more go out compressed where the caller accepts it. */
const COMPRESS_FROM = 1024;

/** In a page's shell: the browser sent no session cookie (web/src/lib/session). */
const NO_SESSION = '  <meta name="ga-session" content="none" />\n  ';

import type { ShellAnswer, ShellPort } from "./shell-port.js";

export type { ShellAnswer, ShellPage, ShellPort } from "./shell-port.js";

/** The schema's SDL, for API tokens (docs/api.md). */
export const SCHEMA_PATH = "/graphql/schema.graphql";

/** What the server gives a module's plain routes. */
export interface HttpRoutes {
  /** The request's context (a fresh `em`, the lazy viewer), as GraphQL and REST build it. */
  context(request: FastifyRequest, reply: FastifyReply): Promise<Context>;
  /** Executes a GraphQL operation in-process with `context`, as the REST rows do. */
  execute(
    context: Context,
    operation: { query: string; operationName?: string; variables: Record<string, unknown> },
  ): Promise<FormattedExecutionResult>;
  /**
   * Answers a form sent without the app with its page rendered by the server (the request's path)
   * showing `form`, with `status`: never cached.
   */
  answerForm(
    request: FastifyRequest,
    reply: FastifyReply,
    form: PostedForm,
    status: number,
  ): Promise<FastifyReply>;
}

/** What the server takes of a module: its REST rows, plain routes and how it tells the caller. */
export interface HttpModule extends RestModule {
  http?: NonNullable<RestModule["http"]> & {
    register(app: FastifyInstance, routes: HttpRoutes): void;
  };
  caller?: CallerPort;
  purchases?: PurchaseKind[];
  processorEvents?: ProcessorEventHandler[];
  shell?: ShellPort;
  /** Its own Prometheus metrics, served at /metrics beside the app's. */
  metrics?: Metric[];
  /** What /readyz asks of the parts outside the database (http/readiness.ts). */
  readiness?: ReadinessCheck[];
}

export interface AppOptions {
  /** The app's modules (modules/index.ts): the entry points compose. */
  modules: readonly HttpModule[];
  config: Config;
  orm: Orm;
  schema: GraphQLSchema;
  logLevel?: string;
  jobs: JobQueue<JobDeps>;
  /** The process's logger (main.ts); tests get a quiet one of their own unless they capture. */
  logger?: FastifyBaseLogger;
}

export async function buildApp({
  modules,
  config,
  orm,
  schema,
  jobs,
  logLevel,
  logger,
}: AppOptions) {
  const development = config.env === "development";
  const callers = callersOf(modules);
  const purchases = modules.flatMap(module => module.purchases ?? []);
  const processorEvents = modules.flatMap(module => module.processorEvents ?? []);
  const app = Fastify({
    loggerInstance: logger ?? createLogger(logLevel ?? (config.env === "test" ? "silent" : "info")),
    // One JSON line per answered request (method, route, status, time), with its reqId.
    logController: new RequestLog(),
    // A hop count as proxy-addr's trust function: hop 0 is the socket, then X-Forwarded-For
    // from the right. Only the hops we run are believed, never the client's own entries.
    trustProxy:
      typeof config.trustProxy === "number"
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // A caller's own X-Request-Id (a proxy's, a tool's) when it is safe to log; else a UUID.
    genReqId: request => {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // An address the router cannot read is answered as any bad request is, in our shape and
    // without the address echoed (Fastify's own answer has its code and the address).
    frameworkErrors: (error, _request, reply) =>
      error.code === "FST_ERR_MAX_PARAM_LENGTH"
        ? sendError(reply, 414, "The address is too long.", "BAD_REQUEST")
        : sendError(
            reply,
            400,
            "The address is not valid: it holds a broken %-escape.",
            "BAD_REQUEST",
          ),
  });
  // The request's id for the work it starts, so an error nobody catches is logged with it
  // (uncaught.ts). Entered again before the handler: the body is read in the socket's callbacks.
  app.addHook("onRequest", (request, _reply, done) => currentRequest.run(request.id, done));
  app.addHook("preHandler", (request, _reply, done) => currentRequest.run(request.id, done));
  if (config.env === "production") httpsOnly(app, config.publicUrl);

  // Bad input is the caller's error: a clear JSON answer with its status (error-answers.ts).
  app.setErrorHandler(answerError);

  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("x-request-id", request.id);
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    // Apollo refuses some requests (CSRF, no query) before our plugins run: the id goes in here.
    if (
      reply.statusCode >= 400 &&
      typeof payload === "string" &&
      request.routeOptions.url === "/graphql" &&
      !payload.includes('"requestId"')
    ) {
      return withRequestId(payload, request.id);
    }
  });

  await app.register(fastifyCookie);
  // The modules' caller hooks (API tokens: Authorization: Bearer gat_... on /graphql and /api,
  // the token's owner or a 401/429 here).
  for (const caller of callers) {
    const hook = caller.onRequest?.(() => orm.em.fork());
    if (hook) app.addHook("onRequest", hook);
  }
  // JSON, XML and the pages' HTML of 1 KB and more go out brotli or gzip, as the caller accepts. Static files are
  // not compressed here: the build ships .br and .gz beside each asset (preCompressed below).
  await app.register(fastifyCompress, {
    encodings: ["br", "gzip"],
    threshold: COMPRESS_FROM,
    customTypes: /^(?:application\/(?:[\w.-]+\+)?(?:json|xml)|text\/html)\b/,
  });
  await app.register(helmet, helmetOptions(config));

  const documents = loadPersistedDocuments();
  const operations = loadOperations(restOperationFilesOf(modules));
  const metrics = await registerMetrics(app, {
    config,
    orm,
    jobs,
    knownOperations: new Set([...operationNames(documents.values()), ...operations.keys()]),
    moduleMetrics: modules.flatMap(module => module.metrics ?? []),
  });
  const apollo = createApollo(schema, {
    documents,
    introspection: config.graphqlIntrospection,
    landingPage: development,
    app,
    plugins: metrics ? [metrics] : [],
  });
  await apollo.start();

  const session = callers.find(caller => caller.sessionViewer);
  const sessionViewer = (request: FastifyRequest, em: Context["em"]) =>
    session?.sessionViewer?.(request, em, config) ?? Promise.resolve(null);
  const hasSession = (request: FastifyRequest) =>
    callers.some(caller => caller.hasSession?.(request));

  const createContext = async (request: FastifyRequest, reply: FastifyReply): Promise<Context> => {
    const em = orm.em.fork();
    let viewer: Promise<Viewer | null> | undefined;
    const resolve = () =>
      (viewer ??= request.apiTokenViewer
        ? Promise.resolve(request.apiTokenViewer)
        : sessionViewer(request, em));
    const meta = requestMeta(request);
    return { em, viewer: resolve, config, meta, jobs, purchases, processorEvents, request, reply };
  };

  // CSRF is a browser attaching its ambient authority (our session cookies: SameSite=Lax, so
  // sent on a top-level cross-site GET) to a request another site caused. Apollo's rule
  // (csrfPrevention: a GET or a form-like POST needs a header that forces a CORS preflight,
  // which this origin refuses) therefore guards every request that carries a session cookie;
  // the web app posts JSON, a content type that forces the preflight by itself. A request
  // without our cookies carries nothing its sender could not send directly (an API token, or
  // no credentials): there the rule would only refuse the spec's plain GET query to curl and
  // integrators, so it is waived. A cross-site page still cannot read an answer (no CORS), run
  // a mutation over GET (405) or post JSON without a preflight.
  app.addHook("onRequest", async request => {
    if (request.url.split("?")[0] === "/graphql" && !hasSession(request)) {
      request.headers["apollo-require-preflight"] = "no-session-cookie";
    }
  });
  await app.register(fastifyApollo(apollo), {
    path: "/graphql",
    method: ["GET", "POST"],
    context: createContext,
  });
  // No CORS here (one origin), so a preflight or any other method is refused plainly.
  app.route({
    method: ["OPTIONS", "PUT", "PATCH", "DELETE"],
    url: "/graphql",
    handler: (request, reply) =>
      sendError(
        reply.header("allow", "GET, POST"),
        405,
        `${request.method} is not supported on /graphql: use GET or POST`,
        "METHOD_NOT_ALLOWED",
      ),
  });
  const restRoutes = restRoutesOf(modules);
  openToAnyOrigin(app, restRoutes, operations);
  registerRestRoutes(app, apollo, createContext, restRoutes, operations, schema);
  let openApi: string | undefined;
  app.get(OPENAPI_PATH, async (_request, reply) =>
    reply
      .type("application/json")
      .send((openApi ??= JSON.stringify(buildOpenApi(schema, modules)))),
  );
  // The schema's SDL (what `npm run schema` emits) for any signed-in caller: an API token's tools
  // read it where introspection is closed (production).
  let sdl: string | undefined;
  app.get(SCHEMA_PATH, async (request, reply) => {
    const viewer = await (await createContext(request, reply)).viewer();
    if (!viewer) {
      const message = "Send an API token (Authorization: Bearer gat_...) to read the schema";
      return sendError(reply, 401, message, "UNAUTHENTICATED");
    }
    return reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "no-store")
      .send((sdl ??= printSchemaSdl(schema)));
  });
  // The web app's shell dressed for a page (modules/site): the head, the status and, for a
  // visitor, the page rendered on the server; for a form sent without the app (a plain POST), that
  // page showing what was sent.
  const indexHtml = join(config.webDist, "index.html");
  const hasWeb = existsSync(indexHtml);
  const shell = hasWeb ? readFileSync(indexHtml, "utf8") : "";
  const dressers = modules.flatMap(module => (module.shell ? [module.shell] : []));
  const renderPage =
    hasWeb && dressers.length ? await loadPageRenderer(config.webDist, apollo) : null;
  const dressedPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    form?: PostedForm,
  ): Promise<ShellAnswer> => {
    const path = request.url.split("?")[0];
    // A visitor without a session cookie is told so: the app starts signed out, asking nothing.
    const signedIn = hasSession(request);
    const html = signedIn ? shell : shell.replace("</head>", `${NO_SESSION}</head>`);
    if (!dressers.length) return { status: 200, html };
    // The page's own head and body need the database; without it the shell still serves the app.
    const context = await createContext(request, reply);
    const url = request.url;
    const render =
      renderPage &&
      ((pageUrl: string, options?: { viewer?: boolean }) =>
        renderPage(pageUrl, context, form, options).catch((error: unknown) => {
          request.log.error({ err: error }, "The page could not be rendered on the server");
          return null; // the browser renders it
        }));
    return dressers[0]
      .dress({ html, path, url, host: request.host, signedIn, render, form }, context)
      .catch((error: unknown) => {
        request.log.error({ err: error }, "The page's head could not be read");
        return { status: 200, html };
      });
  };
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    page: { status: number; html: string },
  ) => {
    reply.type("text/html; charset=utf-8");
    // Compressed once per page the cache keeps (page-encoding.ts), not on each request.
    const encoding = pageEncoding(request.headers["accept-encoding"]);
    if (!encoding || page.html.length < COMPRESS_FROM)
      return reply.status(page.status).send(page.html);
    const body = await compressedPage(page, encoding);
    return reply
      .status(page.status)
      .header("vary", "accept-encoding")
      .header("content-encoding", encoding)
      .send(body);
  };
  const routes: HttpRoutes = {
    context: createContext,
    async execute(context, operation) {
      const response = await apollo.executeOperation(operation, { contextValue: context });
      if (response.body.kind !== "single") throw new Error("A form's operation must not stream");
      return response.body.singleResult;
    },
    async answerForm(request, reply, form, status) {
      // The visitor's own text: never kept by a cache on the way.
      reply.header("cache-control", "no-store");
      if (!hasWeb) {
        // No page to show it in (an install without the web build): the outcome in words.
        const said = form.sent ? ["Sent."] : [form.message, ...Object.values(form.errors)];
        const text = said.filter(Boolean).join("\n");
        return reply.status(status).type("text/plain; charset=utf-8").send(text);
      }
      const page = await dressedPage(request, reply, form);
      return sendPage(request, reply, { status, html: page.html });
    },
  };
  for (const module of modules) module.http?.register(app, routes);

  registerHealth(app, config);
  registerReadiness(app, { config, orm, checks: modules.flatMap(m => m.readiness ?? []) });

  if (hasWeb) await registerWebFiles(app, config.webDist);

  // Every GET that is not a file, /graphql or /api is a client route of the web app: its shell,
  // dressed for the page by the modules (modules/site: the head, the status and, for a visitor,
  // the page rendered on the server), or as it is. A route, not the 404 handler: its answer is
  // compressed like any other. Anything else unknown is a JSON 404.
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendError(
      reply,
      404,
      `No route for ${request.method} ${request.url.split("?")[0]}`,
      "NOT_FOUND",
    );
  app.setNotFoundHandler(notFound);
  if (hasWeb) {
    app.get("*", async (request, reply) => {
      const path = request.url.split("?")[0];
      if (path.startsWith("/api/") || path === "/api") return notFound(request, reply);
      const page = await dressedPage(request, reply);
      if (page.location) return reply.redirect(page.location, 302);
      // A page showing the viewer's own data: no cache on the way keeps it, nor the browser's.
      reply.header("cache-control", page.private ? "private, no-store" : "no-cache");
      return sendPage(request, reply, page);
    });
  }

  return app;
}
