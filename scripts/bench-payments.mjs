// npm run bench:payments: the admin payments list over 1 000 000 payments in the bench's own
// database. For every date x status filter, the first page and page 10 000 (or the deepest page
// the filter has) through /graphql, the same SQL statements run directly, and the OFFSET query
// that keyset paging replaces; then EXPLAIN of the page statements.
// Env: BENCH_PAYMENTS (default 1000000), BENCH_SAMPLES (default 50), BENCH_PAGE (default 10000).
import { spawnSync } from "node:child_process";
import pg from "pg";
import { inProcessApp, timed } from "./bench-lib.mjs";
import { startPortal } from "./portal.mjs";

const root = new URL("..", import.meta.url).pathname;
const PAYMENTS = Number(process.env.BENCH_PAYMENTS || 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES || 50);
const DEEP_PAGE = Number(process.env.BENCH_PAGE || 10_000);
const PAGE_SIZE = 25;

const QUERY = `query PaymentsBench($after: String, $filter: AdminPaymentFilter) {
  payments(first: ${PAGE_SIZE}, after: $after, filter: $filter) {
    pageInfo { hasNextPage endCursor }
    edges { node { id transactionId username courseTitle amountCents status provider createdAt receiptId } }
  }
}`;

const DATES = [
  ["all", null, null],
  ["today", "TODAY", "date_trunc('day', now() at time zone 'utc') at time zone 'utc'"],
  ["week", "WEEK", "now() - interval '7 days'"],
  ["month", "MONTH", "now() - interval '30 days'"],
];
const STATUSES = [
  ["all", null],
  ["successful", "Successful"],
  ["pending", "Pending"],
  ["failed", "Failed"],
  ["refunded", "Refunded"],
];

/** 1 000 learners and PAYMENTS payments over three years (80% successful), then ANALYZE. */
async function seed(client) {
  const started = Date.now();
  const { rows } = await client.query("select password_hash from users where username = 'learner'");
  await client.query(
    `insert into users (username, username_key, email, password_hash, first_name, last_name)
     select 'payer' || g, 'payer' || g, 'payer' || g || '@example.com', $1, 'Pat', 'Payer' || g
     from generate_series(1, 1000) g`,
    [rows[0].password_hash],
  );
  await client.query(
    `insert into payments (provider_payment_id, provider, user_id, course_id, amount_cents, status, created_at, updated_at)
     select 'demo_pi_bench_' || g, 'demo', u.ids[1 + g % 1000], c.ids[1 + g % array_length(c.ids, 1)],
            (array[49900, 14950, 19900, 9900, 24900])[1 + g % 5],
            (array['successful','successful','successful','successful','successful','successful','successful','successful','failed','pending','refunded'])[1 + g % 11],
            now() - (g::float / $1) * interval '1095 days', now()
     from generate_series(1, $1::int) g,
          (select array_agg(id) ids from users where username like 'payer%') u,
          (select array_agg(id) ids from courses) c`,
    [PAYMENTS],
  );
  await client.query(
    `insert into receipts (payment_id, created_at)
     select id, created_at from payments where status = 'successful' and provider_payment_id like 'demo_pi_bench_%'`,
  );
  await client.query("analyze");
  return (Date.now() - started) / 1000;
}

const whereSql = (dateSql, status) =>
  [dateSql && `created_at >= ${dateSql}`, status && `status = '${status}'`].filter(Boolean);

