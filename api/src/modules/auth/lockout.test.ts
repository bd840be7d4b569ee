import { ADDRESS_ACCOUNT_LIMIT, LOCKOUT } from "./lockout.service.js";
import { LoginAttempt } from "./login-attempt.entity.js";
import { User } from "../users/user.entity.js";
import { type TestApp, readJson, startTestApp } from "../../../test/app.js";
import { Client } from "../../../test/client.js";
import { createUser, signIn } from "../../../test/factories.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ demo: false });
});
afterAll(() => app.close());

const PASSWORD = "Start#2026";
const newAccount = () => createUser(app, { password: PASSWORD });

let address = 0;
/** A browser at its own client address (the test app trusts one proxy hop). */
const fromNewAddress = () => new Client(app, "jest-client", `203.0.113.${++address}`);
const sql = (query: string, params: unknown[] = []) =>
  app.orm.em.getConnection().execute(query, params);
const failures = (userId: number) =>
  app.orm.em.fork().count(LoginAttempt, { user: userId, success: false });

/** Locks an account with wrong passwords from as few addresses as the per-address limit allows. */
async function lock(username: string) {
  let client = fromNewAddress();
  for (let i = 0; i < LOCKOUT.failures; i++) {
    if (i % ADDRESS_ACCOUNT_LIMIT === 0) client = fromNewAddress();
    await client.login(username, "Wrong#2026");
  }
}

describe("failed sign-ins are counted whatever the input", () => {
  it("refuses a username with a lone surrogate before any password is checked, so it cannot guess", async () => {
    const { id } = await newAccount();
    // An account whose stored name came from such input: PostgreSQL kept U+FFFD for the surrogate.
    await sql(`update users set username = ?, username_key = ? where id = ?`, [
      `odd\uFFFD${id}`,
      `odd-${id}`,
      id,
    ]);
    const hostile = `odd\uD800${id}`;
    for (const password of ["Wrong#2026", PASSWORD]) {
      const response = await fromNewAddress().login(hostile, password);
      expect(response.status).toBe(400);
      expect((await readJson<{ message: string }>(response)).message).toMatch(/broken Unicode/);
    }
  });

  it("records a failure for a name whose emoji straddles the history's length limit", async () => {
    const username = `${"e".repeat(99)}\u{1F600}`;
    const response = await fromNewAddress().login(username, "Wrong#2026");
    expect(response.status).toBe(401);
    const [attempt] = await app.orm.em.fork().find(LoginAttempt, { username });
    expect(attempt).toMatchObject({ success: false, reason: "password" });
  });
});

