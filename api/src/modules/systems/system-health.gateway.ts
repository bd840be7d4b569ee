import { SystemHealth } from "./system.entity.js";

/** A check slower than this is 'degraded'; one without an answer within the timeout is 'down'. */
const SLOW_MS = 1500;
const TIMEOUT_MS = 3000;
const CACHE_MS = 30_000;

export interface Health {
  status: SystemHealth;
  version: string | null;
  lastChecked: Date;
}

const cache = new Map<string, Health>();

async function check(url: string): Promise<Health> {
  const started = performance.now();
  const lastChecked = new Date();
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: "manual",
    });
    await response.body?.cancel();
    const version = response.headers.get("x-version") ?? response.headers.get("x-app-version");
    const slow = performance.now() - started > SLOW_MS;
    const status =
      response.status >= 500
        ? SystemHealth.DOWN
        : slow || response.status >= 400
          ? SystemHealth.DEGRADED
          : SystemHealth.HEALTHY;
    return { status, version, lastChecked };
  } catch {
    return { status: SystemHealth.DOWN, version: null, lastChecked };
  }
}

/** A system's health over HTTP, kept for 30 seconds so the status tab never floods anyone. */
export async function healthOf(url: string): Promise<Health> {
  const cached = cache.get(url);
  if (cached && Date.now() - cached.lastChecked.getTime() < CACHE_MS) return cached;
  const health = await check(url);
  cache.set(url, health);
  return health;
}
