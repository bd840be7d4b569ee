import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { API_TOKEN_LIMITS } from "../src/modules/api-tokens/api-token-limits.rules.js";
import { Payment, PaymentStatus } from "../src/modules/payments/payment.entity.js";
import { type TestApp, readJson, startTestApp } from "./app.js";
import type { Client } from "./client.js";
import { createCourse, createPayment, createUser, signedInAs } from "./factories.js";

/**
 * The acceptance of the integrator docs: the example script of docs/api.md, with only the
 * portal's address and a token, lists the payments of the last 30 days over /graphql and over
 * REST, and says clearly why when it is refused.
 */
const REPO = fileURLToPath(new URL("../..", import.meta.url));
const EXAMPLES = join(REPO, "docs", "examples");
const SCRIPT = join(EXAMPLES, "payments-last-month.ts");

let app: TestApp;
let admin: Client;
let recent: number[];

beforeAll(async () => {
  app = await startTestApp({ demo: false });
  ({ client: admin } = await signedInAs(app, { kind: "admin" }));
  const buyer = await createUser(app);
  const course = await createCourse(app, { priceCents: 4_999 });
  const pay = async (status: PaymentStatus, daysAgo: number) => {
    const { payment } = await createPayment(app, buyer, course, { status });
    const createdAt = new Date(Date.now() - daysAgo * 24 * 3600 * 1000);
    await app.orm.em.fork().nativeUpdate(Payment, { id: payment.id }, { createdAt });
    return payment.id;
  };
  recent = [
    await pay(PaymentStatus.SUCCESSFUL, 0),
    await pay(PaymentStatus.FAILED, 3),
    await pay(PaymentStatus.SUCCESSFUL, 29),
  ];
  await pay(PaymentStatus.SUCCESSFUL, 31);
  await pay(PaymentStatus.SUCCESSFUL, 90);
});
afterAll(() => app.close());

/** A token made as an administrator makes one: createApiToken while signed in. */
async function createToken(role: "LEARNER" | "ADMIN") {
  const { body } = await admin.graphql<{
    createApiToken: { token: string; apiToken: { id: number } };
  }>(
    `mutation($input: CreateApiTokenInput!) {
      createApiToken(input: $input) { token apiToken { id } }
    }`,
    { input: { name: `integrator ${role}`, role, expiresInDays: 7 } },
  );
  expect(body.errors).toBeUndefined();
  return body.data!.createApiToken;
}

/** Runs the script as an integrator would: its environment is the portal's address and the token. */
async function runScript(token: string, script = SCRIPT) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script], {
      env: { GA_URL: app.url, GA_TOKEN: token },
    });
    return { exitCode: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { exitCode: code, stdout, stderr };
  }
}

/** The payment ids the script printed under a heading ("GraphQL: ..." or "REST: ..."). */
function listed(stdout: string, heading: string): number[] {
  const section = stdout.split(/^(?=\S)/m).find(part => part.startsWith(heading)) ?? "";
  return [...section.matchAll(/^ {2}#(\d+) /gm)].map(match => Number(match[1]));
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe("an integrator with only a token and the docs", () => {
  it("copies docs/examples into a folder of their own, generates its types from the live server and runs it", async () => {
    const { token } = await createToken("ADMIN");
    const folder = mkdtempSync(join(tmpdir(), "ga-examples-"));
    try {
      // What an outsider has: the example folder (not its generated types) and its packages.
      cpSync(EXAMPLES, folder, {
        recursive: true,
        filter: source => !source.includes(`${sep}generated`),
      });
      symlinkSync(join(REPO, "node_modules"), join(folder, "node_modules"));
      await promisify(execFile)(
        process.execPath,
        [join(REPO, "node_modules/@graphql-codegen/cli/esm/bin.js"), "--config", "codegen.ts"],
        { cwd: folder, env: { ...process.env, GA_URL: app.url, GA_TOKEN: token } },
      );
      expect(readdirSync(join(folder, "generated"))).toContain("graphql.ts");
      const run = await runScript(token, join(folder, "payments-last-month.ts"));
      expect(run.stderr).toBe("");
      expect(sorted(listed(run.stdout, "GraphQL:"))).toEqual(sorted(recent));
      expect(sorted(listed(run.stdout, "REST:"))).toEqual(sorted(recent));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);

  it("lists the payments of the last 30 days over /graphql and over REST", async () => {
    const { token } = await createToken("ADMIN");
    const run = await runScript(token);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain("GraphQL: 3 payments in the last 30 days");
    expect(run.stdout).toContain("REST: 3 payments in the last 30 days");
    expect(sorted(listed(run.stdout, "GraphQL:"))).toEqual(sorted(recent));
    expect(sorted(listed(run.stdout, "REST:"))).toEqual(sorted(recent));
    expect(run.stdout).toMatch(/\$49\.99 FAILED/);
    expect(run.stdout).not.toContain(token);
  });

  it("is told 401 for an unknown or a revoked token", async () => {
    const unknown = await runScript(`gat_${"x".repeat(43)}`);
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stderr).toContain("/graphql: 401 UNAUTHENTICATED: Invalid API token");

    const { token, apiToken } = await createToken("ADMIN");
    const { body } = await admin.graphql(`mutation($id: Int!) { revokeApiToken(id: $id) { id } }`, {
      id: apiToken.id,
    });
    expect(body.errors).toBeUndefined();
    const revoked = await runScript(token);
    expect(revoked.exitCode).toBe(1);
    expect(revoked.stderr).toContain("401 UNAUTHENTICATED: This API token has been revoked");
    expect(revoked.stdout).toBe("");
  });

  it("is told 403 with a LEARNER-ceiling token, over /graphql and over REST", async () => {
    const { token } = await createToken("LEARNER");
    const run = await runScript(token);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(
      /\/graphql: \d{3} FORBIDDEN: You do not have permission to do this\./,
    );
    expect(run.stdout).toBe("");

    const rest = await app.request("/api/admin/payments?date=month", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(rest.status).toBe(403);
    expect(await readJson(rest)).toEqual({
      message: "You do not have permission to do this.",
      code: "FORBIDDEN",
      requestId: rest.headers.get("x-request-id"),
    });
  });

  it("is told 429 and how long to wait when over the token's limit", async () => {
    const { token } = await createToken("ADMIN");
    const saved = API_TOKEN_LIMITS.perToken;
    // One request a window: the GraphQL list passes, the REST one is over the limit.
    API_TOKEN_LIMITS.perToken = { ...saved, max: 1 };
    try {
      const run = await runScript(token);
      expect(run.exitCode).toBe(1);
      expect(run.stdout).toContain("GraphQL: 3 payments in the last 30 days");
      expect(run.stderr).toMatch(/\/api\/admin\/payments\S*: 429 TOO_MANY_REQUESTS: /);
      expect(run.stderr).toMatch(/Retry after [1-9]\d* seconds/);
    } finally {
      API_TOKEN_LIMITS.perToken = saved;
    }
  });
});
