import "reflect-metadata";
import { type Config, loadConfig } from "../src/config.js";
import type { Orm } from "../src/db/orm.js";
import { prepareDatabase } from "../src/seed/prepare.js";
import { buildApp } from "../src/http/app.js";
import { createLogger } from "../src/util/logger.js";
import type { JobQueue } from "../src/jobs/queue.js";
import type { JobDeps } from "../src/jobs/deps.js";
import { createSchema, modules, openOrm, startJobs } from "./composed.js";
import { createTestDatabase } from "./database.js";
import { MOODLE_TOKEN, MoodleFake } from "./fakes/moodle.js";
import { SmtpReceiver } from "./fakes/smtp.js";
import { StripeFake } from "./fakes/stripe.js";

/** A response body, typed by the caller. */
export function readJson<T = Record<string, unknown>>(response: Response): Promise<T> {
  return response.json() as Promise<T>;
}

export interface ErrorBody {
  message: string;
  code: string;
}

/** The signing keys of every test app, for tests that forge or mint tokens. */
export const TEST_SECRETS = {
  jwt: "t".repeat(48),
  sso: "s".repeat(48),
  /** An Ed25519 private JWK made for the tests only: certificates are signed with it. */
  certificate:
    '{"crv":"Ed25519","d":"L1zRR9PvFqC-h-QHSzssPy7ZtNq7idhbTdoaxHOnJ_k","x":"388IDAlv4gNtPdJAp0QUyToY3wSZ8pigxdUvSVOey1s","kty":"OKP"}',
  /** A P-256 private JWK made for the tests only: the OpenID provider signs ID tokens with it. */
  oidc: '{"kty":"EC","x":"VIbNoxnh3TLTZ0LK4YIz0dacdiYzNI0VLMhNTLt6MBk","y":"APc5wixvvjTJpM3PgDAmHwldlD7ow7dIBqfIuurQF3I","crv":"P-256","d":"tppH7GxMhPUU9rXSJxxCJREVBNDvRCEx5Q9mdDZJuts"}',
};

/** The environment of a test app in production mode (production insists on these). */
export const PRODUCTION_ENV = {
  NODE_ENV: "production",
  STRIPE_SECRET_KEY: "sk_test_x",
  STRIPE_PUBLISHABLE_KEY: "pk_test_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
  STRIPE_CONNECT_WEBHOOK_SECRET: "whsec_connect_x",
  // Nothing here sends mail; production only insists that a server is named.
  SMTP_URL: "smtp://127.0.0.1:9",
  MAIL_FROM: "no-reply@example.org",
  PUBLIC_URL: "https://academy.example.org",
  // Nothing here reaches Moodle; production only insists that a learning system is named.
  LMS_URL: "https://lms.example.org",
  LMS_TOKEN: "t".repeat(32),
};

/** The webhook secret of a test app started with `{ stripe: true }`. */
export const STRIPE_WEBHOOK_SECRET = "whsec_test_portal";
/** The Connect webhook's secret of a test app started with `{ stripe: true }`. */
export const STRIPE_CONNECT_WEBHOOK_SECRET = "whsec_test_connect";

/** The outside services a test app can start with (`startTestApp({ lms: true })`): fakes. */
interface Fakes {
  /** Moodle (test/fakes/moodle.ts): the app's LMS_URL and LMS_TOKEN. */
  lms: MoodleFake;
  /** Stripe's API (test/fakes/stripe.ts): the app's Stripe keys and STRIPE_API_BASE. */
  stripe: StripeFake;
  /** A mail server (test/fakes/smtp.ts): the app's SMTP_URL and MAIL_FROM. */
  mail: SmtpReceiver;
}

/** Starts the fakes asked for and the environment that points the app at them. */
async function startFakes(asked: { [Name in keyof Fakes]?: boolean }) {
  const fakes: Partial<Fakes> = {};
  const env: Record<string, string> = {};
  if (asked.lms) {
    const lms = (fakes.lms = await new MoodleFake().start());
    Object.assign(env, { LMS_URL: lms.baseUrl, LMS_TOKEN: MOODLE_TOKEN });
  }
  if (asked.stripe) {
    const stripe = (fakes.stripe = await new StripeFake().start());
    Object.assign(env, {
      STRIPE_SECRET_KEY: "sk_test_portal",
      STRIPE_PUBLISHABLE_KEY: "pk_test_portal",
      STRIPE_WEBHOOK_SECRET,
      STRIPE_CONNECT_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.apiBase,
    });
  }
  if (asked.mail) {
    const mail = (fakes.mail = await new SmtpReceiver().start());
    Object.assign(env, {
      SMTP_URL: mail.url,
      MAIL_FROM: "Guardian Academy <no-reply@academy.example.org>",
    });
  }
  const close = () => Promise.all([fakes.lms?.close(), fakes.stripe?.close(), fakes.mail?.stop()]);
  /** A fake the test did not ask for is a mistake in the test: said at once. */
  const fake = <Name extends keyof Fakes>(name: Name): Fakes[Name] => {
    const started = fakes[name];
    if (!started) throw new Error(`Start the test app with { ${name}: true } to use its ${name}`);
    return started;
  };
  return { env, close, fake };
}

