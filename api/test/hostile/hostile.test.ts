import fc from "fast-check";
import { buildSchema } from "graphql";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { AuditEventType } from "../../src/modules/audit/audit-event.entity.js";
import { LegalDocumentType } from "../../src/modules/legal/legal-document.entity.js";
import { UserService } from "../../src/modules/auth/user.service.js";
import { OPENAPI_PATH } from "../../src/rest/openapi.js";
import { SCHEMA_PATH } from "../../src/http/app.js";
import { httpRoutes, restRoutes } from "../composed.js";
import { type TestApp, startTestApp } from "../app.js";
import { Client } from "../client.js";
import { createCourse, createLegalDocument, createPartner } from "../factories.js";
import { LIST_CURSORS, NASTY_STRINGS, someAddress } from "./hostile-values.js";
import { writeWebBuild } from "../web-build.js";
import { refundablePayment } from "./fixtures.js";
import {
  CREDENTIALS_TARGET,
  FIXTURE_ID,
  type HostileRequest,
  PAGES_TARGET,
  REFUND_RETRIES_TARGET,
  SIGNATURE_COST_TARGET,
  STALE_RESET_TARGET,
  STALE_RESET_TOKENS,
  cacheFloodRequests,
  targetsOf,
} from "./targets.js";
import { renderedUrl } from "../../src/modules/site/page-body.rules.js";
import { PasswordResetToken } from "../../src/modules/auth/password-reset-token.entity.js";
import { hashToken } from "../../src/modules/api-tokens/api-tokens.service.js";

/**
 * Every root field and REST path gets generated hostile input (wrong types, NUL, lone
 * surrogates, huge strings, prototype names, injections, boundary numbers, broken and bombed
 * pictures, forged cursors) from every kind of caller; so does every page of the web app, and the
 * rendered pages get query strings made up to flood their cache. Passing: no 5xx, no stack or database
 * text, no write from a refused request, and the portal still answers `/healthz` after each.
 * `npm test` runs a fixed-seed 500 cases (HOSTILE_RUNS); `npm run test:hostile` runs 20 000.
 */
const RUNS = Number(process.env.HOSTILE_RUNS || 500);
const SEED = Number(process.env.HOSTILE_SEED || 20261122);
const schema = buildSchema(
  readFileSync(new URL("../../../schema/schema.graphql", import.meta.url), "utf8"),
);
const paths = [
  ...restRoutes,
  ...httpRoutes,
  { method: "GET" as const, path: OPENAPI_PATH },
  { method: "GET" as const, path: SCHEMA_PATH },
];
const targets = targetsOf(schema, paths);

/** What no answer may contain: stack frames, paths, database and runtime error text. */
const LEAKS =
  /\n\s+at |node_modules|\/work\/|\/root\/|\/home\/|\/tmp\/|\.[jt]s:\d+|relation "|column "|violates|duplicate key|invalid input syntax|syntax error at or near|PostgreSQL|\bpg_|SQLSTATE|DriverException|MikroORM|unsupported Unicode escape|TypeError|ReferenceError|RangeError|Cannot read prop/g;

/**
 * Hostile strings that look like leaks ('"; select pg_sleep(1); --'): earlier cases store them
 * (a failed sign-in's username in the audit log), and a later answer may rightly show them again,
 * as sent, inside CSV quotes (`""`) or a JSON string (`\"`).
 */
const STORED = NASTY_STRINGS.filter(text => text.match(LEAKS)).flatMap(text => [
  text,
  text.replaceAll('"', '""'),
  JSON.stringify(text).slice(1, -1),
]);

/**
 * Leak text in an answer, except what merely echoes the request (a refused value quoted back) or
 * shows a stored hostile string whole.
 */
const leakIn = (answer: string, request: HostileRequest) =>
  STORED.reduce((rest, text) => rest.replaceAll(text, ""), answer)
    .match(LEAKS)
    ?.find(found => !`${request.path} ${request.body} ${formText(request)}`.includes(found)) ??
  null;

