import { ApolloServer } from "@apollo/server";
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from "@apollo/server/plugin/landingPage/default";
import { unwrapResolverError } from "@apollo/server/errors";
import type { GraphQLFormattedError, GraphQLSchema } from "graphql";
import { fastifyApolloDrainPlugin } from "@as-integrations/fastify";
import type { FastifyInstance } from "fastify";
import type { Context } from "./context.js";
import { validationRules } from "./limits.js";

const EXPOSED_CODES = new Set([
  "BAD_USER_INPUT",
  "GRAPHQL_VALIDATION_FAILED",
  "GRAPHQL_PARSE_FAILED",
  "BAD_REQUEST",
  "OPERATION_RESOLUTION_FAILURE",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "TOO_MANY_REQUESTS",
]);

export function createApollo(
  schema: GraphQLSchema,
  options: { development: boolean; app: FastifyInstance },
) {
  return new ApolloServer<Context>({
    schema,
    validationRules,
    csrfPrevention: true,
    introspection: true,
    includeStacktraceInErrorResponses: options.development,
    // Coded errors pass as they are; anything else is logged and answered without detail.
    formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
      const code = formatted.extensions?.code;
      if (typeof code === "string" && EXPOSED_CODES.has(code)) {
        const { validationErrors: _omit, ...extensions } = formatted.extensions ?? {};
        return code === "BAD_USER_INPUT" && _omit
          ? {
              ...formatted,
              message: validationMessage(_omit) ?? formatted.message,
              extensions: { ...extensions, code },
            }
          : formatted;
      }
      options.app.log.error({ err: unwrapResolverError(error) }, "GraphQL resolver failed");
      if (options.development) return formatted;
      return {
        message: "Internal server error",
        extensions: { code: "INTERNAL_SERVER_ERROR" },
        path: formatted.path,
      };
    },
    plugins: [
      fastifyApolloDrainPlugin(options.app),
      options.development
        ? ApolloServerPluginLandingPageLocalDefault({ embed: true })
        : ApolloServerPluginLandingPageProductionDefault({ footer: false }),
    ],
  });
}

interface ValidationIssue {
  constraints?: Record<string, string>;
  children?: ValidationIssue[];
}

/** class-validator's first message, e.g. "email must be an email". */
function validationMessage(issues: unknown): string | undefined {
  const stack = Array.isArray(issues) ? ([...issues] as ValidationIssue[]) : [];
  while (stack.length) {
    const issue = stack.shift()!;
    const first = issue.constraints && Object.values(issue.constraints)[0];
    if (first) return first;
    stack.push(...(issue.children ?? []));
  }
  return undefined;
}
