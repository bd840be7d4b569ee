import type { GraphQLSchema } from "graphql";
import { createSchema } from "./composed.js";
import type {
  Outcome,
  PermissionFixtures,
  PermissionRow,
  SignedInWho,
  Who,
} from "./permissions/matrix.js";
import { permissionRows } from "./permissions/index.js";
import { LegalDocumentType } from "../src/modules/legal/legal-document.entity.js";
import { randomBytes } from "node:crypto";
import { ApiToken, ApiTokenRole } from "../src/modules/api-tokens/api-token.entity.js";
import { API_TOKEN_LIMITS } from "../src/modules/api-tokens/api-token-limits.rules.js";
import { hashToken } from "../src/modules/api-tokens/api-tokens.service.js";
import { User } from "../src/modules/users/user.entity.js";
import { type AnswerCheck, answerChecker } from "./openapi-answers.js";
import { type TestApp, startTestApp } from "./app.js";
import { Client, someAddress } from "./client.js";
import {
  type FactoryUser,
  type UserKind,
  createCourse,
  createLegalDocument,
  createPartner,
  createUser,
  signIn,
  unique,
} from "./factories.js";
import { siblingToken } from "./tokens.js";

/**
 * Who may call what: every root query and mutation × every kind of caller, through /graphql and
 * through its REST path. A new operation fails this test until it has a row.
 */
const WHO: Who[] = [
  "anonymous",
  "learner",
  "otherLearner",
  "agencyManager",
  "partnerAdmin",
  "otherPartnerAdmin",
  "admin",
  "superAdmin",
];
const STATUS: Record<Outcome, number> = {
  OK: 200,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
};
type Row = PermissionRow;

/** Each caller is an account of this test's own, made by the factories: no demo accounts. */
const KINDS: Record<SignedInWho, UserKind> = {
  learner: "learner",
  otherLearner: "learner",
  agencyManager: "learner",
  partnerAdmin: "learner",
  otherPartnerAdmin: "learner",
  admin: "admin",
  superAdmin: "superAdmin",
};
const users = new Map<SignedInWho, FactoryUser>();
let courseId = 0;
let agreementDocumentId = 0;
let partnerId = 0;
const fixtures: PermissionFixtures = {
  unique,
  credentials: who => [users.get(who)!.username, users.get(who)!.password],
  courseId: () => courseId,
  agreementDocumentId: () => agreementDocumentId,
  siblingToken: () => siblingToken(users.get("learner")!.id),
  newAdmin: async () => (await createUser(app, { kind: "admin" })).id,
  partnerId: () => partnerId,
};
const ROWS: Record<string, Row> = permissionRows(fixtures);

let app: TestApp;
let schema: GraphQLSchema;
const sessions = new Map<Who, Client>();

