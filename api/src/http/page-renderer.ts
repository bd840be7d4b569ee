import type { ApolloServer } from "@apollo/server";
import type { FastifyRequest } from "fastify";
import type { FormattedExecutionResult } from "graphql";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Context } from "../graphql/context.js";

/** A page rendered on the server: what goes inside #root, its style elements, the Apollo state. */
export interface RenderedPage {
  html: string;
  styles: string;
  state: string;
}

/** The web app's server renderer (web/src/app/server.tsx, built into web/dist-server). */
interface WebRenderer {
  renderPage(
    url: string,
    execute: (
      query: string,
      variables: Record<string, unknown>,
      operationName: string | undefined,
    ) => Promise<FormattedExecutionResult>,
    options: { signal: AbortSignal; cookies: string },
  ): Promise<RenderedPage | null>;
}

/** A render that takes longer than this is given up: the browser renders the page itself. */
export const RENDER_TIMEOUT_MS = 5_000;

/**
 * Renders at once at most: a burst of page requests (each URL of the catalogue's filters is a
 * render) costs the server this much CPU at most; the pages beyond it are left to the browser.
 */
export const MAX_RENDERS = 4;

/**
 * The cookies a page's render reads (web features/settings/components/site-banners: the banners a
 * visitor closed). The render sees only these, so a rendered page is the same for every request
 * with the same URL and `pageCookies`: the page cache's key (modules/site).
 */
const PAGE_COOKIES = ["ga_closed_banners"];

export const pageCookies = (request: FastifyRequest): string =>
  PAGE_COOKIES.flatMap(name => {
    const value = request.cookies?.[name];
    return value === undefined ? [] : [`${name}=${encodeURIComponent(value)}`];
  }).join("; ");

/**
 * Renders a URL as the caller of the request, with the cookies it reads (`pageCookies`); null:
 * the page is left to the browser.
 */
export type RenderPage = (
  url: string,
  cookies: string,
  context: Context,
) => Promise<RenderedPage | null>;

/**
 * The web build's renderer beside `webDist` (web/dist-server/server.js), its GraphQL operations
 * executed in-process with the request's context, as the REST shim executes its operations; null
 * when the build has none (the pages are then rendered in the browser only).
 */
export async function loadPageRenderer(
  webDist: string,
  apollo: ApolloServer<Context>,
): Promise<RenderPage | null> {
  const file = join(webDist, "..", "dist-server", "server.js");
  if (!existsSync(file)) return null;
  const web = (await import(pathToFileURL(file).href)) as WebRenderer;
  let rendering = 0;
  return async (url, cookies, contextValue) => {
    if (rendering >= MAX_RENDERS) return null;
    rendering += 1;
    try {
      return await web.renderPage(
        url,
        async (query, variables, operationName) => {
          const response = await apollo.executeOperation(
            { query, variables, operationName },
            { contextValue },
          );
          if (response.body.kind !== "single")
            throw new Error("A page's operation must not stream");
          return response.body.singleResult;
        },
        { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS), cookies },
      );
    } finally {
      rendering -= 1;
    }
  };
}
