import fc from "fast-check";
import { ROUTES } from "@guardian/rules";
import {
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
} from "graphql";
import { type HttpRoute, type RestRoute, requestFields } from "../../src/rest/route.js";
import {
  LARGEST_8_BIT_PNG,
  LIST_CURSORS,
  SIXTEEN_BIT_PNG,
  anyCursor,
  cursorOf,
  hostileNumber,
  hostileString,
  imagePayload,
  wrongValue,
} from "./hostile-values.js";

/**
 * The id of the rows the suite makes for requests that must find something before they read a
 * picture (an enrollment agreement and a course, both given this id).
 */
export const FIXTURE_ID = 1_000_021;

/** One request of the suite: what to send, whatever role sends it. */
export interface HostileRequest {
  label: string;
  path: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** The root field of a GraphQL request, to tell a refusal from an answer. */
  field?: string;
  /** Who sends it, when only they get far enough for the case to mean anything. */
  role?: "anonymous" | "learner" | "superAdmin";
  /** A request no caller may succeed with (the suite fails on any other answer). */
  mustRefuse?: boolean;
}

/** A value for an input type: usually of the type and hostile, sometimes of the wrong type. */
function valueFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) {
    return fc.oneof({ weight: 9, arbitrary: valueFor(type.ofType, depth) }, fc.constant(null));
  }
  const wrong = { weight: 1, arbitrary: wrongValue };
  if (isListType(type)) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.array(valueFor(type.ofType, depth + 1), { maxLength: 3 }) },
      wrong,
    );
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const record = fc.record(
      Object.fromEntries(fields.map(f => [f.name, valueFor(f.type, depth + 1)])),
      { requiredKeys: [] },
    );
    const withExtra = record.map(value => ({ ...value, unknownField: "x" }));
    return fc.oneof({ weight: 8, arbitrary: record }, { weight: 1, arbitrary: withExtra }, wrong);
  }
  if (isEnumType(type)) {
    const names = type.getValues().map(v => v.name);
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...names) },
      { weight: 2, arbitrary: hostileString },
      wrong,
    );
  }
  switch (getNamedType(type).name) {
    case "Int":
    case "Float":
      return fc.oneof({ weight: 6, arbitrary: hostileNumber }, wrong);
    case "Boolean":
      return fc.oneof({ weight: 6, arbitrary: fc.boolean() }, wrong);
    default:
      return fc.oneof({ weight: 8, arbitrary: hostileString }, wrong);
  }
}

/** A String input field that carries a picture (its description names a data URL). */
const carriesImage = (field: GraphQLInputField) =>
  getNamedType(field.type).name === "String" && /data:image/.test(field.description ?? "");

/** Whether a value of `type` has a picture somewhere inside. */
function holdsImage(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some(
    field => carriesImage(field) || holdsImage(field.type, seen),
  );
}

/**
 * A value that gets as far as reading its picture: the required fields filled plausibly (ids
 * name the fixtures, enums any of their values), the picture hostile, the rest left out.
 */
function withImage(type: GraphQLInputType): fc.Arbitrary<unknown> {
  const named = getNamedType(type);
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields()).filter(
      field => carriesImage(field) || holdsImage(field.type) || isNonNullType(field.type),
    );
    return fc.record(
      Object.fromEntries(
        fields.map(field => [
          field.name,
          carriesImage(field) ? imagePayload : withImage(field.type),
        ]),
      ),
    );
  }
  if (isEnumType(named)) return fc.constantFrom(...named.getValues().map(v => v.name));
  switch (named.name) {
    case "Int":
      return fc.constant(FIXTURE_ID);
    case "Boolean":
      return fc.boolean();
    default:
      return fc.constant("hostile");
  }
}

const graphqlRequest = (field: string, query: string, variables: unknown): HostileRequest => ({
  label: `graphql ${field}`,
  path: "/graphql",
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ query, variables }),
  field,
});