/** A form body's values as sent (a page showing a sent form quotes them back). */
const formText = (request: HostileRequest) =>
  request.headers["content-type"] === "application/x-www-form-urlencoded"
    ? [...new URLSearchParams(request.body ?? "").values()].join(" ")
    : "";
/**
 * Tables a refused request writes to on purpose: the login history, the audit log, rate counts
 * (a Bearer token, good or forged, is charged to its address's bucket before it is looked up),
 * and the verification checks' 5-minute cache (acknowledging an unknown finding reads the
 * findings first, and a read on a cold cache fills it).
 */
const RECORDS_REFUSALS = new Set([
  "login_attempts",
  "audit_events",
  "rate_limits",
  "rate_buckets",
  "verification_cache",
]);

type Role = "anonymous" | "learner" | "superAdmin";
const PASSWORD = "Hostile#2026x";

let app: TestApp;
let web: string;
let countRows: () => Promise<Record<string, number>>;
const sessions = new Map<Role, Client>();
const accounts = new Map<Role, { id: number; username: string }>();

async function signIn(role: Exclude<Role, "anonymous">) {
  const { id, username } = accounts.get(role)!;
  // Hostile password changes may have locked the account: this harness lets it in again.
  await app.orm.em
    .getConnection()
    .execute(`update users set locked_until = null, failed_login_count = 0 where id = ?`, [id]);
  const client = new Client(app, "hostile", "192.0.2.10");
  const response = await client.login(username, PASSWORD);
  if (response.status !== 200) throw new Error(`${role} could not sign in: ${response.status}`);
  sessions.set(role, client);
}

beforeAll(async () => {
  // The pages need a web build: the shell and a renderer standing in for the app's.
  web = writeWebBuild();
  app = await startTestApp({ demo: false, env: { WEB_DIST: join(web, "dist") } });
  const em = app.orm.em.fork();
  // The suite's own accounts get ids no generated number names (0, 1, 2^31 - 1 ...): a hostile
  // super admin's case may delete, suspend or reset the password of the user it names.
  await em.getConnection().execute("select setval('users_id_seq', 1000003)");
  // What a request must find before it reads a picture: an agreement to sign and a course.
  for (const table of ["courses", "legal_documents"]) {
    await em.getConnection().execute(`select setval('${table}_id_seq', ${FIXTURE_ID - 1})`);
  }
  const fixtures = [
    await createCourse(app),
    await createLegalDocument(app, LegalDocumentType.ENROLLMENT_AGREEMENT),
  ];
  if (fixtures.some(row => row.id !== FIXTURE_ID)) throw new Error("fixture ids moved");
  await refundablePayment(em);
  for (const role of ["learner", "superAdmin"] as const) {
    const username = `hostile${role.toLowerCase()}`;
    const user = await new UserService(em.fork()).create(
      {
        username,
        email: `${username}@example.com`,
        password: PASSWORD,
        firstName: "Hos",
        lastName: "Tile",
        isAdmin: role === "superAdmin",
        isSuperAdmin: role === "superAdmin",
      },
      { type: AuditEventType.UserCreated },
    );
    accounts.set(role, { id: user.id, username });
    await signIn(role);
  }
  // A partner the learner administers, at the id the generated numbers name first (1): the
  // partner operations' partnerId reaches a real partner's read, not only the refusal.
  const learner = accounts.get("learner")!;
  const partner = await createPartner(app, {
    admin: { id: learner.id, email: `${learner.username}@example.com` },
  });
  if (partner.id !== 1) throw new Error("fixture ids moved");
  await staleResetLinks();
  const tables = await em.getConnection().execute<{ table_name: string }[]>(
    `select table_name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'mikro_orm_migrations'`,
  );
  const sql = `select ${tables.map(t => `(select count(*)::int from "${t.table_name}") as "${t.table_name}"`).join(", ")}`;
  countRows = async () => {
    const [row] = await app.orm.em.getConnection().execute<Record<string, number>[]>(sql);
    return row;
  };
}, 60_000);
/**
 * The stale reset links of STALE_RESET_TOKENS: each mailed to an account of its own (as a link
 * is, live for 30 minutes) and then ended by the change it names.
 */
