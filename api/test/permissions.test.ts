import type { GraphQLSchema } from "graphql";
import { randomBytes } from "node:crypto";
import { createSchema } from "../src/graphql/schema.js";
import { type TestApp, startTestApp } from "./app.js";
import { Client, DEMO, signedIn } from "./client.js";
import { siblingToken } from "./tokens.js";

/**
 * Who may call what: every root query and mutation × every kind of caller, through /graphql and
 * through its REST path. A new operation fails this test until it has a row.
 */
type Who = "anonymous" | "learner" | "otherLearner" | "admin" | "superAdmin";
type Outcome = "OK" | "UNAUTHENTICATED" | "FORBIDDEN" | "BAD_USER_INPUT";
const WHO: Who[] = ["anonymous", "learner", "otherLearner", "admin", "superAdmin"];
const STATUS: Record<Outcome, number> = {
  OK: 200,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
};

interface Row {
  query: string;
  variables?: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  rest?: {
    method: "GET" | "POST";
    path: string;
    body?: (vars: Record<string, unknown>) => unknown;
    status?: number;
  };
  expect: Outcome | (Partial<Record<Who, Outcome>> & { default: Outcome });
  /** Runs on a session of its own: the call ends or rotates the session it is made with. */
  freshSession?: boolean;
}

const everyone = "OK" as const;
const signedInOnly = { anonymous: "UNAUTHENTICATED", default: "OK" } as const;
const adminsOnly = {
  anonymous: "UNAUTHENTICATED",
  learner: "FORBIDDEN",
  otherLearner: "FORBIDDEN",
  default: "OK",
} as const;
const unique = () => randomBytes(4).toString("hex");
const input = (vars: Record<string, unknown>) => vars.input;

const ROWS: Record<string, Row> = {
  "Query.me": {
    query: "{ me { id } }",
    rest: { method: "GET", path: "/api/auth/user" },
    expect: signedInOnly,
  },
  "Query.courses": {
    query: "{ courses { id } }",
    rest: { method: "GET", path: "/api/courses" },
    expect: everyone,
  },
  "Query.course": {
    query: "{ course(id: 1) { id } }",
    rest: { method: "GET", path: "/api/courses/1" },
    expect: everyone,
  },
  "Query.adminCourses": {
    query: "{ adminCourses { id } }",
    rest: { method: "GET", path: "/api/admin/courses" },
    expect: adminsOnly,
  },
  "Query.legalPage": {
    query: '{ legalPage(page: "terms") { title } }',
    rest: { method: "GET", path: "/api/legal/terms" },
    expect: everyone,
  },
  "Query.activeLegalDocument": {
    query: '{ activeLegalDocument(type: "enrollment") { id } }',
    rest: { method: "GET", path: "/api/legal-documents/type/enrollment" },
    expect: everyone,
  },
  "Query.disclaimerSetting": {
    query: "{ disclaimerSetting { text } }",
    rest: { method: "GET", path: "/api/settings/disclaimer" },
    expect: everyone,
  },
  "Query.prelaunchBannerSetting": {
    query: "{ prelaunchBannerSetting { isVisible } }",
    rest: { method: "GET", path: "/api/settings/prelaunch-banner" },
    expect: everyone,
  },
  "Query.bannerSettings": {
    query: "{ bannerSettings { showDisclaimerBanner } }",
    rest: { method: "GET", path: "/api/settings/banners" },
    expect: everyone,
  },
  "Mutation.login": {
    query: "mutation($input: LoginInput!) { login(input: $input) { id } }",
    variables: () => ({ input: { username: "matrix", password: "Matrix#2026" } }),
    rest: { method: "POST", path: "/api/auth/login", body: input },
    expect: everyone,
  },
  "Mutation.adminLogin": {
    query: "mutation($input: LoginInput!) { adminLogin(input: $input) { id } }",
    variables: () => ({ input: { username: DEMO.manager[0], password: DEMO.manager[1] } }),
    rest: { method: "POST", path: "/api/admin-login", body: input },
    expect: everyone,
  },
  "Mutation.register": {
    query: "mutation($input: RegisterInput!) { register(input: $input) { id } }",
    variables: () => {
      const name = `reg${unique()}`;
      return {
        input: {
          firstName: "Reg",
          lastName: "Ister",
          email: `${name}@example.com`,
          username: name,
          password: "Unusual#2026",
          confirmPassword: "Unusual#2026",
        },
      };
    },
    rest: { method: "POST", path: "/api/auth/register", body: input, status: 201 },
    expect: everyone,
  },
  "Mutation.refreshSession": {
    query: "mutation { refreshSession { success } }",
    rest: { method: "POST", path: "/api/auth/refresh" },
    expect: signedInOnly,
    freshSession: true,
  },
  "Mutation.logout": {
    query: "mutation { logout { success } }",
    rest: { method: "POST", path: "/api/auth/logout" },
    expect: everyone,
    freshSession: true,
  },
  "Mutation.validateToken": {
    query: "mutation($token: String!) { validateToken(token: $token) { id } }",
    variables: async () => ({ token: await siblingToken(3) }),
    rest: { method: "POST", path: "/api/auth/validate-token", body: vars => vars },
    expect: everyone,
  },
  "Mutation.deepLink": {
    query: 'mutation { deepLink(system: "lms", path: "/my") { redirectUrl } }',
    rest: {
      method: "POST",
      path: "/api/auth/deep-link",
      body: () => ({ system: "lms", path: "/my" }),
    },
    expect: signedInOnly,
  },
  "Mutation.updateProfile": {
    query: 'mutation { updateProfile(input: { phone: "555-0100" }) { id } }',
    rest: {
      method: "POST",
      path: "/api/account/update-profile",
      body: () => ({ phone: "555-0100" }),
    },
    expect: signedInOnly,
  },
  "Mutation.changePassword": {
    // A wrong current password: the role check passes, then the service refuses; nothing changes.
    query:
      'mutation { changePassword(input: { currentPassword: "not-it", newPassword: "Valid#2026x", confirmPassword: "Valid#2026x" }) { success } }',
    rest: {
      method: "POST",
      path: "/api/account/change-password",
      body: () => ({
        currentPassword: "not-it",
        newPassword: "Valid#2026x",
        confirmPassword: "Valid#2026x",
      }),
    },
    expect: { anonymous: "UNAUTHENTICATED", default: "BAD_USER_INPUT" },
  },
};

