import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import type { Orm } from "../db/orm.js";

/**
 * /healthz (the process answers; which learning system this install uses: Moodle, or the demo
 * one, CONTRACT.md) and /readyz (the database answers too).
 */
export function registerHealth(app: FastifyInstance, config: Config, orm: Orm) {
  const learningSystem = config.lms ? "moodle" : "demo";
  app.get("/healthz", async () => ({ status: "ok", learningSystem }));
  app.get("/readyz", async (_request, reply) => {
    try {
      await orm.em.getConnection().execute("select 1");
      return { status: "ready", database: "reachable" };
    } catch {
      return reply.status(503).send({ status: "unavailable", database: "unreachable" });
    }
  });
}
