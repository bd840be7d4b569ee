import { writeFileSync } from "node:fs";
import { type DocumentNode, print } from "graphql";
import { createSchema } from "../composed.js";
import { type TestApp, startTestApp } from "../app.js";
import { Client } from "../client.js";
import { createUser, signIn } from "../factories.js";
import { type Caller, excludedLists, listCases, listQueries, webOperations } from "./cases.js";
import { type Callers, grow } from "./world.js";

/**
 * Benchmark P4: every list query costs the same number of SQL statements whatever its row count
 * (no statement per row: relations are joined, populated or batched). Each list is run as the web
 * runs it, on a small world and again after more rows of everything were added.
 *
 * STATEMENTS_ROWS="3,15" sets the two sizes; STATEMENTS_REPORT=<file> writes the figures as JSON
 * (scripts/bench-statements.mjs prints them as a table).
 */
const [SMALL, LARGE] = (process.env.STATEMENTS_ROWS ?? "3,15").split(",").map(Number);

interface Measure {
  statements: number;
  rows: number;
  errors?: string;
}

/** How many items the answer's lists hold, all together. */
function rowsOf(value: unknown): number {
  if (Array.isArray(value)) return value.length + value.reduce((n, item) => n + rowsOf(item), 0);
  if (value && typeof value === "object") {
    return Object.values(value).reduce((n: number, item) => n + rowsOf(item), 0);
  }
  return 0;
}

let app: TestApp;
let counting = false;
let statements = 0;
let callers: Callers;
const clients = new Map<Caller, Client>();
const operations = webOperations();
const measures = new Map<string, Measure[]>();

function documentOf(operation: string | DocumentNode): DocumentNode {
  if (typeof operation !== "string") return operation;
  const document = operations.get(operation);
  if (!document) throw new Error(`no web operation named ${operation}`);
  return document;
}

async function measure(): Promise<void> {
  for (const list of listCases) {
    const query = print(documentOf(list.operation));
    const variables =
      typeof list.variables === "function" ? list.variables(callers) : list.variables;
    const client = clients.get(list.caller)!;
    // A first run fills what the app caches per process (settings, prepared documents).
    await client.graphql(query, variables);
    statements = 0;
    counting = true;
    const { body } = await client.graphql(query, variables);
    counting = false;
    const errors = body.errors?.map(error => error.message).join("; ");
    const measured = { statements, rows: rowsOf(body.data), ...(errors && { errors }) };
    measures.set(list.field, [...(measures.get(list.field) ?? []), measured]);
  }
}

beforeAll(
  async () => {
    app = await startTestApp({
      demo: false,
      onQuery: () => {
        if (counting) statements += 1;
      },
    });
    callers = {
      learner: await createUser(app),
      superAdmin: await createUser(app, { kind: "superAdmin" }),
    };
    clients.set("anonymous", new Client(app));
    clients.set("learner", await signIn(app, callers.learner));
    clients.set("superAdmin", await signIn(app, callers.superAdmin));
    await grow(app, callers, SMALL);
    await measure();
    await grow(app, callers, LARGE - SMALL);
    await measure();
    if (process.env.STATEMENTS_REPORT) {
      const rows = listCases.map(({ field, operation }) => ({
        field,
        operation: typeof operation === "string" ? operation : "(own document)",
        sizes: [SMALL, LARGE],
        measures: measures.get(field),
      }));
      writeFileSync(process.env.STATEMENTS_REPORT, JSON.stringify(rows, null, 2));
    }
  },
  60_000 + LARGE * 4_000,
);

afterAll(async () => {
  await app?.close();
});

test("every list query of the schema is measured here or excluded with a reason", async () => {
  const lists = listQueries(await createSchema());
  const covered = [...listCases.map(list => list.field), ...Object.keys(excludedLists)];
  expect(lists.filter(field => !covered.includes(field))).toEqual([]);
  expect(covered.filter(field => !lists.includes(field))).toEqual([]);
});

describe.each(listCases)("$field", list => {
  test(`answers without errors, ${SMALL} and ${LARGE} rows`, () => {
    const [small, large] = measures.get(list.field)!;
    expect([small.errors, large.errors]).toEqual([undefined, undefined]);
  });

  test(`costs as many statements at ${LARGE} rows as at ${SMALL}`, () => {
    const [small, large] = measures.get(list.field)!;
    if (!list.fixedLength) expect(large.rows).toBeGreaterThan(small.rows);
    expect(large.statements).toBe(small.statements);
  });
});
