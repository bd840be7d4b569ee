import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { join } from "node:path";

/**
 * The web build's files (webDist): Vite's hashed assets cached for good, everything else
 * revalidated; the build's .br/.gz beside each asset chosen by Accept-Encoding.
 */
export async function registerWebFiles(app: FastifyInstance, webDist: string) {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    // Hidden from the schema (the default, said here: metrics count hidden routes as web files).
    schemaHide: true,
    index: false,
    // The build's .br/.gz beside each asset, chosen by Accept-Encoding.
    preCompressed: true,
    // dist/.vite holds the build manifest: not a page of the site.
    dotfiles: "ignore",
    setHeaders(res, path) {
      // Vite's hashed assets never change; everything else is revalidated.
      res.header(
        "cache-control",
        path.includes(`${join(webDist, "assets")}`)
          ? "public, max-age=31536000, immutable"
          : "no-cache",
      );
    },
  });
}
