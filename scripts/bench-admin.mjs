// The admin users page at scale: 100 000 users with enrollments and login history in the bench's
// own database, the page read through /graphql as the screen asks it, totalCount included (first
// page, a deep page, a search), side by side with the very SQL statements that request sent, run
// directly over one pg connection.
import pg from "pg";
import { inProcessApp, timed } from "./bench-lib.mjs";

const USERS = Number(process.env.BENCH_ADMIN_USERS || 100_000);
const SAMPLES = Number(process.env.BENCH_ADMIN_SAMPLES || 200);

const QUERY = `query AdminUsersBench($first: Int, $after: String, $filter: AdminUserFilter, $sort: AdminUserSort) {
  adminUsers(first: $first, after: $after, filter: $filter, sort: $sort) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id username email firstName lastName status isAdmin lastLogin enrollmentCount } }
  }
}`;

const FIRST_NAMES = ["Avery", "Jordan", "Casey", "Riley", "Morgan", "Taylor", "Quinn", "Parker"];
const LAST_NAMES = ["Smith", "Johnson", "Brown", "Garcia", "Miller", "Davis", "Lopez", "Wilson"];
const sqlArray = words => `array[${words.map(word => `'${word}'`).join(",")}]`;

/** 100 000 users, 1-3 enrollments each, 3 sign-in attempts each; one transaction, then ANALYZE. */
async function seed(client) {
  const { rows } = await client.query("select password_hash from users where username = 'learner'");
  await client.query("begin");
  await client.query(
    `insert into users (username, username_key, email, password_hash, first_name, last_name, created_at, updated_at)
     select 'bench' || lpad(g::text, 6, '0'), 'bench' || lpad(g::text, 6, '0'),
            'bench' || lpad(g::text, 6, '0') || '@example.com', $1,
            (${sqlArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}],
            (${sqlArray(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
            now() - g * interval '1 minute', now()
     from generate_series(1, $2::int) g`,
    [rows[0].password_hash, USERS],
  );
  await client.query(
    `insert into enrollments (user_id, course_id, enrolled_at)
     select u.id, c.id, u.created_at from users u
     join lateral (select id from courses order by id limit 1 + u.id % 3) c on true
     where u.username like 'bench%'`,
  );
  await client.query(
    `insert into login_attempts (user_id, username, success, ip_address, created_at)
     select u.id, u.username, k % 3 <> 0, '198.51.100.' || (u.id % 200),
            now() - (k * 9 + u.id % 9) * interval '1 day'
     from users u, generate_series(1, 3) k where u.username like 'bench%'`,
  );
  await client.query("commit");
  await client.query("analyze");
}

export async function benchAdminUsers({ databaseUrl }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  console.log(`\nadmin users page: seeding ${USERS} users with enrollments and login history...`);
  await seed(client);
  const app = await inProcessApp(databaseUrl, { username: "manager", password: "Manager#2026" });
  const ask = async variables => (await app.ask(QUERY, variables)).adminUsers;

  const sort = { field: "USERNAME", direction: "ASC" };
  // A cursor 90% of the way down the list: the deep page starts there.
  const deepUser = `bench${String(Math.floor(USERS * 0.9)).padStart(6, "0")}`;
  const [deep] = (await ask({ first: 1, sort, filter: { search: deepUser } })).edges;
  const scenarios = [
    ["first page", { first: 25, sort }],
    ["deep page (90%)", { first: 25, sort, after: deep.cursor }],
    ["search 'garcia'", { first: 25, sort, filter: { search: "garcia" } }],
  ];

  const results = [];
  for (const [name, variables] of scenarios) {
    const statements = await app.statementsOf(() => ask(variables));
    const graphql = await timed(() => ask(variables), SAMPLES);
    // The same statements, sent as they were, over a plain connection.
    const sql = await timed(async () => {
      for (const statement of statements) await client.query(statement);
    }, SAMPLES);
    results.push({ name, graphql, sql, statements: statements.length });
  }
  // The screen also asks totalCount (counted only when asked for): its price on its own.
  const COUNT = `query($filter: AdminUserFilter) { adminUsers(first: 1, filter: $filter) { totalCount } }`;
  const counts = [];
  for (const [name, filter] of [
    ["all users", null],
    ["search 'garcia'", { search: "garcia" }],
  ]) {
    counts.push([name, await timed(() => app.ask(COUNT, { filter }), SAMPLES)]);
  }
  await app.close();
  await client.end();

  console.log(`p50/p95 of ${SAMPLES} sequential requests each (ms), ${USERS} users`);
  console.log("page                graphql p50   p95    SQL p50   p95   statements");
  for (const { name, graphql, sql, statements } of results) {
    const f = value => value.toFixed(1).padStart(6);
    console.log(
      `${name.padEnd(18)} ${f(graphql.p50)} ${f(graphql.p95)}    ${f(sql.p50)} ${f(sql.p95)}   ${String(statements).padStart(5)}`,
    );
  }
  for (const [name, timing] of counts) {
    console.log(`totalCount, ${name}: p50 ${timing.p50.toFixed(1)} p95 ${timing.p95.toFixed(1)}`);
  }
  const [first, deepPage] = results;
  console.log(
    `deep page / first page (graphql p95): ${(deepPage.graphql.p95 / first.graphql.p95).toFixed(2)}x`,
  );
}
