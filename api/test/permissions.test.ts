import type { GraphQLSchema } from "graphql";
import { createSchema } from "../src/graphql/schema.js";
import { modules } from "../src/modules/index.js";
import type {
  Outcome,
  PermissionFixtures,
  PermissionRow,
  SignedInWho,
  Who,
} from "../src/modules/permissions.js";
import { LegalDocumentType } from "../src/modules/legal/legal-document.entity.js";
import { type TestApp, startTestApp } from "./app.js";
import { Client } from "./client.js";
import {
  type FactoryUser,
  type UserKind,
  createCourse,
  createLegalDocument,
  createUser,
  signIn,
  unique,
} from "./factories.js";
import { siblingToken } from "./tokens.js";

/**
 * Who may call what: every root query and mutation × every kind of caller, through /graphql and
 * through its REST path. A new operation fails this test until it has a row.
 */
const WHO: Who[] = ["anonymous", "learner", "otherLearner", "admin", "superAdmin"];
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
  admin: "admin",
  superAdmin: "superAdmin",
};
const users = new Map<SignedInWho, FactoryUser>();
let courseId = 0;
let agreementDocumentId = 0;
const fixtures: PermissionFixtures = {
  unique,
  credentials: who => [users.get(who)!.username, users.get(who)!.password],
  courseId: () => courseId,
  agreementDocumentId: () => agreementDocumentId,
  siblingToken: () => siblingToken(users.get("learner")!.id),
};
const ROWS: Record<string, Row> = Object.assign(
  {},
  ...modules.map(module => module.permissions?.(fixtures) ?? {}),
);

let app: TestApp;
let schema: GraphQLSchema;
const sessions = new Map<Who, Client>();

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
  // The public pages the legal rows read; the demo data would bring them, this test needs none.
  await createLegalDocument(app, LegalDocumentType.TermsOfService);
  agreementDocumentId = (await createLegalDocument(app, LegalDocumentType.EnrollmentAgreement)).id;
});
afterAll(() => app.close());

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
    await afterCall(row, outcome);
    if (outcome === "OK") {
      expect(body.errors).toBeUndefined();
    } else {
      expect(body.errors?.[0].extensions?.code).toBe(outcome);
      // Nothing leaks: no data, or only the refused (nullable) field's null.
      expect(Object.values(body.data ?? {}).filter(value => value !== null)).toEqual([]);
    }
  });

  it.each(cells.filter(([name]) => ROWS[name].rest))("%s as %s over REST", async (name, who) => {
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
  });
});
