import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import type { Orm } from "../db/orm.js";

/** A part outside the database the portal needs: the learning system, the payment processor. */
export interface ReadinessCheck {
  /** Its name in /readyz's answer: `learningSystem`, `processor`. */
  name: string;
  /**
   * Asks the part whether it answers: resolves with its state (`reachable`, or `demo` for the
   * portal's own stand-in), rejects when it does not answer as it should.
   */
  check(config: Config): Promise<string>;
}

/** A part's answer is kept this long: a probe every few seconds does not call Moodle or Stripe each time. */
const KEEP_MS = 15_000;
/** A part that has not answered in this long is unreachable (the container's probe waits 3 s). */
const WAIT_MS = 2_000;

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => {
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref();
    }),
  ]);

/**
 * GET /readyz: whether this replica can serve. The database decides: without it nothing works,
 * so the answer is 503 `unavailable` (the container's health check and a load balancer take the
 * replica out). The learning system and the payment processor are reported beside it: when only
 * they fail the answer is 200 `degraded` (every replica sees the same Moodle and Stripe, and the
 * rest of the portal still works: taking every replica out would take all of it down). Each part
 * says `reachable`, `unreachable` or `demo`.
 */
export function registerReadiness(
  app: FastifyInstance,
  { config, orm, checks }: { config: Config; orm: Orm; checks: readonly ReadinessCheck[] },
) {
  const kept = new Map<string, { at: number; state: Promise<string>; settled?: string }>();
  const stateOf = (part: ReadinessCheck) => {
    const last = kept.get(part.name);
    if (last && Date.now() - last.at < KEEP_MS) return last.state;
    const state = within(part.check(config), WAIT_MS).catch((error: unknown) => {
      // Said when the part stops answering, not at every probe while it stays away.
      if (last?.settled !== "unreachable") {
        // Stripe's messages may show a key's ends: no key reaches the log.
        const reason = String((error as Error).message).replace(
          /\b(?:sk|rk|pk|whsec)_\w+/g,
          "[key]",
        );
        app.log.warn({ part: part.name, reason }, "not ready");
      }
      return "unreachable";
    });
    const entry: { at: number; state: Promise<string>; settled?: string } = {
      at: Date.now(),
      state,
    };
    void state.then(value => (entry.settled = value));
    kept.set(part.name, entry);
    return state;
  };

  app.get("/readyz", async (_request, reply) => {
    const [database, ...parts] = await Promise.all([
      orm.em
        .getConnection()
        .execute("select 1")
        .then(
          () => "reachable",
          () => "unreachable",
        ),
      ...checks.map(stateOf),
    ]);
    const named = Object.fromEntries(checks.map((part, index) => [part.name, parts[index]]));
    if (database !== "reachable") {
      return reply.status(503).send({ status: "unavailable", database, ...named });
    }
    const status = parts.includes("unreachable") ? "degraded" : "ready";
    return { status, database, ...named };
  });
}
