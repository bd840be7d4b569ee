import { badInput } from "../graphql/errors.js";

export type HttpMethod = "GET" | "POST" | "PATCH" | "DELETE";

export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body: Record<string, unknown>;
}

export interface RestRoute {
  method: HttpMethod;
  /** The documented path, in Fastify's syntax (`:id`). */
  path: string;
  /** The named operation (in its module's `<domain>.rest.graphql`) that serves it. */
  operation: string;
  variables?: (req: RestRequest) => Record<string, unknown>;
  /** The documented answer: usually the operation's single root field. */
  response: (data: Record<string, unknown>) => unknown;
  status?: number;
}

/** A path parameter that must be a positive whole number (ids). */
export function intParam(req: RestRequest, name: string): number {
  const raw = req.params[name] ?? "";
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
    throw badInput(`Invalid ${name} "${raw}": expected a positive whole number`);
  }
  return Number(raw);
}

export const field = (name: string) => (data: Record<string, unknown>) => data[name];

/** The JSON body's fields by name (missing ones stay undefined, so GraphQL reports them). */
export const pick =
  (...names: string[]) =>
  (req: RestRequest) =>
    Object.fromEntries(names.map(name => [name, req.body[name]]));
export const asInput =
  (...names: string[]) =>
  (req: RestRequest) => ({ input: pick(...names)(req) });