/** Requests to one root field: every argument a variable, or a hostile literal in the text. */
function rootFieldRequests(operation: "query" | "mutation", field: GraphQLField<unknown, unknown>) {
  const named = getNamedType(field.type);
  const selection = isLeafType(named) ? "" : " { __typename }";
  const args = field.args;
  const definitions = args.map(arg => `$${arg.name}: ${String(arg.type)}`).join(", ");
  const query = `${operation} Hostile${args.length ? `(${definitions})` : ""} { ${field.name}${
    args.length ? `(${args.map(a => `${a.name}: $${a.name}`).join(", ")})` : ""
  }${selection} }`;
  const variables = fc.record(Object.fromEntries(args.map(a => [a.name, valueFor(a.type)])), {
    requiredKeys: [],
  });
  const viaVariables = variables.map(vars => graphqlRequest(field.name, query, vars));
  if (!args.length) return viaVariables;
  // The same field with a hostile string written into the query text (JSON is GraphQL string syntax).
  const inline = hostileString.map(text =>
    graphqlRequest(
      field.name,
      `${operation} { ${field.name}(${args.map(a => `${a.name}: ${JSON.stringify(text)}`).join(", ")})${selection} }`,
      {},
    ),
  );
  const families = [
    { weight: 4, arbitrary: viaVariables },
    { weight: 1, arbitrary: inline },
  ];
  // A list: a forged cursor of its own sorts (or another list's) and nothing else to refuse.
  if (args.some(a => a.name === "after") && args.some(a => a.name === "before")) {
    const cursor = fc.oneof(
      { weight: 4, arbitrary: cursorOf(LIST_CURSORS[field.name] ?? []) },
      { weight: 1, arbitrary: anyCursor },
    );
    const paged = fc.tuple(cursor, fc.boolean()).map(([text, back]) => ({
      ...graphqlRequest(field.name, query, back ? { before: text, last: 5 } : { after: text }),
      role: "superAdmin" as const,
    }));
    families.push({ weight: 8, arbitrary: paged });
  }
  // An operation that takes a picture: everything else plausible, the picture hostile.
  const pictured = args.filter(a => holdsImage(a.type));
  if (pictured.length) {
    const image = fc
      .record(Object.fromEntries(pictured.map(a => [a.name, withImage(a.type)])))
      .map(vars => ({ ...graphqlRequest(field.name, query, vars), role: "learner" as const }));
    families.push({ weight: 4, arbitrary: image });
  }
  return fc.oneof(...families);
}

/** Every input field and argument name of the schema: the keys a REST body may carry. */
function bodyKeys(schema: GraphQLSchema): string[] {
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

/** Percent-encoding that also sends a lone surrogate, as the invalid UTF-8 a raw client could. */
const encode = (text: string) =>
  [...text]
    .map(char => {
      const point = char.codePointAt(0)!;
      if (point < 0xd800 || point > 0xdfff) return encodeURIComponent(char);
      const bytes = [0xe0 | (point >> 12), 0x80 | ((point >> 6) & 63), 0x80 | (point & 63)];
      return bytes.map(byte => `%${byte.toString(16).toUpperCase()}`).join("");
    })
    .join("");

const pathParam = fc.oneof(
  hostileString.filter(text => text.length < 2000),
  hostileNumber.map(String),
  fc.constantFrom("1", "0", "-1", "1e9", "0x10", "99999999999", "terms", "enrollment"),
);

/** A path of the REST table or a plain route, or one of the kernel's own (no parameters). */
type Path = Pick<RestRoute, "method" | "path"> & Pick<HttpRoute, "query" | "form">;

/** The query parameters a path reads: a REST row's (what its variables read) or a plain route's. */
const queryNames = (route: Path) =>
  "operation" in route
    ? [...requestFields(route as RestRoute).read.query]
    : Object.keys(route.query ?? {});

/**
 * A header value of any shape HTTP can carry (an HTTP parser refuses line breaks, NUL and other
 * control characters but the tab before the portal sees them): empty, huge, quoted or not, any
 * Latin-1 character; or a repeated one, to be sent again.
 */
export const headerValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("retry-1", "retry-2", '"retry-1"', "retry-3") },
  fc.constantFrom("", " ", '""', '"', '"\\"', "\t", "x".repeat(256), "x".repeat(10_000)),
  hostileString.map(text => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, "").slice(0, 5000)),
);

/** Each header the row reads (what its variables read), hostile or missing. */
const headersRead = (route: Path) =>
  "operation" in route ? [...requestFields(route as RestRoute).read.headers] : [];

/** Requests to one REST path: hostile path parameters, query strings, headers and bodies. */
function restRequests(route: Path, keys: string[]): fc.Arbitrary<HostileRequest> {
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

export const REFUND_RETRIES_TARGET = "refund retries";

/**
 * Refunds of one payment that can be refunded (the fixture, paid with the demo processor) asked
 * again and again, as a super admin: over REST with an Idempotency-Key header of any shape or
 * a repeated one, over GraphQL with any idempotencyKey (control characters too), the same or
 * another small amount, with or without `repeat`. A replay answers; another body with a key
 * used before is a 422; an identical refund without a key a 409; never a 5xx.
 */
const refundRetries: fc.Arbitrary<HostileRequest> = fc
  .tuple(
    fc.boolean(),
    fc.option(headerValue),
    fc.option(fc.oneof(headerValue, hostileString), { nil: undefined }),
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(0.01, 0.02, 0.03) },
      fc.oneof(hostileNumber, wrongValue),
    ),
    fc.option(fc.oneof(fc.boolean(), wrongValue), { nil: undefined }),
    fc.option(fc.oneof(fc.boolean(), wrongValue), { nil: undefined }),
  )
  .map(([rest, header, key, amount, keep, repeat]) => {
    if (rest) {
      return {
        label: "POST /api/admin/payments/:id/refund (retried)",
        path: `/api/admin/payments/${FIXTURE_ID}/refund`,
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(header === null ? {} : { "idempotency-key": header }),
        },
        body: JSON.stringify({ amount, keepEnrollment: keep ?? true, repeat }),
        role: "superAdmin" as const,
      };
    }
    const cents = typeof amount === "number" ? Math.round(amount * 100) : amount;
    return {
      ...graphqlRequest(
        "refundPayment",
        "mutation Retry($input: RefundPaymentInput!) { refundPayment(input: $input) { id refundedCents } }",
        {
          input: {
            paymentId: FIXTURE_ID,
            amountCents: cents,
            keepEnrollment: keep ?? true,
            idempotencyKey: key,
            repeat,
          },
        },
      ),
      role: "superAdmin" as const,
    };
  });

