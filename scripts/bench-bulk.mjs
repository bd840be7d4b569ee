// An administrator's bulk enrollment of 1 000 accounts (issue 36 item 5): the preview of the
// CSV list and the enrollment itself, in the bench's own database; beside it, as the baseline, the
// same 1 000 enrollments made one by one with adminEnrollUser (the Users screen's Enroll).
import pg from "pg";
import { graphqlAs, sessionCookie, timed } from "./bench-lib.mjs";

const ROWS = Number(process.env.BENCH_BULK_ROWS || 1000);

const PREVIEW = `query($input: BulkEnrollmentInput!) { previewBulkEnrollment(input: $input) { outcome } }`;
const BULK = `mutation($input: BulkEnrollmentInput!) { adminBulkEnroll(input: $input) { outcome } }`;
const ONE = `mutation($input: AdminEnrollUserInput!) { adminEnrollUser(input: $input) { id } }`;

/** ROWS accounts of their own, and two courses nobody is enrolled in. */
async function seed(client) {
  const { rows } = await client.query("select password_hash from users where username = 'learner'");
  const { rows: users } = await client.query(
    `insert into users (username, username_key, email, password_hash, first_name, last_name)
     select 'bulk' || g, 'bulk' || g, 'bulk' || g || '@example.com', $1, 'Bulk', 'Learner' || g
       from generate_series(1, $2::int) g
     returning id, email`,
    [rows[0].password_hash, ROWS],
  );
  const { rows: courses } = await client.query(
    `insert into courses (title, description, image_url, hours, price_cents, created_at, updated_at)
     select 'Bulk Course ' || g, 'A course of the bulk enrollment bench.', '', 8, 19900, now(), now()
       from generate_series(1, 2) g
     returning id`,
  );
  return { users, courses: courses.map(row => row.id) };
}

export async function benchBulkEnrollment({ databaseUrl, base }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  // The portal's database stops when the bench does: a late notice of it is no failure.
  client.on("error", () => {});
  await client.connect();
  console.log(`\nbulk enrollment: seeding ${ROWS} accounts...`);
  const { users, courses } = await seed(client);
  // Over the portal's HTTP, as an administrator: its job queue takes each enrollment's jobs.
  const ask = graphqlAs(
    base,
    await sessionCookie(base, { username: "manager", password: "Manager#2026" }),
  );
  const csv = [
    "first_name,last_name,email",
    ...users.map((u, i) => `Bulk,Learner${i},${u.email}`),
  ].join("\n");
  const input = { courseId: courses[0], csv };
  const preview = await timed(() => ask(PREVIEW, { input }), 10);
  let start = performance.now();
  const done = await ask(BULK, { input });
  const bulkMs = performance.now() - start;
  const enrolled = done.adminBulkEnroll.filter(row => row.outcome === "Enroll").length;
  start = performance.now();
  for (const user of users) await ask(ONE, { input: { userId: user.id, courseId: courses[1] } });
  const oneByOneMs = performance.now() - start;
  await client.end();
  console.log(
    `${ROWS} rows: preview p50 ${preview.p50.toFixed(0)} ms, p95 ${preview.p95.toFixed(0)} ms (10 runs)`,
  );
  console.log(
    `bulk enrollment: ${enrolled} enrolled in ${(bulkMs / 1000).toFixed(1)} s (one request, one transaction)`,
  );
  console.log(`baseline, adminEnrollUser one by one: ${(oneByOneMs / 1000).toFixed(1)} s`);
}
