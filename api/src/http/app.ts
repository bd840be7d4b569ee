import fastifyApollo from "@as-integrations/fastify";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import { randomUUID } from "node:crypto";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from "fastify";
import type { GraphQLSchema } from "graphql";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../config.js";
import type { Orm } from "../db/orm.js";
import type { Context } from "../graphql/context.js";
import type { JobQueue } from "../jobs/queue.js";
import type { JobDeps } from "../modules/module.js";
import { AppError, statusOf } from "../graphql/errors.js";
import { createApollo } from "../graphql/server.js";
import type { Viewer } from "../graphql/roles.js";
import { modules } from "../modules/index.js";
import { accessCookie, requestMeta } from "../modules/auth/session-cookies.js";
import { resolveViewer } from "../modules/auth/session.service.js";
import { apiTokenHook } from "../modules/api-tokens/api-token-auth.js";
import { registerRestRoutes, sendError } from "../rest/execute.js";
import { OPENAPI_PATH, buildOpenApi } from "../rest/openapi.js";

/** Never logged: session cookies and credentials. */
export const LOG_REDACT = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
];

/** Features the portal never uses; Stripe's card form may ask for payment handlers. */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com")';

export interface AppOptions {
  config: Config;
  orm: Orm;
  schema: GraphQLSchema;
  logLevel?: string;
  jobs: JobQueue<JobDeps>;
  /** The process's logger (main.ts); tests get a quiet one of their own. */
  logger?: FastifyBaseLogger;
}

export async function buildApp({ config, orm, schema, jobs, logLevel, logger }: AppOptions) {
  const development = config.env === "development";
  const app = Fastify({
    ...(logger
      ? { loggerInstance: logger }
      : {
          logger: {
            level: logLevel ?? (config.env === "test" ? "silent" : "info"),
            redact: LOG_REDACT,
          },
        }),
    // Errors are logged where they happen; a line per request would drown them.
    logController: new LogController({ disableRequestLogging: true }),
    // A hop count as proxy-addr's trust function: hop 0 is the socket, then X-Forwarded-For
    // from the right. Only the hops we run are believed, never the client's own entries.
    trustProxy:
      typeof config.trustProxy === "number"
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // Our own ids: a caller's X-Request-Id header must not name our log lines.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
  });

  // Bad input is the caller's error: a clear JSON answer with its status, never a 500 with a stack.
  app.setErrorHandler(
    (error: { statusCode?: number; code?: string; message: string }, request, reply) => {
      // A coded refusal from a plain route (downloads, webhooks): its status from the one table.
      if (error instanceof AppError) {
        return sendError(reply, statusOf(error.code), error.message, error.code);
      }
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500
          ? error.statusCode
          : 500;
      if (status === 500) {
        request.log.error({ err: error }, "request failed");
        return sendError(reply, 500, "Internal server error", "INTERNAL_SERVER_ERROR");
      }
      const message =
        error.code === "FST_ERR_CTP_INVALID_JSON_BODY"
          ? "Malformed JSON in request body"
          : error.message;
      return sendError(reply, status, message, error.code ?? "BAD_REQUEST");
    },
  );

  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
    reply.header("permissions-policy", PERMISSIONS_POLICY);
  });

  await app.register(fastifyCookie);
  // Authorization: Bearer gat_... on /graphql and /api: the token's owner, or a 401/429 here.
  app.addHook(
    "onRequest",
    apiTokenHook(() => orm.em.fork()),
  );
  // JSON answers of 1 KB and more go out brotli or gzip, as the caller accepts. Static files are
  // not compressed here: the build ships .br and .gz beside each asset (preCompressed below).
  await app.register(fastifyCompress, {
    encodings: ["br", "gzip"],
    threshold: 1024,
    customTypes: /^application\/(?:[\w.-]+\+)?json\b/,
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          "https://js.stripe.com",
          ...(development
            ? ["'unsafe-inline'", "https://embeddable-sandbox.cdn.apollographql.com"]
            : []),
        ],
        frameSrc: [
          "'self'",
          "https://js.stripe.com",
          "https://hooks.stripe.com",
          ...(development ? ["https://sandbox.embed.apollographql.com"] : []),
        ],
        connectSrc: ["'self'", "https://api.stripe.com"],
        imgSrc: ["'self'", "data:", "https:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", "data:"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    hsts: config.isProduction,
  });

  const apollo = createApollo(schema, {
    introspection: config.graphqlIntrospection,
    landingPage: development,
    app,
  });
  await apollo.start();

  const createContext = async (request: FastifyRequest, reply: FastifyReply): Promise<Context> => {
    const em = orm.em.fork();
    let viewer: Promise<Viewer | null> | undefined;
    const resolve = () =>
      (viewer ??= request.apiTokenViewer
        ? Promise.resolve(request.apiTokenViewer)
        : resolveViewer(accessCookie(request), em, config, requestMeta(request)));
    return { em, viewer: resolve, config, jobs, request, reply };
  };

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
  registerRestRoutes(app, apollo, createContext);
  let openApi: string | undefined;
  app.get(OPENAPI_PATH, async (_request, reply) =>
    reply.type("application/json").send((openApi ??= JSON.stringify(buildOpenApi(schema)))),
  );
  for (const module of modules) module.http?.register(app, { context: createContext });

  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    try {
      await orm.em.getConnection().execute("select 1");
      return { status: "ready", database: "reachable" };
    } catch {
      return reply.status(503).send({ status: "unavailable", database: "unreachable" });
    }
  });

  const indexHtml = join(config.webDist, "index.html");
  const hasWeb = existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The build's .br/.gz beside each asset, chosen by Accept-Encoding.
      preCompressed: true,
      // dist/.vite holds the build manifest: not a page of the site.
      dotfiles: "ignore",
      setHeaders(res, path) {
        // Vite's hashed assets never change; everything else is revalidated.
        res.header(
          "cache-control",
          path.includes(`${join(config.webDist, "assets")}`)
            ? "public, max-age=31536000, immutable"
            : "no-cache",
        );
      },
    });
  }

  // Unknown /api paths are a JSON 404; every other GET is a client route of the web app.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0];
    if (
      hasWeb &&
      (request.method === "GET" || request.method === "HEAD") &&
      !path.startsWith("/api/") &&
      path !== "/api"
    ) {
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return sendError(reply, 404, `No route for ${request.method} ${path}`, "NOT_FOUND");
  });

  return app;
}
