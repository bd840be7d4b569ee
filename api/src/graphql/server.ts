import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from "@apollo/server/plugin/disabled";
import { ApolloServerPluginLandingPageLocalDefault } from "@apollo/server/plugin/landingPage/default";
import { unwrapResolverError } from "@apollo/server/errors";
import {
  GraphQLError,
  type GraphQLFormattedError,
  type GraphQLSchema,
  NoSchemaIntrospectionCustomRule,
  validate,
} from "graphql";
import { fastifyApolloDrainPlugin } from "@as-integrations/fastify";
import type { FastifyInstance } from "fastify";
import type { Context } from "./context.js";
import { Role, viewerHasRole } from "./roles.js";
import { isDatabaseUnavailable } from "../db/unavailable.js";
import { AppError } from "../errors.js";
import { EXPOSED_CODES, UNAVAILABLE, protocolError, statusOf } from "./errors.js";
import { inputGuardPlugin } from "./input-guard.js";
import { persistedDocuments } from "./persisted-documents.js";
import { validationRules } from "./limits.js";
import { maskSecrets } from "../util/logger.js";

const INTERNAL = "INTERNAL_SERVER_ERROR";
const codeOf = (error: { extensions?: Record<string, unknown> }) => error.extensions?.code;

/**
 * An argument graphql-js refused while executing (a null for a required argument that came
 * through a variable with a default): the caller's input, not a failure of ours.
 */
const isArgumentError = (error: unknown) =>
  error instanceof GraphQLError &&
  !error.originalError &&
  /^Argument "\w+" (of required type .* was not provided|of non-null type .* must not be null|has invalid value)/.test(
    error.message,
  );

/** A coded error of ours or of the GraphQL layer: its message is for the caller. */
const isExpected = (error: GraphQLError) =>
  unwrapResolverError(error) instanceof AppError ||
  isArgumentError(unwrapResolverError(error)) ||
  EXPOSED_CODES.has(String(codeOf(error)));

/**
 * HTTP answers from the codes: every error carries the request id (the key to the server's log
 * lines; for an unexpected failure, the line with the stack), an unexpected failure is a 500, a
 * rate limit a 429 with Retry-After, and a request refused before it ran (no `data`) a 4xx.
 * Other field errors keep GraphQL's 200.
 */
const statusPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation === "subscription") {
          throw protocolError("BAD_REQUEST", "Subscriptions are not supported by this endpoint");
        }
      },
      async didEncounterErrors({ errors, contextValue }) {
        for (const error of errors.filter(error => !isExpected(error))) {
          contextValue.request.log.error({ err: unwrapResolverError(error) }, "GraphQL failed");
        }
      },
      async willSendResponse({ response, contextValue }) {
        // Answers are per viewer and never cached (what Apollo's cache-control plugin, off below,
        // sent for a schema without cache hints).
        response.http.headers.set("cache-control", "no-store");
        if (response.body.kind !== "single") return;
        const result = response.body.singleResult;
        const errors = result.errors ?? [];
        const internal = errors.filter(error => codeOf(error) === INTERNAL);
        const unavailable = errors.some(error => codeOf(error) === UNAVAILABLE.code);
        const limited = errors.find(error => codeOf(error) === "TOO_MANY_REQUESTS");
        for (const error of errors) {
          (error.extensions as Record<string, unknown>).requestId = contextValue.request.id;
        }
        if (internal.length) response.http.status = 500;
        else if (unavailable) {
          response.http.status = 503;
          response.http.headers.set("retry-after", String(UNAVAILABLE.retryAfterSeconds));
        } else if (limited) {
          response.http.status = 429;
          const retryAfter = limited.extensions?.retryAfter;
          if (retryAfter) response.http.headers.set("retry-after", String(retryAfter));
        } else if (errors.length && !("data" in result) && (response.http.status ?? 200) < 400) {
          response.http.status = Math.max(400, statusOf(codeOf(errors[0])));
        }
      },
    };
  },
};

/** Coded errors pass as they are; anything else is answered without detail, in every mode. */
function formatAnswer(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof AppError) {
    const { message, code, details } = original;
    return { ...formatted, message, extensions: { code, ...details } };
  }
  // The database is down or restarting: a 503 to retry, not a masked 500.
  if (isDatabaseUnavailable(original)) {
    return { message: UNAVAILABLE.message, extensions: { code: UNAVAILABLE.code } };
  }
  if (isArgumentError(original)) {
    return { ...formatted, extensions: { code: "BAD_USER_INPUT" } };
  }
  const code = codeOf(formatted);
  if (typeof code !== "string" || !EXPOSED_CODES.has(code)) {
    return { message: "Internal server error", extensions: { code: INTERNAL } };
  }
  const { validationErrors, ...extensions } = formatted.extensions ?? {};
  if (code !== "BAD_USER_INPUT" || !validationErrors) return formatted;
  const fields = fieldMessages(validationErrors);
  return {
    ...formatted,
    message: Object.values(fields)[0] ?? formatted.message,
    extensions: { ...extensions, code, fields },
  };
}

