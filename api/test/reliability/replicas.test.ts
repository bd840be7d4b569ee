import { JobQueue } from "../../src/jobs/queue.js";
import type { Orm } from "../../src/db/orm.js";
import { prepareDatabase } from "../../src/seed/prepare.js";
import { API_TOKEN_LIMITS } from "../../src/modules/api-tokens/api-token-limits.rules.js";
import { ADDRESS_ACCOUNT_LIMIT, LOCKOUT } from "../../src/modules/auth/lockout.service.js";
import { jobDefinitions, openOrm } from "../composed.js";
import { MailService } from "../../src/modules/mail/mail.service.js";
import { MAIL_SEND_JOB } from "../../src/modules/mail/send-mail.job.js";
import { OutboxMail } from "../../src/modules/mail/outbox-mail.entity.js";
import type { JobDeps } from "../../src/jobs/deps.js";
import type { TestApp } from "../app.js";
import { Client } from "../client.js";
import { createTestDatabase } from "../database.js";
import { SmtpReceiver } from "../fakes/smtp.js";
import { createUser, unique } from "../factories.js";
import { jobsSettled } from "../jobs.js";
import { FULL } from "./load.js";
import { type Replica, startProxy, startReplica } from "./replicas.js";

/**
 * Two app processes on one PostgreSQL behind a round-robin proxy: a caller's consecutive
 * requests land on alternate replicas, and everything must behave as with one.
 */
const MAILS = FULL ? 40 : 8;

let database: { url: string; drop(): Promise<void> };
let orm: Orm;
let receiver: SmtpReceiver;
let replicas: Replica[] = [];
let proxy: { url: string; close(): void };
let queue: JobQueue<JobDeps>;

beforeAll(async () => {
  database = await createTestDatabase({ template: "migrated" });
  orm = await openOrm(database.url, { pool: 2 });
  await prepareDatabase(orm, database.url, { demo: false });
  receiver = await new SmtpReceiver().start();
  const env = { SMTP_URL: receiver.url, MAIL_FROM: "Guardian Academy <no-reply@example.org>" };
  // One after the other: both would otherwise migrate the same database at once.
  replicas = [await startReplica("A", database.url, env)];
  replicas.push(await startReplica("B", database.url, env));
  proxy = await startProxy(replicas);
  queue = await JobQueue.start(database.url, jobDefinitions, error => console.error(error));
}, 240_000);

afterAll(async () => {
  proxy?.close();
  await Promise.all(replicas.map(replica => replica.stop()));
  await queue?.stop();
  await receiver?.stop();
  await orm?.close();
  await database?.drop();
}, 60_000);

/** A browser (its own cookie jar and client address) talking to the proxy. */
function browser(ip: string): Client {
  const request = (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json, ...rest } = init;
    if (json === undefined) return fetch(proxy.url + path, rest);
    const headers = new Headers(rest.headers);
    headers.set("content-type", "application/json");
    return fetch(proxy.url + path, {
      method: "POST",
      ...rest,
      headers,
      body: JSON.stringify(json),
    });
  };
  return new Client({ request } as unknown as TestApp, "replica-client", ip);
}

const servedBy = (response: Response) => response.headers.get("x-replica");

