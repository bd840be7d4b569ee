import type { EntityManager } from "@mikro-orm/postgresql";
import { type MiddlewareFn, UseMiddleware } from "type-graphql";
import type { Context } from "../../graphql/context.js";
import { tooManyRequests } from "../../errors.js";
import { type RateLimitRule, declaredRateLimits } from "./rate-limit.rules.js";

/** Fixed-window request counts in `rate_limits`, shared by every replica. */
export class RateLimitService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Counts one request in the database, in its own statement (it commits whatever the request
   * does later, and every replica shares the count): the hits of the current window so far and
   * the seconds left of it.
   */
  async hitRequest(
    rule: RateLimitRule,
    key: string,
  ): Promise<{ hits: number; retryAfter: number }> {
    const [row] = await this.em.getConnection().execute<{ hits: number; retry_after: number }[]>(
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

  /** Counts one request and refuses the ones over the limit with a 429 (Retry-After: the rest of the window). */
  async countRequest(rule: RateLimitRule, key: string): Promise<void> {
    const { hits, retryAfter } = await this.hitRequest(rule, key);
    if (hits > rule.max) {
      throw tooManyRequests("Too many requests.", retryAfter);
    }
  }
}

/** Limits a root field per client address, over /graphql and the REST shim alike. */
export function RateLimited(rule: RateLimitRule): MethodDecorator {
  declaredRateLimits.push(rule);
  const middleware: MiddlewareFn<Context> = async ({ context }, next) => {
    await new RateLimitService(context.em).countRequest(rule, context.request.ip);
    return next();
  };
  return UseMiddleware(middleware);
}