const CREDENTIALS: Record<Exclude<Who, "anonymous">, readonly [string, string]> = {
  learner: DEMO.learner,
  otherLearner: DEMO.student,
  admin: DEMO.manager,
  superAdmin: DEMO.admin,
};

let app: TestApp;
let schema: GraphQLSchema;
const sessions = new Map<Who, Client>();

beforeAll(async () => {
  app = await startTestApp();
  schema = await createSchema();
  await new Client(app).request("/api/auth/register", {
    json: {
      firstName: "Mat",
      lastName: "Rix",
      email: "matrix@example.com",
      username: "matrix",
      password: "Matrix#2026",
      confirmPassword: "Matrix#2026",
    },
  });
  sessions.set("anonymous", new Client(app));
  for (const who of WHO.filter(w => w !== "anonymous") as (keyof typeof CREDENTIALS)[]) {
    sessions.set(who, await signedIn(app, ...CREDENTIALS[who]));
  }
});
afterAll(() => app.close());

async function caller(who: Who, row: Row): Promise<Client> {
  if (who === "anonymous") return new Client(app);
  if (row.freshSession) return signedIn(app, ...CREDENTIALS[who]);
  return sessions.get(who)!.clone();
}

const expected = (row: Row, who: Who): Outcome =>
  typeof row.expect === "string" ? row.expect : (row.expect[who] ?? row.expect.default);

const cells = Object.keys(ROWS).flatMap(name => WHO.map(who => [name, who] as const));

describe("the permission matrix", () => {
  it("has a row for every root query and mutation", () => {
    const fields = [schema.getQueryType()!, schema.getMutationType()!].flatMap(type =>
      Object.keys(type.getFields()).map(field => `${type.name}.${field}`),
    );
    expect(fields.filter(field => !ROWS[field]).sort()).toEqual([]);
    expect(Object.keys(ROWS).filter(name => !fields.includes(name))).toEqual([]);
  });

  it.each(cells)("%s as %s over /graphql", async (name, who) => {
    const row = ROWS[name];
    const client = await caller(who, row);
    const { body } = await client.graphql(row.query, await row.variables?.());
    const outcome = expected(row, who);
    if (outcome === "OK") {
      expect(body.errors).toBeUndefined();
    } else {
      expect(body.errors?.[0].extensions?.code).toBe(outcome);
      expect(body.data ?? null).toBeNull();
    }
  });

  it.each(cells.filter(([name]) => ROWS[name].rest))("%s as %s over REST", async (name, who) => {
    const row = ROWS[name];
    const rest = row.rest!;
    const client = await caller(who, row);
    const vars = (await row.variables?.()) ?? {};
    const response = await client.request(
      rest.path,
      rest.method === "GET" ? {} : rest.body ? { json: rest.body(vars) } : { method: "POST" },
    );
    const outcome = expected(row, who);
    expect(response.status).toBe(outcome === "OK" ? (rest.status ?? 200) : STATUS[outcome]);
  });
});