async function staleResetLinks() {
  const em = app.orm.em.fork();
  const admin = sessions.get("superAdmin")!;
  const changes: Record<keyof typeof STALE_RESET_TOKENS, (id: number) => Promise<unknown>> = {
    ownChange: async () => {
      const owner = new Client(app, "hostile", "192.0.2.11");
      await owner.login(username("ownChange"), PASSWORD);
      return owner.graphql(
        `mutation { changePassword(input: { currentPassword: ${JSON.stringify(PASSWORD)}, newPassword: "Changed#2026x", confirmPassword: "Changed#2026x" }) { success } }`,
      );
    },
    adminReset: id =>
      admin.graphql(
        `mutation($id: Int!) { adminResetPassword(id: $id, input: { newPassword: "Reset#2026x", confirmPassword: "Reset#2026x" }) { success } }`,
        { id },
      ),
    forceLogout: id =>
      admin.graphql(`mutation($id: Int!) { forceLogoutUser(userId: $id) { success } }`, { id }),
  };
  function username(change: string) {
    return `hostilereset${change.toLowerCase()}`;
  }
  for (const [change, token] of Object.entries(STALE_RESET_TOKENS)) {
    const user = await new UserService(em.fork()).create(
      {
        username: username(change),
        email: `${username(change)}@example.com`,
        password: PASSWORD,
        firstName: "Re",
        lastName: "Set",
      },
      { type: AuditEventType.UserCreated },
    );
    em.create(PasswordResetToken, {
      user: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 30 * 60_000),
    });
    await em.flush();
    const { body } = (await changes[change as keyof typeof STALE_RESET_TOKENS](user.id)) as {
      body: { errors?: unknown[] };
    };
    if (body.errors) throw new Error(`${change}: ${JSON.stringify(body.errors)}`);
  }
}

afterAll(async () => {
  await app?.close();
  rmSync(web, { recursive: true, force: true });
});

