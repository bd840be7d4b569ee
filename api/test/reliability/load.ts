import { randomBytes } from "node:crypto";

/**
 * Sizes of the reliability tests: small in the normal API run (a few seconds each), the full
 * ones under `npm run test:reliability` (RELIABILITY_FULL=1).
 */
export const FULL = process.env.RELIABILITY_FULL === "1";

/** Longer than any answer should take: a request still open after this counts as hung. */
export const CLIENT_TIMEOUT_MS = 10_000;

/** One request as the load saw it: when it started and ended (ms since the run began). */
export interface Outcome {
  kind: "write" | "read";
  startedAt: number;
  endedAt: number;
  /** The HTTP status, or "timeout" when the client gave up, or "network" for a dropped socket. */
  status: number | "timeout" | "network";
  body: string;
  /** The username a write chose (its row is found by it). */
  username?: string;
}

let addressCounter = 0;
/** A client address of its own for each write, so per-address limits never refuse the load. */
export const nextAddress = () => {
  const n = ++addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** One HTTP request with the client timeout; never throws. */
export async function timed(
  url: string,
  init: RequestInit,
  kind: Outcome["kind"],
  clock: () => number,
  username?: string,
): Promise<Outcome> {
  const startedAt = clock();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
    const body = await response.text();
    return { kind, startedAt, endedAt: clock(), status: response.status, body, username };
  } catch (error) {
    const status = (error as Error).name === "TimeoutError" ? "timeout" : "network";
    return { kind, startedAt, endedAt: clock(), status, body: String(error), username };
  }
}

/** A registration (REST) with a username the client chose, from an address of its own. */
export function register(baseUrl: string, clock: () => number, password = "Reliable#2026") {
  const username = `rel${randomBytes(5).toString("hex")}`;
  return timed(
    `${baseUrl}/api/auth/register`,
    {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": nextAddress() },
      body: JSON.stringify({
        firstName: "Reli",
        lastName: "Able",
        email: `${username}@example.com`,
        username,
        password,
        confirmPassword: password,
      }),
    },
    "write",
    clock,
    username,
  );
}

/** A public read: the catalogue. */
export const readCatalogue = (baseUrl: string, clock: () => number) =>
  timed(`${baseUrl}/api/courses`, {}, "read", clock);

/**
 * `workers` loops each sending one request after another until `stop()`; the outcomes of all.
 */
export function steadyLoad(workers: (() => Promise<Outcome>)[]) {
  let running = true;
  const outcomes: Outcome[] = [];
  const loops = workers.map(async next => {
    while (running) outcomes.push(await next());
  });
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** Texts a failure answer must never show a caller: stacks and the database's own words. */
export const LEAKS = [
  /\bat .+\.(ts|js):\d+/,
  /ECONNREFUSED|ECONNRESET/,
  /postgres|pg_|sqlstate/i,
  /terminating connection|connection terminated|database system/i,
  /\bselect\b.+\bfrom\b|\binsert into\b/i,
  /127\.0\.0\.1:\d+/,
];
