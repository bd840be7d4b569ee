import type { FastifyInstance } from "fastify";
import type { HttpRoutes } from "../../app-module.js";

export const CERTIFICATE_KEYS_PATH = "/.well-known/certificate-keys.json";

/**
 * GET /.well-known/certificate-keys.json: the public key certificates are signed with, then those
 * of keys a rotation retired (JWKS; a certificate's `kid` names its key).
 */
export function certificatesHttp(app: FastifyInstance, { context }: HttpRoutes) {
  app.get(CERTIFICATE_KEYS_PATH, async (request, reply) => {
    const { config } = await context(request, reply);
    // Anyone may check a certificate offline, from any origin.
    reply.header("cache-control", "public, max-age=3600");
    reply.header("access-control-allow-origin", "*");
    return { keys: [config.certificateKey.publicJwk, ...config.certificateRetiredKeys] };
  });
}
