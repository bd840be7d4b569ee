import type { ApolloServerPlugin } from "@apollo/server";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { execFileSync } from "node:child_process";
import { createHash, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import { BlockList, isIPv6 } from "node:net";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import {
  Counter,
  Gauge,
  Histogram,
  type Metric,
  Registry,
  collectDefaultMetrics,
} from "prom-client";
import { type Config, repoRoot } from "../config.js";
import type { Orm } from "../db/orm.js";
import type { Context } from "../graphql/context.js";
import type { JobQueue } from "../jobs/queue.js";
import { sendError } from "../rest/execute.js";

/** An error code as a label: a plain name, else `other`. */
const NAME = /^[A-Za-z0-9_]{1,64}$/;
/**
 * The route label of the web app's files (@fastify/static hides its routes from the schema): one
 * for all, as their hashed names change with every build.
 */
const WEB_FILES = "web files";
/** A scrape waits at most this long for the queue counts. */
const QUEUE_READ_MS = 2000;
const STATUS_CLASS = ["0xx", "1xx", "2xx", "3xx", "4xx", "5xx"];

/** Loopback and private networks: who may scrape in production when no token is set. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ["127.0.0.0", 8],
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv4");
}
PRIVATE.addAddress("::1", "ipv6");
PRIVATE.addSubnet("fc00::", 7, "ipv6");

const isPrivate = (ip: string) => PRIVATE.check(ip, isIPv6(ip) ? "ipv6" : "ipv4");
const digest = (text: string) => createHash("sha256").update(text).digest();

async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>(
    resolve => (timer = setTimeout(() => resolve(undefined), ms)),
  );
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The build's version (the API's package.json) and commit: GIT_COMMIT (the image's build
 * argument), else the checkout's `git rev-parse HEAD`, else `unknown`.
 */
function buildInfo(): { version: string; commit: string } {
  const { version } = JSON.parse(readFileSync(join(repoRoot, "api", "package.json"), "utf8")) as {
    version: string;
  };
  let commit = process.env.GIT_COMMIT?.trim();
  if (!commit) {
    try {
      commit = execFileSync("git", ["rev-parse", "HEAD"], {
        cwd: repoRoot,
        stdio: ["ignore", "pipe", "ignore"],
        timeout: 2000,
      })
        .toString()
        .trim();
    } catch {
      commit = undefined;
    }
  }
  return { version, commit: commit && /^[0-9a-zA-Z._-]{1,64}$/.test(commit) ? commit : "unknown" };
}

/** Why a scrape is refused, or nothing when it may read. */
function refusal(config: Config, request: FastifyRequest, token?: Buffer) {
  if (token) {
    const given = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
    return given !== undefined && timingSafeEqual(digest(given), token)
      ? undefined
      : { status: 401, message: "A valid metrics token is required", code: "UNAUTHENTICATED" };
  }
  if (!config.isProduction || isPrivate(request.ip)) return undefined;
  return {
    status: 403,
    message: "Metrics are served to private addresses only",
    code: "FORBIDDEN",
  };
}

/**
 * Prometheus metrics on a registry of this app's own: requests per route, GraphQL operations
 * and error codes, the database pool, the job queues and the process. Returns the Apollo plugin
 * that counts the operations (REST paths run theirs through it too), or nothing when off.
 */
export async function registerMetrics(
  app: FastifyInstance,
  {
    config,
    orm,
    jobs,
    knownOperations,
    moduleMetrics = [],
  }: {
    config: Config;
    orm: Orm;
    jobs: JobQueue<unknown>;
    /** The operation names counted by name (the web app's and the REST paths'); others: `other`. */
    knownOperations: ReadonlySet<string>;
    /** The modules' own metrics (AppModule.metrics). */
    moduleMetrics?: Metric[];
  },
): Promise<ApolloServerPlugin<Context> | undefined> {
  if (!config.metrics.enabled) {
    app.get("/metrics", (_request, reply) =>
      sendError(reply, 404, "Metrics are turned off", "NOT_FOUND"),
    );
    return undefined;
  }
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  for (const metric of moduleMetrics) registry.registerMetric(metric);

  // A caller's own operation names are theirs to choose: counting each would let them grow the
  // series without bound.
  const label = (name: string | null | undefined) =>
    !name ? "anonymous" : knownOperations.has(name) ? name : "other";

  const http = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP requests by route pattern, method and status class (_count is the request count)",
    labelNames: ["route", "method", "status_class"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const operations = new Histogram({
    name: "graphql_operation_duration_seconds",
    help: "GraphQL operations by name, over /graphql and the REST paths (_count is the count)",
    labelNames: ["operation"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const errors = new Counter({
    name: "graphql_errors_total",
    help: "GraphQL errors answered, by operation and error code",
    labelNames: ["operation", "code"],
    registers,
  });

  const pool = await orm.em.getConnection().getNativeClient();
  new Gauge({
    name: "db_pool_connections",
    help: "Connections of this process's database pool: idle, or used by a query or transaction",
    labelNames: ["state"],
    registers,
    collect() {
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "used" }, pool.totalCount - pool.idleCount);
    },
  });
  new Gauge({
    name: "db_pool_waiting_requests",
    help: "Queries and transactions of this process waiting for a database connection",
    registers,
    collect() {
      this.set(pool.waitingCount);
    },
  });
  const build = buildInfo();
  new Gauge({
    name: "guardian_build_info",
    help: "The running build: its version and source commit (GIT_COMMIT; always 1)",
    labelNames: ["version", "commit"],
    registers,
  }).set(build, 1);
  new Gauge({
    name: "job_queue_jobs",
    help: "Jobs per queue and state as pg-boss last counted them (absent when the read timed out)",
    labelNames: ["queue", "state"],
    registers,
    async collect() {
      this.reset();
      const queues = await within(jobs.queues(), QUEUE_READ_MS).catch(() => undefined);
      for (const queue of queues ?? []) {
        this.set({ queue: queue.name, state: "queued" }, queue.queuedCount);
        this.set({ queue: queue.name, state: "active" }, queue.activeCount);
        this.set({ queue: queue.name, state: "failed" }, queue.failedCount);
      }
    },
  });

  app.addHook("onResponse", (request, reply, done) => {
    http.observe(
      {
        route: (request.routeOptions.schema as { hide?: boolean } | undefined)?.hide
          ? WEB_FILES
          : (request.routeOptions.url ?? "other"),
        method: request.method,
        status_class: STATUS_CLASS[(reply.statusCode / 100) | 0] ?? "other",
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const token = config.metrics.token ? digest(config.metrics.token) : undefined;
  app.get("/metrics", async (request, reply) => {
    const refused = refusal(config, request, token);
    if (refused) {
      if (refused.status === 401) reply.header("www-authenticate", 'Bearer realm="metrics"');
      return sendError(reply, refused.status, refused.message, refused.code);
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });

  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operationName, request, response }) {
          const operation = label(operationName ?? request.operationName);
          operations.observe({ operation }, (performance.now() - started) / 1000);
          if (response.body.kind !== "single") return;
          for (const error of response.body.singleResult.errors ?? []) {
            const code = error.extensions?.code;
            errors.inc({
              operation,
              code: typeof code === "string" && NAME.test(code) ? code : "other",
            });
          }
        },
      };
    },
  };
}
