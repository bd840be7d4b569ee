import type { EntityManager } from "@mikro-orm/postgresql";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import type { JobQueue } from "../jobs/queue.js";
import type { JobDeps } from "../jobs/deps.js";
import { AppError } from "../errors.js";
import type { Viewer } from "./roles.js";
import { storable } from "../util/text.js";

/** Who is asking, as the login history and audit log keep it. */
export interface RequestMeta {
  ipAddress: string;
  userAgent: string | null;
}

/** The request's `RequestMeta`: its client address and its user agent (cut to 500 characters). */
export function requestMeta(request: FastifyRequest): RequestMeta {
  const userAgent = request.headers["user-agent"];
  return { ipAddress: request.ip, userAgent: userAgent ? storable(userAgent, 500) : null };
}

export interface Context {
  /** A fresh fork per request: no identity map is shared between requests. */
  em: EntityManager;
  /**
   * The signed-in caller, resolved on first use and then kept: a public query that never asks
   * verifies no token and runs no SQL for it.
   */
  viewer(): Promise<Viewer | null>;
  config: Config;
  /** Who is asking (client address, user agent), for the audit log and the login history. */
  meta: RequestMeta;
  /** Background work: queue a job (in the request's transaction, given its `em`). */
  jobs: JobQueue<JobDeps>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The caller of a field behind @Auth (the auth checker has already resolved it). */
export async function signedInViewer(context: Context): Promise<Viewer> {
  const viewer = await context.viewer();
  if (!viewer)
    throw new AppError("UNAUTHENTICATED", "You need to be logged in to view this content.");
  return viewer;
}
