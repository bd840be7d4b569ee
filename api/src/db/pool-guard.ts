import type { Pool, PoolClient } from "pg";

/**
 * Hands a checked-out connection back to the pool (which discards it) as soon as it breaks.
 *
 * kysely's controlled transactions, which MikroORM's transactions run on, never release their
 * connection when `begin`, `commit` or `rollback` throws, as they all do when the database goes
 * away mid-transaction. Without this, every outage would leak the pool slots of the transactions
 * in flight until the pool is empty and every request waits for ever. A later release by the
 * connection's holder is then a no-op instead of pg-pool's double-release error.
 */
export function releaseBrokenConnections(pool: Pool): void {
  pool.on("acquire", (client: PoolClient) => {
    // pg-pool sets `client.release` just after it emits `acquire`.
    queueMicrotask(() => {
      const release = client.release;
      let released = false;
      const onError = (error: Error) => once(error);
      const once = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener("error", onError);
        release(error);
      };
      client.release = once;
      client.on("error", onError);
    });
  });
}
