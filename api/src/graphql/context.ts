import type { EntityManager } from "@mikro-orm/postgresql";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Viewer } from "./roles.js";

export interface Context {
  /** A fresh fork per request: no identity map is shared between requests. */
  em: EntityManager;
  viewer: Viewer | null;
  request: FastifyRequest;
  reply: FastifyReply;
}