describe("two replicas behind a proxy", () => {
  it("keep a session made through one working on the other", async () => {
    const user = await createUser({ orm });
    const client = browser("198.51.100.31");
    const login = await client.login(user.username, user.password);
    expect(login.status).toBe(200);
    const me = await client.request("/graphql", { json: { query: "{ me { username } }" } });
    expect(servedBy(me)).not.toBe(servedBy(login));
    expect(await me.json()).toEqual({ data: { me: { username: user.username } } });
  });

  it(`lock an account after ${LOCKOUT.failures} failures spread over both, as one does`, async () => {
    const user = await createUser({ orm });
    // Addresses change before their own limit (ADDRESS_ACCOUNT_LIMIT) refuses them.
    const from = (i: number) => browser(`198.51.100.${40 + Math.floor(i / ADDRESS_ACCOUNT_LIMIT)}`);
    const seen = new Set<string | null>();
    for (let i = 1; i < LOCKOUT.failures; i++) {
      const failed = await from(i - 1).login(user.username, "Wrong#2026");
      expect(failed.status).toBe(401);
      seen.add(servedBy(failed));
    }
    expect(seen).toEqual(new Set(["A", "B"]));
    const last = await from(LOCKOUT.failures - 1).login(user.username, "Wrong#2026");
    expect(last.status).toBe(429);
    expect(await last.json()).toMatchObject({ message: expect.stringMatching(/locked/) });
    // The right password on either replica is refused while the lock lasts.
    for (let i = 0; i < 2; i++) {
      expect((await browser("198.51.100.60").login(user.username, user.password)).status).toBe(429);
    }
  });

  it(`refuse one address after ${ADDRESS_ACCOUNT_LIMIT} wrong passwords for an account, across both`, async () => {
    const user = await createUser({ orm });
    const attacker = browser("198.51.100.61");
    for (let i = 0; i < ADDRESS_ACCOUNT_LIMIT; i++) {
      expect((await attacker.login(user.username, "Wrong#2026")).status).toBe(401);
    }
    const refused = [await attacker.login(user.username, user.password)];
    refused.push(await attacker.login(user.username, user.password));
    expect(refused.map(r => r.status)).toEqual([429, 429]);
    expect(new Set(refused.map(servedBy))).toEqual(new Set(["A", "B"]));
  });

  it("share an API token's rate limit", async () => {
    const admin = await createUser({ orm }, { kind: "admin" });
    const client = browser("198.51.100.62");
    expect((await client.login(admin.username, admin.password)).status).toBe(200);
    const created = await client.graphql<{ createApiToken: { token: string } }>(
      `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`,
      { input: { name: `replicas-${unique()}`, role: "ADMIN" } },
    );
    const headers = { authorization: `Bearer ${created.body.data!.createApiToken.token}` };
    const { max } = API_TOKEN_LIMITS.perToken;
    // Replicas counting on their own would each let `max` through: 2 × max in all.
    let accepted = 0;
    let refused: Response | undefined;
    while (!refused && accepted < 2 * max) {
      const response = await fetch(`${proxy.url}/api/admin/outbox`, { headers });
      if (response.status === 429) refused = response;
      else {
        expect(response.status).toBe(200);
        accepted++;
      }
      await response.arrayBuffer();
    }
    expect(refused).toBeDefined();
    expect(accepted).toBeGreaterThanOrEqual(max);
    expect(accepted).toBeLessThan(2 * max);
    expect(Number(refused!.headers.get("retry-after"))).toBeGreaterThan(0);
    console.log(`RELIABILITY replicas: API token limit ${max}: ${accepted} accepted, then 429`);
  }, 120_000);

  it("send each queued mail once, with both replicas' workers running", async () => {
    const em = orm.em.fork();
    const addresses = Array.from({ length: MAILS }, () => `once-${unique()}@example.org`);
    await em.transactional(async tx => {
      for (const to of addresses) {
        await new MailService(tx, { jobs: queue }).queueMail({
          to,
          subject: "Once",
          text: "Sent once.",
          kind: "reliability.once",
          key: `reliability:${to}`,
        });
      }
    });
    for (let i = 0; i < 600 && addresses.some(to => receiver.to(to).length === 0); i++) {
      await new Promise(resolve => setTimeout(resolve, 100));
    }
    // A second delivery would be a job of its own: once none is left, it would have arrived.
    await jobsSettled(orm, MAIL_SEND_JOB);
    expect(addresses.map(to => receiver.to(to).length)).toEqual(addresses.map(() => 1));
    const rows = await orm.em.fork().find(OutboxMail, { recipient: { $in: addresses } });
    expect(rows.map(row => [row.status, row.attempts])).toEqual(addresses.map(() => ["sent", 1]));
  });
});
