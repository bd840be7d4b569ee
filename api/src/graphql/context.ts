import type { EntityManager } from "@mikro-orm/postgresql";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import type { Viewer } from "./roles.js";

export interface Context {
  /** A fresh fork per request: no identity map is shared between requests. */
  em: EntityManager;
  viewer: Viewer | null;
  config: Config;
  request: FastifyRequest;
  reply: FastifyReply;
}
