import { randomInt } from "node:crypto";
import type { TestApp } from "./app.js";

export interface GraphQLBody<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown } }[];
}

/** A caller of the real server with its own cookie jar, like one browser. */
export class Client {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: TestApp,
    readonly userAgent = "jest-client",
    /** The client address the test app (one trusted proxy hop) sees, via X-Forwarded-For. */
    readonly ip?: string,
  ) {}

  /** Another browser holding the same cookies (e.g. a stolen copy). */
  clone(): Client {
    const copy = new Client(this.app, this.userAgent, this.ip);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("user-agent", this.userAgent);
    if (this.ip) headers.set("x-forwarded-for", this.ip);
    if (this.cookies.size) {
      headers.set(
        "cookie",
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      );
    }
    const response = await this.app.request(path, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
      const expired = attributes.some(a => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return response;
  }

  async graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) {
    const response = await this.request("/graphql", { json: { query, variables } });
    return { status: response.status, body: (await response.json()) as GraphQLBody<T> };
  }

  async login(username: string, password: string): Promise<Response> {
    return this.request("/api/auth/login", { json: { username, password } });
  }
}

/** Where the next address starts: random, so the threads' files do not all start alike. */
let nextAddress = randomInt(0, 200);

/**
 * A client address from the documentation ranges, so per-address limits do not add up across
 * tests: the next of 200 in turn (x.100 to x.199 of two ranges, clear of the fixed addresses tests
 * use), so no two calls in one file share one unless it asks for more than 200.
 */
export function someAddress(): string {
  const n = nextAddress++ % 200;
  return `${n < 100 ? "198.51.100" : "203.0.113"}.${100 + (n % 100)}`;
}
