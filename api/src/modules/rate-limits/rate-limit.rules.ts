export interface RateLimitRule {
  /** What is limited (one counter per bucket and client address). */
  bucket: string;
  max: number;
  windowSeconds: number;
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

/** Every limit declared with RateLimited, for the security dashboard's status list. */
export const declaredRateLimits: RateLimitRule[] = [];
