import fc from "fast-check";
import { type GraphQLSchema, isInputObjectType } from "graphql";
import { type HttpRoute, type RestRoute, requestFields } from "../../../src/rest/route.js";
import { anyCursor, hostileString, wrongValue } from "../hostile-values.js";
import { type HostileRequest, encode, headerValue, pathParam } from "./request.js";

/** Every input field and argument name of the schema: the keys a REST body may carry. */
export function bodyKeys(schema: GraphQLSchema): string[] {
  const names = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (isInputObjectType(type)) Object.keys(type.getFields()).forEach(name => names.add(name));
  }
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {}))
      field.args.forEach(a => names.add(a.name));
  }
  return [...names];
}

/** A path of the REST table or a plain route, or one of the kernel's own (no parameters). */
export type Path = Pick<RestRoute, "method" | "path"> & Pick<HttpRoute, "query" | "form">;

/** The query parameters a path reads: a REST row's (what its variables read) or a plain route's. */
const queryNames = (route: Path) =>
  "operation" in route
    ? [...requestFields(route as RestRoute).read.query]
    : Object.keys(route.query ?? {});

/** Each header the row reads (what its variables read), hostile or missing. */
const headersRead = (route: Path) =>
  "operation" in route ? [...requestFields(route as RestRoute).read.headers] : [];

/** Requests to one REST path: hostile path parameters, query strings, headers and bodies. */
export function restRequests(route: Path, keys: string[]): fc.Arbitrary<HostileRequest> {
  const params = route.path.split("/").filter(part => part.startsWith(":"));
  const names = queryNames(route);
  const headerNames = headersRead(route);
  const headers = fc.record(
    Object.fromEntries(headerNames.map(name => [name, headerValue])) as Record<
      string,
      fc.Arbitrary<string>
    >,
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, string>>;
  const path = fc
    .tuple(
      fc.array(pathParam, { minLength: params.length, maxLength: params.length }),
      fc.option(hostileString),
      // A read may page: a forged cursor of any list.
      route.method === "GET"
        ? fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, anyCursor)
        : fc.constant(null),
      // Each parameter the path reads, hostile, any of them twice (an array where one is read).
      names.length
        ? fc.array(fc.tuple(fc.constantFrom(...names), hostileString), { maxLength: 4 })
        : fc.constant([]),
    )
    .map(([values, search, cursor, named]) => {
      let filled = route.path;
      params.forEach((param, i) => (filled = filled.replace(param, encode(values[i]) || "x")));
      const query = [
        search === null ? "" : `q=${encode(search.slice(0, 2000))}`,
        cursor === null ? "" : `after=${encode(cursor)}`,
        ...named.map(([name, value]) => `${name}=${encode(value.slice(0, 2000))}`),
      ].filter(Boolean);
      return query.length ? `${filled}?${query.join("&")}` : filled;
    });
  const jsonBody = fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .dictionary(fc.constantFrom(...keys), fc.oneof(hostileString, wrongValue), { maxKeys: 6 })
        .map(b => JSON.stringify(b)),
    },
    { weight: 2, arbitrary: wrongValue.map(value => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.constantFrom('{"broken": ', "[1,2", '{"a":"\\ud800"}', "") },
  );
  // A form's fields (a page's form sent without the app), hostile, any of them left out or twice.
  const form = Object.keys(route.form ?? {});
  const formBody = form.length
    ? fc
        .array(fc.tuple(fc.constantFrom(...form), hostileString), { maxLength: form.length + 2 })
        .map(pairs => pairs.map(([name, value]) => `${name}=${encode(value)}`).join("&"))
    : null;
  const contentType = fc.oneof(
    {
      weight: 8,
      arbitrary: fc.constant(formBody ? "application/x-www-form-urlencoded" : "application/json"),
    },
    fc.constantFrom(
      "text/plain",
      "application/x-www-form-urlencoded",
      "application/json; charset=latin1",
    ),
  );
  // A forwarded host of any shape: nothing the portal answers is built from it (a list's Link
  // names PUBLIC_URL).
  const forwardedHost = fc.option(
    fc.constantFrom("[", "a b", "%zz", "évil.example", "attacker.example:99999", "x".repeat(300)),
  );
  const body = formBody ? fc.oneof({ weight: 6, arbitrary: formBody }, jsonBody) : jsonBody;
  return fc
    .tuple(path, body, contentType, headers, forwardedHost)
    .map(([url, body, type, read, host]) => ({
      label: `${route.method} ${route.path}`,
      path: url,
      method: route.method,
      headers: {
        ...read,
        ...(route.method === "GET" ? {} : { "content-type": type }),
        ...(host === null ? {} : { "x-forwarded-host": host }),
      },
      body: route.method === "GET" ? undefined : body,
    }));
}