async function send(request: HostileRequest, role: Role, address: string) {
  const client = new Client(app, "hostile", address);
  for (const [name, value] of sessions.get(role)?.cookies ?? []) client.cookies.set(name, value);
  const response = await client.request(request.path, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  return { status: response.status, text: await response.text() };
}

/** A refusal: an HTTP error, or a GraphQL answer whose root field came back empty with errors. */
function refused(status: number, text: string, field?: string): boolean {
  if (status >= 400) return true;
  if (!field) return false;
  try {
    const body = JSON.parse(text) as { data?: Record<string, unknown> | null; errors?: unknown[] };
    return Boolean(body.errors?.length) && (body.data == null || body.data[field] == null);
  } catch {
    return false;
  }
}

/** The portal still answers: the same server's health check, after every case. */
async function alive(): Promise<boolean> {
  try {
    const response = await app.request("/healthz");
    return (
      response.status === 200 && ((await response.json()) as { status?: string }).status === "ok"
    );
  } catch {
    return false;
  }
}

const cases = fc.tuple(
  fc.constantFrom<Role>("anonymous", "learner", "superAdmin"),
  someAddress,
  fc.integer(),
);

describe("hostile input", () => {
  it("walks every root field of the schema and every REST path", () => {
    const fields = [schema.getQueryType()!, schema.getMutationType()!].flatMap(type =>
      Object.keys(type.getFields()).map(name => `${type.name}.${name}`),
    );
    const names = targets.map(t => t.name);
    expect(names).toEqual(expect.arrayContaining(fields));
    expect(names).toEqual(expect.arrayContaining(paths.map(r => `${r.method} ${r.path}`)));
    const own = [
      PAGES_TARGET,
      CREDENTIALS_TARGET,
      REFUND_RETRIES_TARGET,
      SIGNATURE_COST_TARGET,
      STALE_RESET_TARGET,
    ];
    expect(names).toEqual(expect.arrayContaining(own));
    expect(names).toHaveLength(fields.length + paths.length + own.length);
  });

  it("knows the cursors of every list", () => {
    const lists = [schema.getQueryType()!, schema.getMutationType()!].flatMap(type =>
      Object.values(type.getFields())
        .filter(field => field.args.some(arg => arg.name === "after"))
        .map(field => field.name),
    );
    expect(Object.keys(LIST_CURSORS).sort()).toEqual(lists.sort());
  });

  it("cache-key flooding: a made-up query string never renders a page anew", async () => {
    // The renderer standing in for the web build's lists each URL it renders (test/web-build.ts).
    const scope = globalThis as { rendered?: string[] };
    scope.rendered = [];
    const asked = new Set<string>();
    try {
      await fc.assert(
        fc.asyncProperty(cacheFloodRequests, someAddress, async (request, address) => {
          const { status, text } = await send(request, "anonymous", address);
          const [path] = request.path.split("?");
          asked.add(renderedUrl(path, request.path)!);
          expect({
            case: request.path,
            status: status < 500 ? "ok" : status,
            leak: leakIn(text, request),
          }).toEqual({ case: request.path, status: "ok", leak: null });
        }),
        { seed: SEED, numRuns: Math.min(RUNS, 500), endOnFailure: true },
      );
      // Each page is rendered at its path and the parameters it reads, in one order, each once:
      // never at a URL that holds anything else.
      const strays = scope.rendered.filter(url => !asked.has(url));
      expect(strays).toEqual([]);
      expect(scope.rendered.length).toBeGreaterThan(0);
    } finally {
      delete scope.rendered;
    }
  }, 120_000);

  it(
    `answers ${RUNS} generated cases (seed ${SEED}) without a 5xx, a leak or a write from a refusal`,
    async () => {
      console.log(`hostile input: ${RUNS} cases, seed ${SEED}, ${targets.length} targets`);
      let run = 0;
      await fc.assert(
        fc.asyncProperty(cases, async ([drawn, address, seed]) => {
          // Round-robin over the targets, so each gets its share whatever the draw.
          const target = targets[run++ % targets.length];
          const [request] = fc.sample(target.requests, { seed, numRuns: 1 });
          const role = request.role ?? drawn;
          // The suite's learner signs far more often than a person: its per-account count of
          // signatures starts afresh at each case (the per-address one stays, as addresses vary).
          await app.orm.em
            .getConnection()
            .execute(`delete from rate_limits where bucket = 'sign-agreement-account'`);
          const before = await countRows();
          const { status, text } = await send(request, role, address);
          const after = await countRows();
          const shown = `${role} ${request.method} ${request.path.slice(0, 1000)} ${String(request.body).slice(0, 300)}`;
          expect({
            case: shown,
            status: status < 500 ? "ok" : status,
            leak: leakIn(text, request),
            alive: await alive(),
          }).toEqual({
            case: shown,
            status: "ok",
            leak: null,
            alive: true,
          });
          if (request.mustRefuse) {
            expect({ case: shown, refused: refused(status, text, request.field) }).toEqual({
              case: shown,
              refused: true,
            });
          }
          if (refused(status, text, request.field)) {
            const changed = Object.keys(before).filter(
              table => !RECORDS_REFUSALS.has(table) && before[table] !== after[table],
            );
            expect({ case: shown, answer: text.slice(0, 300), changed }).toEqual({
              case: shown,
              answer: text.slice(0, 300),
              changed: [],
            });
          }
          if (role !== "anonymous" && /UNAUTHENTICATED/.test(text)) await signIn(role);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true, includeErrorInReport: true },
      );
    },
    Math.max(120_000, RUNS * 100),
  );
});
