// `npm run bench -- --only=signatures` (issue 51): /healthz latency, idle and while 20 accounts
// sign maximum-size drawn signatures at once, in one run on the built portal. A signature is the
// costliest picture the intake accepts: an 8-bit RGBA PNG of 1000 × 400 pixels (the pad's
// largest) of up to 200 KB, whose pixels are decoded and encoded again in the portal's worker
// threads. Each account signs BENCH_SIGNATURE_ROUNDS (5) agreements (one per course, each kept
// with its picture), one after another, from an address of its own (the portal trusts one proxy hop); meanwhile one client asks for
// /healthz every BENCH_HEALTH_GAP_MS (10 ms) and times each answer. Target: p95 <= 50 ms.
// Env: BENCH_SIGNERS (default 20), BENCH_SIGNATURE_ROUNDS (default 5; at most the per-account
// limit of signAgreement, 10 a minute), BENCH_HEALTH_SAMPLES idle (default 300).
import { spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { PNG } from "pngjs";
import { percentile, sessionCookie } from "./bench-lib.mjs";
import { startPortal } from "./portal.mjs";

const SIGNERS = Number(process.env.BENCH_SIGNERS || 20);
const ROUNDS = Number(process.env.BENCH_SIGNATURE_ROUNDS || 5);
const IDLE_SAMPLES = Number(process.env.BENCH_HEALTH_SAMPLES || 300);
const GAP_MS = Number(process.env.BENCH_HEALTH_GAP_MS || 10);
const PASSWORD = "Bench#2026signature";
const MAX_BYTES = 200 * 1024;
const SIGN = `mutation($i: SignAgreementInput!) { signAgreement(input: $i) { id } }`;

/**
 * The largest drawn signature the intake takes: 1000 × 400 RGBA, strokes on a transparent ground
 * with enough noise in them that the PNG is just under 200 KB (a plain drawing is a few KB, and
 * decodes faster: fewer literal bytes to inflate).
 */
function maximumSignature() {
  const withNoise = rows => {
    const png = new PNG({ width: 1000, height: 400 });
    let seed = 1;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff);
    for (let y = 0; y < 400; y++) {
      const noisy = (y * rows) % 400 < rows;
      for (let x = 0; x < 1000; x++) {
        const at = (y * 1000 + x) * 4;
        if (noisy) png.data.writeUInt32BE(((random() << 1) ^ random()) >>> 0, at);
        else if (Math.abs(y - 200 - 120 * Math.sin(x / 60)) < 3)
          png.data.writeUInt32BE(0x202020ff, at);
      }
    }
    return PNG.sync.write(png, { colorType: 6 });
  };
  // The most noisy rows that stay within the limit (binary search).
  let [low, high] = [0, 400];
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (withNoise(mid).length <= MAX_BYTES) low = mid;
    else high = mid - 1;
  }
  return withNoise(low);
}

/**
 * `count` learners with one password hash, ROUNDS + 1 courses (one for the warm-up) and the
 * agreement they sign: each signature is a new agreement, kept with its picture.
 */
async function seed(base, databaseUrl, count) {
  const pg = (await import("pg")).default;
  const { hashPassword } = await import("../api/dist/modules/users/password-hash.rules.js");
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on("error", () => {});
  await client.connect();
  const { rows: users } = await client.query(
    `insert into users (username, username_key, email, password_hash, first_name, last_name)
     select 'signer' || n, 'signer' || n, 'signer' || n || '@example.com', $1, 'Bench', 'Signer'
     from generate_series(1, $2::int) n returning id, username`,
    [await hashPassword(PASSWORD), count],
  );
  const { rows: courses } = await client.query(
    `insert into courses (title, description, hours, price_cents, is_active, is_self_paced)
     select 'Signature bench ' || n, 'A course for the signature benchmark.', 8, 19900, true, true
     from generate_series(0, $1::int) n returning id`,
    [ROUNDS],
  );
  const { rows: documents } = await client.query(
    `select id from legal_documents where type = 'enrollment-agreement' and is_active
     order by id desc limit 1`,
  );
  await client.end();
  const signers = await Promise.all(
    users.map(async user => {
      const address = { "x-forwarded-for": `10.51.${(user.id >> 8) & 255}.${user.id & 255}` };
      const credentials = { username: user.username, password: PASSWORD };
      return { cookie: await sessionCookie(base, credentials, address), ...address };
    }),
  );
  return { signers, courseIds: courses.map(row => row.id), documentId: documents[0].id };
}