/**
 * The web app's pages as the server dresses them (the head from the database, a visitor's page
 * rendered): hostile path parameters and query strings (`pageQuery`).
 */
const PAGES = [
  "/",
  "/courses",
  "/course/:id",
  "/about",
  "/contact",
  "/faq",
  "/legal/:page",
  "/business-offers",
  "/verify/:number",
  "/dashboard",
  "/no/:such",
];

export const PAGES_TARGET = "GET pages";

/** The query parameters the rendered pages read (the manifest's `render`, @guardian/rules). */
const PAGE_PARAMETERS = [...new Set(ROUTES.flatMap(route => route.render?.query ?? []))];

/**
 * A page's query string as a visitor may make it up to flood the page cache: parameters the pages
 * read, given twice and in any order, beside names and values of its own (random, hostile).
 */
export const pageQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...PAGE_PARAMETERS),
        fc.constantFrom("z", "utm_source", "Q", "q[]", "", "_"),
        hostileString.map(text => text.slice(0, 100)),
      ),
      fc.oneof(
        fc.uuid(),
        hostileString.map(text => text.slice(0, 2000)),
      ),
    ),
    { maxLength: 6 },
  )
  .map(pairs => pairs.map(([name, value]) => `${encode(name)}=${encode(value)}`).join("&"));

const pageRequests: fc.Arbitrary<HostileRequest> = fc
  .tuple(fc.constantFrom(...PAGES), pathParam, fc.option(pageQuery))
  .map(([page, param, query]) => {
    const path = page.replace(/:\w+/, encode(param) || "x");
    return {
      label: `GET ${page}`,
      path: query ? `${path}?${query}` : path,
      method: "GET",
      headers: {},
    };
  });

/**
 * Cache-key flooding: the rendered pages (a course and a certificate the suite's fixtures name)
 * with query strings of a visitor's own making, from anyone.
 */
export const cacheFloodRequests: fc.Arbitrary<HostileRequest> = fc
  .tuple(
    fc.constantFrom(
      "/",
      "/courses",
      `/course/${FIXTURE_ID}`,
      "/about",
      "/faq",
      "/legal/terms",
      "/business-offers",
      "/verify/GA-1",
    ),
    pageQuery,
  )
  .map(([path, query]) => ({
    label: `GET ${path}`,
    path: query ? `${path}?${query}` : path,
    method: "GET",
    headers: {},
    role: "anonymous" as const,
  }));

export const CREDENTIALS_TARGET = "forged credentials";

/**
 * Forged credentials: session cookies and Authorization headers of any shape (a lone %, broken
 * percent-encoding, a token of another kind, huge ones) on the calls that read them. Cookies are
 * sent by an anonymous caller (a signed-in one's jar would replace them).
 */
const credential = fc.oneof(
  hostileString.map(text => encode(text.slice(0, 5000))),
  fc.constantFrom("%", "%E0%A4%A", "%zz", "gat_", "gat_x", "e30.e30.", "a.b.c", " ", ""),
  fc.string({ unit: "binary-ascii", maxLength: 64 }).map(text => text.replace(/[^\x20-\x7e]/g, "")),
);
const CREDENTIAL_CALLS = [
  { method: "POST", path: "/graphql", body: JSON.stringify({ query: "{ me { id } }" }) },
  {
    method: "POST",
    path: "/graphql",
    body: JSON.stringify({ query: "mutation { refreshSession { success } }" }),
  },
  { method: "GET", path: "/api/auth/user" },
  { method: "POST", path: "/api/auth/refresh", body: "{}" },
  { method: "POST", path: "/api/auth/logout", body: "{}" },
];
const credentialRequests: fc.Arbitrary<HostileRequest> = fc
  .tuple(
    fc.constantFrom(...CREDENTIAL_CALLS),
    fc.option(credential),
    fc.option(credential),
    fc.option(fc.tuple(fc.constantFrom("Bearer ", "bearer ", "Basic ", ""), credential)),
  )
  .map(([call, access, refresh, authorization]) => {
    const cookies = [
      access === null ? "" : `ga_access=${access}`,
      refresh === null ? "" : `ga_refresh=${refresh}`,
    ].filter(Boolean);
    const headers: Record<string, string> = {};
    if (call.body !== undefined) headers["content-type"] = "application/json";
    if (cookies.length) headers.cookie = cookies.join("; ");
    if (authorization) headers.authorization = authorization.join("");
    return {
      label: `${call.method} ${call.path}`,
      ...call,
      headers,
      ...(cookies.length ? { role: "anonymous" as const } : {}),
    };
  });

