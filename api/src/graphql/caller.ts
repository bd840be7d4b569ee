import type { EntityManager } from "@mikro-orm/postgresql";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import type { Viewer } from "./roles.js";

/**
 * How the app learns who is calling: a port the auth modules give (`AppModule.caller`), so the
 * kernel knows no cookie or token of theirs.
 */
export interface CallerPort {
  /**
   * A hook on every request, after the cookies are read and before anything else (API tokens:
   * the token's owner in `request.apiTokenViewer`, or a 401/429 answered here).
   */
  onRequest?(
    em: () => EntityManager,
  ): (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** The signed-in caller of the request's session, or null. */
  sessionViewer?(
    request: FastifyRequest,
    em: EntityManager,
    config: Config,
  ): Promise<Viewer | null>;
  /** Whether the browser attached the session, the only ambient authority a request can carry. */
  hasSession?(request: FastifyRequest): boolean;
  /** The session cookie's name, for the OpenAPI document's security scheme. */
  sessionCookie?: string;
}

/** The ports of the modules that give one, in module order. */
export const callersOf = (modules: readonly { caller?: CallerPort }[]) =>
  modules.flatMap(module => (module.caller ? [module.caller] : []));