async function main() {
  console.log("Building...");
  const built = spawnSync("flock", ["/tmp/ga-build.lock", "npm", "run", "build", "-w", "api"], {
    cwd: root,
    stdio: "ignore",
  });
  if (built.status !== 0) throw new Error("build failed");
  const portal = await startPortal(root);
  const databaseUrl = `postgres://guardian:guardian@127.0.0.1:${portal.pgPort}/guardian`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    console.log(`seeding ${PAYMENTS} payments...`);
    console.log(`seeded in ${(await seed(client)).toFixed(0)} s`);
    const app = await inProcessApp(databaseUrl, { username: "manager", password: "Manager#2026" });
    const rows = [];
    const plans = new Set();
    for (const [dateName, date, dateSql] of DATES) {
      for (const [statusName, status] of STATUSES) {
        const filter = { date, status: status && status };
        const statusValue = status?.toLowerCase();
        const where = whereSql(dateSql, statusValue);
        const whereText = where.length ? `where ${where.join(" and ")}` : "";
        const { rows: counted } = await client.query(
          `select count(*)::int n from payments ${whereText}`,
        );
        const pages = Math.max(1, Math.ceil(counted[0].n / PAGE_SIZE));
        const deep = Math.min(DEEP_PAGE, pages);
        // The cursor of the row just before the deep page (the cursor's documented content).
        let after = null;
        if (deep > 1) {
          const { rows: at } = await client.query(
            `select created_at, id from payments ${whereText}
             order by created_at desc, id desc offset $1 limit 1`,
            [(deep - 1) * PAGE_SIZE - 1],
          );
          after = Buffer.from(
            JSON.stringify(["created", at[0].created_at.toISOString(), at[0].id]),
          ).toString("base64url");
        }
        for (const [label, cursor, page] of [
          ["page 1", null, 1],
          [`page ${deep}`, after, deep],
        ]) {
          const variables = { after: cursor, filter };
          const statements = await app.statementsOf(() => app.ask(QUERY, variables));
          if (process.env.BENCH_DEBUG) console.log(statements);
          const graphql = await timed(() => app.ask(QUERY, variables), SAMPLES);
          const sql = await timed(async () => {
            for (const statement of statements) await client.query(statement);
          }, SAMPLES);
          const offsetSql = `select * from payments ${whereText}
            order by created_at desc, id desc limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`;
          const offset = await timed(() => client.query(offsetSql), SAMPLES);
          for (const statement of statements.filter(s => /from "payments"/.test(s.text))) {
            const { rows: plan } = await client.query({
              ...statement,
              text: `explain ${statement.text}`,
            });
            const nodes = plan
              .map(row => row["QUERY PLAN"])
              .join("\n")
              .match(
                /(Seq Scan|Index Only Scan|Index Scan|Bitmap Heap Scan|Bitmap Index Scan)( Backward)?( using \w+)? on \w+/g,
              );
            for (const node of nodes ?? []) plans.add(node);
          }
          rows.push({ filter: `${dateName}/${statusName}`, label, graphql, sql, offset });
        }
      }
    }
    // totalCount (counted only when asked for) and the summary cards, over the whole table and
    // over a window: from the day totals plus the partial days at the window's edges.
    const TOTALS = `query($filter: AdminPaymentFilter) {
      payments(first: 1, filter: $filter) { totalCount }
      paymentSummary(filter: $filter) { current { revenueCents } previous { revenueCents } }
    }`;
    const totals = [];
    for (const [name, filter] of [
      ["all/all", {}],
      ["month/successful", { date: "MONTH", status: "SUCCESSFUL" }],
    ]) {
      totals.push([name, await timed(() => app.ask(TOTALS, { filter }), SAMPLES)]);
    }
    await app.close();

    console.log(
      `\n${PAYMENTS} payments; p50/p95 of ${SAMPLES} sequential requests (ms); ${PAGE_SIZE} a page`,
    );
    console.log(
      "filter              page        graphql p50   p95    SQL p50   p95    OFFSET p50   p95",
    );
    const f = value => value.toFixed(1).padStart(6);
    for (const { filter, label, graphql, sql, offset } of rows) {
      console.log(
        `${filter.padEnd(19)} ${label.padEnd(11)} ${f(graphql.p50)} ${f(graphql.p95)}    ${f(sql.p50)} ${f(sql.p95)}    ${f(offset.p50)} ${f(offset.p95)}`,
      );
    }
    for (const [name, timing] of totals) {
      console.log(`totalCount + summary cards, ${name}: p50 ${f(timing.p50)} p95 ${f(timing.p95)}`);
    }
    const worst = Math.max(...rows.map(row => row.graphql.p95));
    const ratios = [];
    for (let i = 0; i < rows.length; i += 2)
      ratios.push(rows[i + 1].graphql.p95 / rows[i].graphql.p95);
    console.log(`worst graphql p95: ${worst.toFixed(1)} ms (target <= 50)`);
    console.log(
      `deep page / page 1 (graphql p95): at most ${Math.max(...ratios).toFixed(2)}x (target <= 1.5)`,
    );
    console.log(
      `scans in the plans of the statements on payments: ${[...plans].sort().join("; ")}`,
    );
  } finally {
    await client.end();
    await portal.stop();
  }
}

await main();