describe("unknown and known usernames get the same answers", () => {
  /** What a caller sees of an answer: status, body (but its request id) and Retry-After. */
  const seen = async (response: Response) => ({
    status: response.status,
    body: { ...(await readJson<{ message: string }>(response)), requestId: "" },
    retryAfter: response.headers.get("retry-after"),
  });
  /** Six wrong passwords from one new address, with the names `names(i)` gives. */
  const attempts = async (names: (i: number) => string) => {
    const client = fromNewAddress();
    const answers = [];
    for (let i = 0; i <= ADDRESS_ACCOUNT_LIMIT; i++) {
      answers.push(await seen(await client.login(names(i), "Wrong#2026")));
    }
    return answers;
  };

  it(`answers ${ADDRESS_ACCOUNT_LIMIT + 1} wrong passwords for an unknown name as for an existing account`, async () => {
    const { username } = await newAccount();
    const known = await attempts(() => username);
    const unknown = await attempts(() => `ghost${username}`);
    expect(unknown).toEqual(known);
    expect(known.map(answer => answer.status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(Number(known[ADDRESS_ACCOUNT_LIMIT].retryAfter)).toBeGreaterThan(0);
  });

  it(`locks an unknown name after ${LOCKOUT.failures} wrong passwords from several addresses, as an account`, async () => {
    const { username } = await newAccount();
    /** Wrong passwords from as few addresses as the per-address limit allows, and one more. */
    const fromAddresses = async (name: string) => {
      const answers = [];
      let client = fromNewAddress();
      for (let i = 0; i <= LOCKOUT.failures; i++) {
        if (i % ADDRESS_ACCOUNT_LIMIT === 0) client = fromNewAddress();
        const answer = await seen(await client.login(name, "Wrong#2026"));
        // Retry-After counts down from the lock: compared in whole minutes.
        const retryAfter = answer.retryAfter && Math.ceil(Number(answer.retryAfter) / 60);
        answers.push({ ...answer, retryAfter });
      }
      return answers;
    };
    const known = await fromAddresses(username);
    const unknown = await fromAddresses(`ghost${username}`);
    expect(unknown).toEqual(known);
    expect(known.map(answer => answer.status)).toEqual([
      ...Array<number>(LOCKOUT.failures - 1).fill(401),
      429,
      429,
    ]);
    expect(known[LOCKOUT.failures].body.message).toMatch(/locked/);
  });

  it("counts letter-case and NFKC variants of an unknown name as that one name", async () => {
    const name = `ghost${address}x`;
    const variants = [
      name,
      name.toUpperCase(),
      ` ${name} `,
      // Fullwidth letters and digits: NFKC makes them the plain name.
      [...name].map(c => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).join(""),
      name.replace("g", "G"),
      name,
    ];
    const answers = await attempts(i => variants[i]);
    expect(answers.map(answer => answer.status)).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe("the account lock", () => {
  it("starts the count afresh when a lock expires, so one guess does not lock again", async () => {
    const { id, username } = await newAccount();
    await lock(username);
    const locked = await fromNewAddress().login(username, PASSWORD);
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { message: string }).message).toBe(
      "This account is locked after too many failed sign-in attempts. Try again in 15 minutes.",
    );
    // Fifteen minutes later: the lock and the failures that caused it are in the past.
    await sql(`update users set locked_until = now() - interval '1 second' where id = ?`, [id]);
    await sql(
      `update login_attempts set created_at = created_at - interval '15 minutes' where user_id = ?`,
      [id],
    );
    expect((await fromNewAddress().login(username, "Wrong#2026")).status).toBe(401);
    expect((await fromNewAddress().login(username, PASSWORD)).status).toBe(200);
  });

  it("cannot be set off by one address: its own limit refuses it first", async () => {
    const { id, username } = await newAccount();
    const attacker = fromNewAddress();
    for (let i = 0; i < ADDRESS_ACCOUNT_LIMIT; i++) {
      expect((await attacker.login(username, "Wrong#2026")).status).toBe(401);
    }
    for (let i = 0; i < LOCKOUT.failures; i++) {
      const refused = await attacker.login(username, i === 0 ? PASSWORD : "Wrong#2026");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(attacker.cookies.size).toBe(0);
    expect((await app.orm.em.fork().findOneOrFail(User, id)).lockedUntil).toBeNull();
    expect((await fromNewAddress().login(username, PASSWORD)).status).toBe(200);
  });
});

describe("changing the password", () => {
  const change = (client: Client, currentPassword: string) =>
    client.request("/api/account/change-password", {
      json: { currentPassword, newPassword: "Another#2027", confirmPassword: "Another#2027" },
    });

  it("counts wrong current passwords like failed sign-ins", async () => {
    const account = await newAccount();
    const thief = await signIn(app, account);
    for (let i = 0; i < ADDRESS_ACCOUNT_LIMIT; i++) {
      expect((await change(thief, `Guess#${i}`)).status).toBe(400);
    }
    expect(await failures(account.id)).toBe(ADDRESS_ACCOUNT_LIMIT);
    const refused = await change(thief, PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
  });
});

describe("logging out", () => {
  it("ends the session of an access cookie sent alone, refresh token included", async () => {
    const browser = await signIn(app, await newAccount());
    const accessOnly = browser.clone();
    accessOnly.cookies.delete("ga_refresh");
    expect((await accessOnly.request("/api/auth/logout", { json: {} })).status).toBe(200);
    expect((await browser.request("/api/auth/user")).status).toBe(401);
    expect((await browser.request("/api/auth/refresh", { json: {} })).status).toBe(401);
  });
});
