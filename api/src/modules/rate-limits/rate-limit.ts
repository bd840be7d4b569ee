import type { EntityManager } from "@mikro-orm/postgresql";
import { type MiddlewareFn, UseMiddleware } from "type-graphql";
import type { Context } from "../../graphql/context.js";
import { tooManyRequests } from "../../errors.js";

export interface RateLimitRule {
  /** What is limited (one counter per bucket and client address). */
  bucket: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts one request in the database, in its own statement (it commits whatever the request
 * does later, and every replica shares the count): the hits of the current window so far and the
 * seconds left of it.
 */
export async function hitRequest(
  em: EntityManager,
  rule: RateLimitRule,
  key: string,
): Promise<{ hits: number; retryAfter: number }> {
  const [row] = await em.getConnection().execute<{ hits: number; retry_after: number }[]>(
    `insert into rate_limits as r (bucket, key, window_started_at, hits) values (?, ?, now(), 1)
     on conflict (bucket, key) do update set
       hits = case when r.window_started_at <= now() - make_interval(secs => ?) then 1 else r.hits + 1 end,
       window_started_at = case when r.window_started_at <= now() - make_interval(secs => ?)
         then now() else r.window_started_at end
     returning hits, extract(epoch from r.window_started_at + make_interval(secs => ?) - now()) as retry_after`,
    [rule.bucket, key, rule.windowSeconds, rule.windowSeconds, rule.windowSeconds],
  );
  return { hits: row.hits, retryAfter: Math.max(1, Math.ceil(Number(row.retry_after))) };
}

/**
 * A token bucket (GCRA) for one statement's CTE: `rule.max` requests at once, refilled evenly
 * over the window, in `rate_buckets` so every replica shares it. `keys` is a query of the keys
 * to charge (none, one or more). Returns per key whether it was refused (a refused request takes
 * nothing) and `ahead`, the seconds the bucket's arrival time lies ahead of now.
 */
export function takeFromBucketSql(rule: RateLimitRule, keys: string) {
  if (!/^[a-z-]+$/.test(rule.bucket) || !(rule.max >= 1 && rule.windowSeconds > 0)) {
    throw new Error(`Bad rate limit rule ${rule.bucket}`);
  }
  const emission = `make_interval(secs => ${rule.windowSeconds / rule.max})`;
  const next = `greatest(b.tat, now()) + ${emission}`;
  const over = `${next} > now() + make_interval(secs => ${rule.windowSeconds})`;
  return `insert into rate_buckets as b (bucket, key, tat, refused)
    select '${rule.bucket}', k.key, now() + ${emission}, false from (${keys}) as k(key)
    on conflict (bucket, key) do update set
      refused = ${over}, tat = case when ${over} then b.tat else ${next} end
    returning refused, extract(epoch from tat - now())::float8 as ahead`;
}

/** What a bucket's answer means for the caller: RateLimit header values and Retry-After. */
export function bucketState(rule: RateLimitRule, ahead: number) {
  const emission = rule.windowSeconds / rule.max;
  return {
    remaining: Math.max(0, Math.floor((rule.windowSeconds - ahead) / emission + 1e-9)),
    reset: Math.max(0, Math.ceil(ahead)),
    retryAfter: Math.max(1, Math.ceil(ahead + emission - rule.windowSeconds)),
  };
}

/** Counts one request and refuses the ones over the limit with a 429 (Retry-After: the rest of the window). */
export async function countRequest(em: EntityManager, rule: RateLimitRule, key: string) {
  const { hits, retryAfter } = await hitRequest(em, rule, key);
  if (hits > rule.max) {
    throw tooManyRequests("Too many requests.", retryAfter);
  }
}

/** Every limit declared with RateLimited, for the security dashboard's status list. */
export const declaredRateLimits: RateLimitRule[] = [];

/** Limits a root field per client address, over /graphql and the REST shim alike. */
export function RateLimited(rule: RateLimitRule): MethodDecorator {
  declaredRateLimits.push(rule);
  const middleware: MiddlewareFn<Context> = async ({ context }, next) => {
    await countRequest(context.em, rule, context.request.ip);
    return next();
  };
  return UseMiddleware(middleware);
}
