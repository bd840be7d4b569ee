import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";

/**
 * /healthz: the process answers, and which learning system this install uses (Moodle, or the
 * demo one: CONTRACT.md). /readyz, which asks the database and the parts outside, is readiness.ts.
 */
export function registerHealth(app: FastifyInstance, config: Config) {
  const learningSystem = config.lms ? "moodle" : "demo";
  app.get("/healthz", async () => ({ status: "ok", learningSystem }));
}