/** /healthz timed one after another, `gap` ms apart, until `until()` says stop (or `n` samples). */
async function healthTimes(base, { n = Infinity, until = () => false, gap = GAP_MS }) {
  const times = [];
  while (times.length < n && !until()) {
    const start = performance.now();
    const response = await fetch(`${base}/healthz`);
    await response.text();
    if (response.status !== 200) throw new Error(`/healthz answered ${response.status}`);
    times.push(performance.now() - start);
    await sleep(gap);
  }
  return times;
}

const figures = times =>
  `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, ` +
  `max ${Math.max(...times).toFixed(0)} ms (${times.length} requests)`;

/** The section: builds the API, starts the built portal on `cpus`, measures, stops it. */
export async function benchSignatures({ root, cpus }) {
  console.log("\nsignatures: building...");
  const built = spawnSync("flock", ["/tmp/ga-build.lock", "npm", "run", "build", "-w", "api"], {
    cwd: root,
    stdio: "ignore",
  });
  if (built.status !== 0) throw new Error("build failed");
  const portal = await startPortal(root, { TRUST_PROXY: "1" }, { cpus });
  try {
    const databaseUrl = `postgres://guardian:guardian@127.0.0.1:${portal.pgPort}/guardian`;
    const { signers, courseIds, documentId } = await seed(portal.url, databaseUrl, SIGNERS);
    const png = maximumSignature();
    const data = `data:image/png;base64,${png.toString("base64")}`;
    const sign = async (signer, courseId) => {
      const start = performance.now();
      const response = await fetch(`${portal.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...signer },
        body: JSON.stringify({
          query: SIGN,
          variables: { i: { documentId, courseId, signature: { type: "DRAWN", data } } },
        }),
      });
      const body = await response.json();
      if (body.errors) throw new Error(`signAgreement: ${body.errors[0].message}`);
      return performance.now() - start;
    };
    // Warm-up: the worker threads start and the code paths are compiled.
    await sign(signers[0], courseIds[ROUNDS]);
    await healthTimes(portal.url, { n: 50 });

    const idle = await healthTimes(portal.url, { n: IDLE_SAMPLES });
    let signing = true;
    const started = performance.now();
    const loaded = healthTimes(portal.url, { until: () => !signing });
    const signTimes = (
      await Promise.all(
        signers.map(async signer => {
          const times = [];
          for (let round = 0; round < ROUNDS; round++) {
            times.push(await sign(signer, courseIds[round]));
          }
          return times;
        }),
      )
    ).flat();
    const seconds = (performance.now() - started) / 1000;
    signing = false;
    const busy = await loaded;

    console.log(
      `\n/healthz while ${SIGNERS} accounts sign ${ROUNDS} maximum-size drawn signatures each ` +
        `(1000 × 400 RGBA, ${(png.length / 1024).toFixed(0)} KB), ${cpus ? `portal on CPU ${cpus}` : "unpinned"}`,
    );
    console.log(`idle:     ${figures(idle)}`);
    console.log(`signing:  ${figures(busy)}   (target p95 <= 50 ms)`);
    console.log(
      `signatures: ${signTimes.length} in ${seconds.toFixed(1)} s (${(signTimes.length / seconds).toFixed(1)}/s), ` +
        `each p50 ${percentile(signTimes, 50).toFixed(0)} ms, p95 ${percentile(signTimes, 95).toFixed(0)} ms`,
    );
  } finally {
    await portal.stop();
  }
}