export const SIGNATURE_COST_TARGET = "costly signatures";

/**
 * The costliest drawn signatures (issue 51), from the learner, the agreement and course to sign
 * found: 16-bit PNGs (no pad saves one; once half a second of the event loop each) must be
 * refused, and the largest 8-bit one the intake takes may be signed; both over GraphQL and REST.
 */
const costlySignatures: fc.Arbitrary<HostileRequest> = fc
  .tuple(
    fc.constantFrom(
      { png: SIXTEEN_BIT_PNG, mustRefuse: true },
      { png: LARGEST_8_BIT_PNG, mustRefuse: false },
    ),
    fc.boolean(),
  )
  .map(([{ png, mustRefuse }, rest]) => {
    const data = `data:image/png;base64,${png.toString("base64")}`;
    const signature = { type: "DRAWN", data };
    const request = rest
      ? {
          label: "POST /api/user-agreements",
          path: "/api/user-agreements",
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            documentId: FIXTURE_ID,
            courseId: FIXTURE_ID,
            signatureData: { type: "drawn", data },
          }),
        }
      : graphqlRequest(
          "signAgreement",
          "mutation Hostile($input: SignAgreementInput!) { signAgreement(input: $input) { id } }",
          { input: { documentId: FIXTURE_ID, courseId: FIXTURE_ID, signature } },
        );
    return { ...request, role: "learner" as const, mustRefuse };
  });

export const STALE_RESET_TARGET = "stale reset links";

/**
 * Reset links that were live until a later password change of their account ended them (its
 * owner's change, an administrator's reset, a force logout; the suite makes them before it
 * starts): each must be refused, with any new password, over GraphQL and REST.
 */
export const STALE_RESET_TOKENS = {
  ownChange: "hostile-stale-link-own-change-000000000000000",
  adminReset: "hostile-stale-link-admin-reset-0000000000000",
  forceLogout: "hostile-stale-link-force-logout-000000000000",
};
const staleResets: fc.Arbitrary<HostileRequest> = fc
  .tuple(
    fc.constantFrom(...Object.values(STALE_RESET_TOKENS)),
    fc.oneof({ weight: 3, arbitrary: fc.constant("Fresh#2026pass") }, hostileString),
    fc.boolean(),
  )
  .map(([token, password, rest]) => {
    const input = { token, newPassword: password, confirmPassword: password };
    const request = rest
      ? {
          label: "POST /api/auth/reset-password",
          path: "/api/auth/reset-password",
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(input),
        }
      : graphqlRequest(
          "resetPassword",
          "mutation Hostile($input: ResetPasswordInput!) { resetPassword(input: $input) { success } }",
          { input },
        );
    return { ...request, mustRefuse: true };
  });

export interface Target {
  name: string;
  requests: fc.Arbitrary<HostileRequest>;
}

/** Every root query and mutation of the schema, and every REST path of the table. */
export function targetsOf(schema: GraphQLSchema, routes: Path[]): Target[] {
  const keys = bodyKeys(schema);
  const fields = (["query", "mutation"] as const).flatMap(operation => {
    const root = operation === "query" ? schema.getQueryType() : schema.getMutationType();
    const type = operation === "query" ? "Query" : "Mutation";
    return Object.values(root?.getFields() ?? {}).map(field => ({
      name: `${type}.${field.name}`,
      requests: rootFieldRequests(operation, field),
    }));
  });
  const paths = routes.map(route => ({
    name: `${route.method} ${route.path}`,
    requests: restRequests(route, keys),
  }));
  return [
    ...fields,
    ...paths,
    { name: PAGES_TARGET, requests: pageRequests },
    { name: CREDENTIALS_TARGET, requests: credentialRequests },
    { name: REFUND_RETRIES_TARGET, requests: refundRetries },
    { name: SIGNATURE_COST_TARGET, requests: costlySignatures },
    { name: STALE_RESET_TARGET, requests: staleResets },
  ];
}
