import type { FastifyRequest } from "fastify";

/**
 * Whether another site caused the browser to send a plain form: its Origin (which browsers send
 * with every form POST) is neither the portal's nor the page's own host's (a partner's own domain
 * serves the same forms), or Sec-Fetch-Site says so. Under the portal's
 * Referrer-Policy (no-referrer) a browser sends `Origin: null`: then Sec-Fetch-Site tells. A
 * request with neither (a client that is no browser) carries nothing its sender could not send to
 * GraphQL directly.
 */
export function crossSite(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== "null") {
    return (
      origin !== new URL(publicUrl).origin && origin !== `${request.protocol}://${request.host}`
    );
  }
  const site = request.headers["sec-fetch-site"];
  return site !== undefined && site !== "same-origin";
}