const savedLimits: Partial<typeof API_TOKEN_LIMITS> = {};
let asDocumented: AnswerCheck;
beforeAll(async () => {
  app = await startTestApp({ demo: false });
  schema = await createSchema();
  sessions.set("anonymous", new Client(app));
  for (const who of Object.keys(KINDS) as SignedInWho[]) {
    const user = await createUser(app, { kind: KINDS[who] });
    users.set(who, user);
    sessions.set(who, await signIn(app, user));
  }
  courseId = (await createCourse(app)).id;
  await manageAgency(sessions.get("agencyManager")!, sessions.get("superAdmin")!);
  partnerId = (await createPartner(app, { admin: users.get("partnerAdmin")! })).id;
  await createPartner(app, { admin: users.get("otherPartnerAdmin")! });
  asDocumented = await answerChecker(app);
  // The public pages the legal rows read; the demo data would bring them, this test needs none.
  await createLegalDocument(app, LegalDocumentType.TERMS_OF_SERVICE);
  agreementDocumentId = (await createLegalDocument(app, LegalDocumentType.ENROLLMENT_AGREEMENT)).id;
  // Personal API tokens of the same users; the matrix sends far more than a minute's limit.
  // Restored after: the next test file of this process shares the module (test/runner.mjs).
  for (const limit of ["perToken", "perAddress"] as const) {
    API_TOKEN_LIMITS[limit] = { ...(savedLimits[limit] = API_TOKEN_LIMITS[limit]), max: 1e9 };
  }
  const em = app.orm.em.fork();
  for (const [caller, { who, role }] of Object.entries(TOKEN_CALLERS)) {
    const token = `gat_${randomBytes(32).toString("base64url")}`;
    em.create(ApiToken, {
      user: em.getReference(User, users.get(who)!.id),
      name: caller,
      tokenHash: hashToken(token),
      prefix: token.slice(0, 8),
      role,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    tokens.set(caller as TokenCaller, token);
  }
  await em.flush();
});
afterAll(async () => {
  Object.assign(API_TOKEN_LIMITS, savedLimits);
  await app.close();
});

async function caller(who: Who, row: Row): Promise<Client> {
  if (who === "anonymous") return new Client(app);
  if (row.freshSession) return signIn(app, users.get(who)!);
  return sessions.get(who)!.clone();
}

/** After a call that ended everyone else's sessions, each caller signs in again. */
async function afterCall(row: Row, outcome: Outcome) {
  if (!row.endsOtherSessions || outcome !== "OK") return;
  for (const who of Object.keys(KINDS) as SignedInWho[]) {
    sessions.set(who, await signIn(app, users.get(who)!));
  }
}

/** Callers answered as otherLearner (a learner who is not the rows' learner) unless a row says. */
const AS_OTHER_LEARNER: Who[] = ["agencyManager", "partnerAdmin", "otherPartnerAdmin"];
const expected = (row: Row, who: Who): Outcome =>
  typeof row.expect === "string"
    ? row.expect
    : (row.expect[who] ??
      (AS_OTHER_LEARNER.includes(who) ? expected(row, "otherLearner") : row.expect.default));

const PARTNER_CALLERS: Who[] = ["partnerAdmin", "otherPartnerAdmin"];
const namesPartnerCallers = ({ expect }: Row) =>
  typeof expect !== "string" && PARTNER_CALLERS.some(who => expect[who] !== undefined);
/**
 * Which cells run. A row that names a partner caller runs both over both transports. On any other
 * row both are answered as otherLearner (nothing there reads a partner): partnerAdmin over
 * /graphql shows that administering a partner widens no such operation; otherPartnerAdmin (the
 * same kind of account) and REST (the same operation, executed in-process: rest/execute.ts,
 * proven per row by the other callers) would repeat that proof, so they are not run.
 */
const runs = (name: string, who: Who, transport: "graphql" | "rest") =>
  !PARTNER_CALLERS.includes(who) ||
  namesPartnerCallers(ROWS[name]) ||
  (who === "partnerAdmin" && transport === "graphql");

/** The agencyManager caller sets an agency up, and an administrator grants it seats of the course. */
async function manageAgency(manager: Client, admin: Client) {
  const created = await manager.graphql<{ createAgency: { id: number } }>(
    "mutation($input: AgencyInput!) { createAgency(input: $input) { id } }",
    { input: { name: `Matrix Recovery ${unique()}`, billingEmail: "billing@example.com" } },
  );
  const granted = await admin.graphql(
    "mutation($agency: Int!, $course: Int!) { adminGrantAgencySeats(agencyId: $agency, courseId: $course, seats: 5) { id } }",
    { agency: created.body.data!.createAgency.id, course: courseId },
  );
  expect(granted.body.errors).toBeUndefined();
}

const cells = Object.keys(ROWS).flatMap(name => WHO.map(who => [name, who] as const));
const graphqlCells = cells.filter(([name, who]) => runs(name, who, "graphql"));
const restCells = cells.filter(([name, who]) => ROWS[name].rest && runs(name, who, "rest"));

/**
 * Callers with a personal API token (Authorization: Bearer, no cookies): a token at its owner's
 * full role is answered as that owner's session is; an administrator's LEARNER token is refused
 * wherever a learner is; a LEARNER token is refused every mutation (read-only).
 */
type TokenCaller = "learnerToken" | "adminToken" | "superAdminToken" | "adminLearnerToken";
const TOKEN_CALLERS: Record<TokenCaller, { who: SignedInWho; role: ApiTokenRole }> = {
  learnerToken: { who: "learner", role: ApiTokenRole.LEARNER },
  adminToken: { who: "admin", role: ApiTokenRole.ADMIN },
  superAdminToken: { who: "superAdmin", role: ApiTokenRole.SUPER_ADMIN },
  adminLearnerToken: { who: "admin", role: ApiTokenRole.LEARNER },
};
const tokens = new Map<TokenCaller, string>();
/** Where a token is answered otherwise than its owner's session, by design. */
const TOKEN_OUTCOMES: Record<string, Outcome> = {
  // A token cannot mint tokens.
  "Mutation.createApiToken": "FORBIDDEN",
  // There is no session to renew: the token is the credential.
  "Mutation.refreshSession": "UNAUTHENTICATED",
};
function tokenExpected(name: string, caller: TokenCaller): Outcome | null {
  const row = ROWS[name];
  const { who, role } = TOKEN_CALLERS[caller];
  // A LEARNER-level token reads only.
  if (role === ApiTokenRole.LEARNER && name.startsWith("Mutation.")) return "FORBIDDEN";
  if (caller === "adminLearnerToken") {
    return expected(row, "learner") === "FORBIDDEN" && expected(row, who) !== "FORBIDDEN"
      ? "FORBIDDEN"
      : null;
  }
  if (name in TOKEN_OUTCOMES && expected(row, who) !== "FORBIDDEN") return TOKEN_OUTCOMES[name];
  return expected(row, who);
}
const tokenCells = Object.keys(ROWS).flatMap(name =>
  (Object.keys(TOKEN_CALLERS) as TokenCaller[])
    .filter(caller => tokenExpected(name, caller) !== null)
    .map(caller => [name, caller] as const),
);
const bearerHeaders = (caller: TokenCaller) => ({
  authorization: `Bearer ${tokens.get(caller)!}`,
  "x-forwarded-for": someAddress(),
});

describe("the permission matrix", () => {
  it("has a row for every root query and mutation", () => {
    const fields = [schema.getQueryType()!, schema.getMutationType()!].flatMap(type =>
      Object.keys(type.getFields()).map(field => `${type.name}.${field}`),
    );
    expect(fields.filter(field => !ROWS[field]).sort()).toEqual([]);
    // `Mutation.x (a case)` is one more row of Mutation.x.
    const fieldOf = (name: string) => name.replace(/ \(.*\)$/, "");
    expect(Object.keys(ROWS).filter(name => !fields.includes(fieldOf(name)))).toEqual([]);
  });

  it.each(graphqlCells)("%s as %s over /graphql", async (name, who) => {
    const row = ROWS[name];
    const client = await caller(who, row);
    const { body } = await client.graphql(row.query, await row.variables?.());
    const outcome = expected(row, who);
    await afterCall(row, outcome);
    if (outcome === "OK") {
      expect(body.errors).toBeUndefined();
    } else {
      expect(body.errors?.[0].extensions?.code).toBe(outcome);
      // Nothing leaks: no data, or only the refused (nullable) field's null.
      expect(Object.values(body.data ?? {}).filter(value => value !== null)).toEqual([]);
    }
  });

  it.each(restCells)("%s as %s over REST", async (name, who) => {
    const row = ROWS[name];
    const rest = row.rest!;
    const client = await caller(who, row);
    const vars = (await row.variables?.()) ?? {};
    const response = await client.request(
      typeof rest.path === "function" ? rest.path(vars) : rest.path,
      rest.method === "GET"
        ? {}
        : rest.body
          ? { method: rest.method, json: rest.body(vars) }
          : { method: rest.method },
    );
    const outcome = expected(row, who);
    await afterCall(row, outcome);
    expect(response.status).toBe(outcome === "OK" ? (rest.status ?? 200) : STATUS[outcome]);
    // Whatever the answer, it is as the OpenAPI document says it is.
    expect(await asDocumented(rest.method, response.url.replace(app.url, ""), response)).toEqual(
      [],
    );
  });

  it.each(tokenCells)("%s with %s over /graphql", async (name, caller) => {
    const row = ROWS[name];
    const response = await app.request("/graphql", {
      json: { query: row.query, variables: await row.variables?.() },
      headers: bearerHeaders(caller),
    });
    const body = (await response.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { extensions?: { code?: string } }[];
      code?: string;
    };
    const outcome = tokenExpected(name, caller)!;
    await afterCall(row, outcome);
    if (outcome === "OK") {
      expect(body.errors).toBeUndefined();
    } else {
      expect(body.errors?.[0].extensions?.code ?? body.code).toBe(outcome);
      expect(Object.values(body.data ?? {}).filter(value => value !== null)).toEqual([]);
    }
  });

  it.each(tokenCells.filter(([name]) => ROWS[name].rest))(
    "%s with %s over REST",
    async (name, caller) => {
      const row = ROWS[name];
      const rest = row.rest!;
      const vars = (await row.variables?.()) ?? {};
      const path = typeof rest.path === "function" ? rest.path(vars) : rest.path;
      const headers = bearerHeaders(caller);
      const response =
        rest.method === "GET"
          ? await app.request(path, { headers })
          : await app.request(path, {
              method: rest.method,
              headers,
              json: rest.body ? rest.body(vars) : {},
            });
      const outcome = tokenExpected(name, caller)!;
      await afterCall(row, outcome);
      expect(response.status).toBe(outcome === "OK" ? (rest.status ?? 200) : STATUS[outcome]);
      expect(await asDocumented(rest.method, path, response)).toEqual([]);
    },
  );
});
