// The payments of the last 30 days, over /graphql and over REST, with only an API token.
// Typed by this folder's generated documents: see codegen.ts. Node 24 runs it as it is:
//   GA_URL=https://portal.example.org GA_TOKEN=gat_... node payments-last-month.ts
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print } from "graphql";
import { type PaymentsLastMonthQuery, PaymentsLastMonthDocument } from "./generated/graphql.ts";

const { GA_URL, GA_TOKEN } = process.env;
if (!GA_URL || !GA_TOKEN) throw new Error("Set GA_URL (the portal) and GA_TOKEN (gat_...)");

interface Refusal {
  message: string;
  code?: string;
  extensions?: { code?: string };
}

/**
 * The portal's JSON answer and, for a list with more pages, the next page's path (its `Link`
 * header); a refusal ends the script with its status, code and message.
 */
async function call<T>(path: string, body?: unknown): Promise<[T, string | undefined]> {
  const response = await fetch(GA_URL + path, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${GA_TOKEN}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as T & Partial<Refusal> & { errors?: Refusal[] };
  // REST refusals: { message, code }; on /graphql (a token refused too): { errors: [{ message, extensions }] }.
  const error = answer.errors?.[0] ?? (response.ok ? undefined : (answer as Refusal));
  if (error) {
    const code = error.extensions?.code ?? error.code;
    const retry = response.headers.get("retry-after");
    console.error(`${path}: ${response.status} ${code}: ${error.message}`);
    if (retry) console.error(`Retry after ${retry} seconds`);
    process.exit(1);
  }
  const next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get("link") ?? "")?.[1];
  return [answer, next && new URL(next).pathname + new URL(next).search];
}

/** Runs a generated document: its variables and its answer are typed by the schema. */
async function graphql<Result, Variables>(
  document: TypedDocumentNode<Result, Variables>,
  variables: Variables,
): Promise<Result> {
  const [{ data }] = await call<{ data: Result }>("/graphql", {
    query: print(document),
    variables,
  });
  return data;
}

// GraphQL: page through the connection, 100 at a time, until pageInfo says there is no more.
const payments = [];
for (let after: string | null = null; ;) {
  const page: PaymentsLastMonthQuery = await graphql(PaymentsLastMonthDocument, {
    first: 100,
    after,
  });
  payments.push(...page.payments.edges.map(edge => edge.node));
  if (!page.payments.pageInfo.hasNextPage) break;
  after = page.payments.pageInfo.endCursor;
}
console.log(`GraphQL: ${payments.length} payments in the last 30 days`);
for (const p of payments) {
  const dollars = (p.amountCents / 100).toFixed(2);
  console.log(`  #${p.id} ${p.createdAt} ${p.username} "${p.courseTitle}" $${dollars} ${p.status}`);
}

// REST: the same list as the spec's path answers it (amounts in dollars), page after page.
interface RestPayment {
  id: number;
  createdAt: string;
  username: string;
  amount: number;
  status: string;
}
const rows: RestPayment[] = [];
for (let path: string | undefined = "/api/admin/payments?date=month"; path;) {
  const [page, next]: [RestPayment[], string | undefined] = await call<RestPayment[]>(path);
  rows.push(...page);
  path = next;
}
console.log(`REST: ${rows.length} payments in the last 30 days`);
for (const p of rows) {
  console.log(`  #${p.id} ${p.createdAt} ${p.username} $${p.amount.toFixed(2)} ${p.status}`);
}