export interface TestApp extends Readonly<Fakes> {
  url: string;
  orm: Orm;
  /** For a second process's worth of job workers on the same database. */
  databaseUrl: string;
  config: Config;
  /** The app's job queue (tests spy on what it is asked to send). */
  jobs: JobQueue<JobDeps>;
  /** The routes Fastify serves, as `METHOD /path` (Fastify's `:param` syntax; HEAD left out). */
  routes(): string[];
  close(): Promise<void>;
  /** GET or POST a path of the real server; JSON bodies are sent as JSON. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{
    status: number;
    body: { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  }>;
}

/** Fastify's route tree (`├── /api/a/:id (GET, HEAD)` with children indented) as a list. */
function servedRoutes(tree: string): string[] {
  const stack: string[] = [];
  return tree.split("\n").flatMap(line => {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) return [];
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    const methods = match[3]?.split(", ").filter(method => method !== "HEAD") ?? [];
    return methods.map(method => `${method} ${stack.join("")}`);
  });
}

/** The real server on a free port with its own migrated database (a template's copy), demo data. */
export async function startTestApp(
  options: {
    demo?: boolean;
    env?: Record<string, string>;
    workers?: boolean;
    /** Receives every log line the app writes at the production level (log canary tests). */
    logTo?: { write(line: string): void };
    /** A database of the test's own making (reliability tests kill and restart its server). */
    database?: { url: string; drop(): Promise<void> };
    /** Called with every SQL statement the ORM sends (statement-count tests). */
    onQuery?: (sql: string, params: readonly unknown[]) => void;
    /** Fakes of outside services, started with the app, its environment pointed at them (Fakes). */
    lms?: boolean;
    stripe?: boolean;
    mail?: boolean;
    /** The port to listen on (a test that sets PUBLIC_URL to the app's own address); else any. */
    port?: number;
  } = {},
): Promise<TestApp> {
  const demo = options.demo ?? true;
  const fakes = await startFakes(options);
  const database =
    options.database ?? (await createTestDatabase({ template: demo ? "demo" : "migrated" }));
  const orm = await openOrm(database.url, { pool: 4, onQuery: options.onQuery });
  // A template's copy is ready; a database of the test's own making is prepared as at start.
  if (options.database) await prepareDatabase(orm, database.url, { demo });
  const config = loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: database.url,
    JWT_SECRET: TEST_SECRETS.jwt,
    SSO_SHARED_SECRET: TEST_SECRETS.sso,
    CERTIFICATE_SIGNING_KEY: TEST_SECRETS.certificate,
    OIDC_SIGNING_KEY: TEST_SECRETS.oidc,
    WEB_DIST: "/nonexistent",
    // The test client is the one proxy hop: X-Forwarded-For sets a request's client address.
    TRUST_PROXY: "1",
    // Tests with workers wait for jobs one after another: idle workers look every half second.
    JOB_POLLING_SECONDS: "0.5",
    ...fakes.env,
    ...options.env,
  });
  const logger = options.logTo
    ? createLogger("info", options.logTo)
    : createLogger(process.env.TEST_LOG ?? "silent");
  // Jobs are queued always; they run here only for tests that ask (workers: true).
  const jobs = await startJobs(
    database.url,
    { orm, config, logger },
    {
      workers: options.workers ?? false,
      onError: error => console.error("background job error", error),
    },
  );
  const app = await buildApp({
    modules,
    config,
    orm,
    schema: await createSchema(),
    jobs,
    logger,
  });
  await app.listen({ port: options.port ?? 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;

  const request = (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    // Production answers only HTTPS: the test client is the TLS proxy in front of it.
    if (config.env === "production" && !headers.has("x-forwarded-proto")) {
      headers.set("x-forwarded-proto", "https");
    }
    if (json === undefined) return fetch(url + path, { ...rest, headers });
    headers.set("content-type", "application/json");
    return fetch(url + path, { method: "POST", ...rest, headers, body: JSON.stringify(json) });
  };

  return {
    url,
    orm,
    databaseUrl: database.url,
    config,
    jobs,
    request,
    routes: () => servedRoutes(app.printRoutes({ commonPrefix: false })),
    get lms() {
      return fakes.fake("lms");
    },
    get stripe() {
      return fakes.fake("stripe");
    },
    get mail() {
      return fakes.fake("mail");
    },
    async graphql(query, variables) {
      const response = await request("/graphql", { json: { query, variables } });
      return { status: response.status, body: await readJson(response) };
    },
    async close() {
      // Step by step, each named if it takes long: a rare hang of protocol.test.ts's afterAll
      // (closing three apps) has not been located yet.
      const steps: [string, () => Promise<unknown>][] = [
        ["app.close", () => app.close()],
        ["jobs.stop", () => jobs.stop()],
        ["orm.close", () => orm.close()],
        ["database.drop", () => database.drop()],
        ["fakes.close", () => fakes.close()],
      ];
      for (const [step, run] of steps) {
        const slow = setTimeout(() => console.warn(`close: ${step} pending after 20 s`), 20_000);
        await run().finally(() => clearTimeout(slow));
      }
    },
  };
}