/**
 * GRAPHQL_INTROSPECTION=tokens: introspection only for an API token acting as an administrator
 * (its ceiling and its owner both ADMIN or above); anyone else is refused as where it is off.
 */
const tokenIntrospectionPlugin = (schema: GraphQLSchema): ApolloServerPlugin<Context> => ({
  async requestDidStart() {
    return {
      async didResolveOperation({ document, contextValue }) {
        const token = contextValue.request.apiTokenViewer;
        if (token && viewerHasRole(token, Role.ADMIN)) return;
        const [refused] = validate(schema, document, [NoSchemaIntrospectionCustomRule]);
        if (refused) {
          throw new GraphQLError(refused.message, {
            extensions: { code: "GRAPHQL_VALIDATION_FAILED", http: { status: 400 } },
          });
        }
      },
    };
  },
});

export function createApollo(
  schema: GraphQLSchema,
  options: {
    introspection: boolean | "tokens";
    landingPage: boolean;
    app: FastifyInstance;
    plugins?: ApolloServerPlugin<Context>[];
    /** The web app's operations by hash (loadPersistedDocuments). */
    documents: Map<string, string>;
  },
) {
  const persisted = persistedDocuments(options.documents);
  return new ApolloServer<Context>({
    schema,
    // Apollo's own warnings and errors go to the app's JSON log, not the console.
    logger: options.app.log,
    // Where introspection is off, graphql-js's rule refuses it with a message for the caller
    // (Apollo's own tells the caller how to configure Apollo Server).
    introspection: true,
    validationRules:
      options.introspection === false
        ? [...validationRules, NoSchemaIntrospectionCustomRule]
        : validationRules,
    // For requests that carry a session cookie: http/app.ts waives it for the others (why there).
    csrfPrevention: true,
    // No 'Did you mean' hints where the schema is not open for introspection.
    hideSchemaDetailsFromClientErrors: options.introspection !== true,
    // The web app's documents by hash, from codegen's manifests; clients never register one.
    persistedQueries: persisted.store,
    includeStacktraceInErrorResponses: false,
    // A token or card-like number a message echoes from the input is masked, as in the log.
    formatError: (formatted: GraphQLFormattedError, error: unknown) => {
      const answer = formatAnswer(formatted, error);
      return { ...answer, message: maskSecrets(answer.message) };
    },
    plugins: [
      fastifyApolloDrainPlugin(options.app),
      // The schema has no cache hints; the plugin would still hook every field's resolution
      // (Apollo wraps each resolver while any plugin listens to fields): P1 in docs/performance.md.
      ApolloServerPluginCacheControlDisabled(),
      statusPlugin,
      persisted.plugin,
      inputGuardPlugin,
      ...(options.introspection === "tokens" ? [tokenIntrospectionPlugin(schema)] : []),
      // The embedded sandbox, where the schema is open to it, needs the development CSP (inline
      // script, Apollo's CDN). Production's CSP forbids both, and a page that cannot load is
      // worse than none: there a browser asking /graphql for a page gets a 406.
      options.landingPage && options.introspection === true
        ? ApolloServerPluginLandingPageLocalDefault({ embed: true })
        : ApolloServerPluginLandingPageDisabled(),
      ...(options.plugins ?? []),
    ],
  });
}

interface ValidationIssue {
  property?: string;
  constraints?: Record<string, string>;
  children?: ValidationIssue[];
}

/**
 * class-validator's first message for each invalid field, by its name (a nested field by its
 * innermost name), e.g. `{ email: "Please enter a valid email" }`: the same map services give
 * with `invalidFields`.
 */
function fieldMessages(issues: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  const stack = Array.isArray(issues) ? ([...issues] as ValidationIssue[]) : [];
  while (stack.length) {
    const issue = stack.shift()!;
    const first = issue.constraints && Object.values(issue.constraints)[0];
    if (first && issue.property && !(issue.property in fields)) fields[issue.property] = first;
    stack.push(...(issue.children ?? []));
  }
  return fields;
}
