import type { ApolloServer } from "@apollo/server";
import type { PostedForm, RenderedPage } from "@guardian/rules";
import type { FormattedExecutionResult } from "graphql";
import { existsSync } from "node:fs";
import { isIPv6 } from "node:net";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Context } from "../graphql/context.js";

// A page rendered on the server and a form a visitor sent without the app (see
// HttpRoutes.answerForm): the web app's renderer and this server read the one declaration.
export type { PostedForm, RenderedPage };

/** The web app's server renderer (web/src/app/server.tsx, built into web/dist-server). */
interface WebRenderer {
  renderPage(
    url: string,
    execute: (
      query: string,
      variables: Record<string, unknown>,
      operationName: string | undefined,
    ) => Promise<FormattedExecutionResult>,
    options: { signal: AbortSignal; form?: PostedForm; viewer?: boolean },
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
 * Renders one client address may have running at once, how many it may start in a burst, and how
 * many more it gets a second: a visitor who asks for page after page the cache does not hold (a
 * search, a query string of its own making) costs the server this much at most; beyond it the
 * pages are left to its browser.
 */
export const RENDERS_PER_ADDRESS = { atOnce: 2, burst: 30, perSecond: 1 };

/** Addresses whose share is kept at most; past it the longest unseen are forgotten (their share full). */
const MAX_ADDRESSES = 10_000;

/** The part of a client address that is one client: an IPv6 address's /64, an IPv4 address whole. */
export function clientOf(address: string): string {
  if (!isIPv6(address) || address.startsWith("::ffff:")) return address;
  const [head, tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") && tail ? tail.split(":") : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map(group => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** Each client address's share of the renders (`RENDERS_PER_ADDRESS`): a token bucket and a count. */
export class RenderAllowance {
  readonly #clients = new Map<string, { tokens: number; at: number; running: number }>();
  readonly #limits: typeof RENDERS_PER_ADDRESS;
  readonly #now: () => number;
  readonly #maxAddresses: number;

  constructor(
    options: {
      limits?: typeof RENDERS_PER_ADDRESS;
      now?: () => number;
      maxAddresses?: number;
    } = {},
  ) {
    this.#limits = options.limits ?? RENDERS_PER_ADDRESS;
    this.#now = options.now ?? Date.now;
    this.#maxAddresses = options.maxAddresses ?? MAX_ADDRESSES;
  }

  /** Addresses whose share is kept. */
  get size(): number {
    return this.#clients.size;
  }

  /** One render for `address` if its share allows: then `done(address)` when it ends. */
  take(address: string): boolean {
    const { atOnce, burst, perSecond } = this.#limits;
    const client = clientOf(address);
    const at = this.#now();
    const share = this.#clients.get(client) ?? { tokens: burst, at, running: 0 };
    const tokens = Math.min(burst, share.tokens + ((at - share.at) / 1000) * perSecond);
    if (share.running >= atOnce || tokens < 1) return false;
    this.#clients.delete(client); // kept again: the most recently seen
    this.#clients.set(client, { tokens: tokens - 1, at, running: share.running + 1 });
    for (const [oldest, { running }] of this.#clients) {
      if (this.#clients.size <= this.#maxAddresses) break;
      if (running === 0) this.#clients.delete(oldest);
    }
    return true;
  }

  done(address: string) {
    const share = this.#clients.get(clientOf(address));
    if (share) share.running -= 1;
  }
}

/**
 * Renders a URL as the caller of the request, showing the form it sent if any; with `viewer`, as
 * the signed-in caller (their session checked first: none, no page); null: the page is left to the
 * browser (the server is busy, the caller's address has had its share, no session for a viewer's
 * page, or the render failed or gave up).
 */
export type RenderPage = (
  url: string,
  context: Context,
  form?: PostedForm,
  options?: { viewer?: boolean },
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
  const allowance = new RenderAllowance();
  return async (url, contextValue, form, { viewer = false } = {}) => {
    const address = contextValue.meta.ipAddress;
    if (rendering >= MAX_RENDERS || !allowance.take(address)) return null;
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
        { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS), form, viewer },
      );
    } finally {
      rendering -= 1;
      allowance.done(address);
    }
  };
}
