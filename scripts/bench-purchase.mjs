// The purchase path for `npm run bench`: sign-in and agreement beforehand, then per purchase
// createPaymentIntent + confirmDemoPayment (the demo processor's card step) + the read of the
// enrollment (checkoutEnrollment), from `connections` learners at once against the running
// portal. Also counts the SQL statements of one purchase, in-process through the ORM's logger.
import { performance } from "node:perf_hooks";
import { sessionCookie } from "./bench-lib.mjs";

const START = "mutation($c: Int!) { createPaymentIntent(courseId: $c) { id clientSecret } }";
const PAY = `mutation($i: DemoPaymentInput!) { confirmDemoPayment(input: $i) { status error } }`;
const ENROLL =
  "query($c: Int!, $p: String!) { checkoutEnrollment(courseId: $c, paymentId: $p) { id } }";
const SIGN = `mutation($i: SignAgreementInput!) { signAgreement(input: $i) { id } }`;
const PASSWORD = "Bench#2026purchase";
const COURSES = 60;

/** Learners and courses made straight in the database (one password hash shared by all). */
async function makeBuyers(orm, learners, prefix) {
  const { hashPassword } = await import("../api/dist/modules/users/password-hash.rules.js");
  const sql = orm.em.getConnection();
  const hash = await hashPassword(PASSWORD);
  const users = await sql.execute(
    `insert into users (username, username_key, email, password_hash, first_name, last_name)
     select ? || n, ? || n, ? || n || '@example.com', ?, 'Bench', 'Buyer'
     from generate_series(1, ?) n returning id, username`,
    [prefix, prefix, prefix, hash, learners],
  );
  const courses = await sql.execute(
    `insert into courses (title, description, hours, price_cents, is_active, is_self_paced)
     select 'Bench course ' || n, 'A course for the purchase benchmark.', 8, 19900, true, true
     from generate_series(1, ?) n returning id`,
    [COURSES],
  );
  const [agreement] = await sql.execute(
    `select id from legal_documents where type = 'enrollment-agreement' and is_active order by id desc limit 1`,
  );
  return { users, courseIds: courses.map(row => row.id), agreementId: agreement.id };
}

/** A learner's calls come from an address of their own (the portal trusts one proxy hop). */
async function gql(base, buyer, query, variables) {
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...buyer },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`${query.slice(0, 40)}: ${body.errors[0].message}`);
  return body.data;
}

async function signIn(base, user) {
  const address = {
    "x-forwarded-for": `10.${(user.id >> 16) & 255}.${(user.id >> 8) & 255}.${user.id & 255}`,
  };
  const cookie = await sessionCookie(
    base,
    { username: user.username, password: PASSWORD },
    address,
  );
  return { cookie, ...address };
}

const card = { cardNumber: "4242 4242 4242 4242", expMonth: 12, expYear: 2040, cvc: "123" };

// The card step is rate limited per address (30 in 10 minutes), as a card-testing guard: each
// purchase pays from an address of its own, as many buyers would.
let payments = 0;
const paymentAddress = () => {
  payments += 1;
  return `172.${16 + ((payments >> 16) & 15)}.${(payments >> 8) & 255}.${payments & 255}`;
};

async function purchase(base, buyer, courseId) {
  const { createPaymentIntent: intent } = await gql(base, buyer, START, { c: courseId });
  const payer = { ...buyer, "x-forwarded-for": paymentAddress() };
  const paid = await gql(base, payer, PAY, {
    i: { paymentIntentId: intent.id, clientSecret: intent.clientSecret, ...card },
  });
  if (paid.confirmDemoPayment.status !== "succeeded") throw new Error("payment not succeeded");
  await gql(base, buyer, ENROLL, { c: courseId, p: intent.id });
}

/** Runs purchases for `seconds` from `connections` learners; each buys courses one by one. */
export async function benchPurchases({ base, orm, connections, seconds }) {
  const { users, courseIds, agreementId } = await makeBuyers(orm, connections, "buyer");
  const buyers = [];
  for (const user of users) {
    const headers = await signIn(base, user);
    for (const courseId of courseIds) {
      const input = {
        documentId: agreementId,
        courseId,
        signature: { type: "TYPED", text: "Bench Buyer", style: "formal" },
      };
      await gql(base, headers, SIGN, { i: input });
    }
    buyers.push({ headers, next: 0 });
  }
  const latencies = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    buyers.map(async buyer => {
      while (performance.now() < until && buyer.next < courseIds.length) {
        const started = performance.now();
        await purchase(base, buyer.headers, courseIds[buyer.next++]);
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    purchases: latencies.length,
    perSecond: latencies.length / seconds,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? NaN,
    exhausted: buyers.every(buyer => buyer.next >= courseIds.length),
  };
}

/** The SQL statements of one purchase (3 requests), counted in-process by the ORM's logger. */
export async function statementsPerPurchase({ databaseUrl }) {
  const { loadConfig } = await import("../api/dist/config.js");
  const { entitiesOf, openOrm } = await import("../api/dist/db/orm.js");
  const { modules } = await import("../api/dist/modules/index.js");
  const { createSchema } = await import("../api/dist/graphql/schema.js");
  const { buildApp } = await import("../api/dist/http/app.js");
  const { jobsOf, startJobs } = await import("../api/dist/jobs/start.js");
  let statements = 0;
  const orm = await openOrm(databaseUrl, {
    entities: entitiesOf(modules),
    onQuery: () => (statements += 1),
  });
  const config = loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: databaseUrl,
    WEB_DIST: "/none",
    TRUST_PROXY: "1",
  });
  const jobs = await startJobs(
    databaseUrl,
    jobsOf(modules),
    { orm, config },
    { workers: false, onError: () => {} },
  );
  const app = await buildApp({
    modules,
    config,
    orm,
    schema: await createSchema(modules),
    jobs,
    logLevel: "silent",
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  const { users, courseIds, agreementId } = await makeBuyers(orm, 1, "counted");
  const buyer = await signIn(base, users[0]);
  const courseId = courseIds[0];
  await gql(base, buyer, SIGN, {
    i: {
      documentId: agreementId,
      courseId,
      signature: { type: "TYPED", text: "B", style: "formal" },
    },
  });
  statements = 0;
  await purchase(base, buyer, courseId);
  const counted = statements;
  await app.close();
  await jobs.stop();
  await orm.close();
  return counted;
}
