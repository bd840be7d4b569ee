import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { GraphQLError, type ValidationContext } from "graphql";

/**
 * Refuse abusive documents before they run. Limits are generous for our own screens; the
 * standard introspection query (depth 15) is exempt where introspection is on at all.
 */
export const LIMITS = { depth: 8, aliases: 15, cost: 5000 };

// Report a refusal as an ordinary validation error (400 GRAPHQL_VALIDATION_FAILED), not a throw.
const reject = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ""))),
  ],
};

export const validationRules = [
  maxDepthRule({ n: LIMITS.depth, ignoreIntrospection: true, flattenFragments: true, ...reject }),
  maxAliasesRule({ n: LIMITS.aliases, ...reject }),
  costLimitRule({ maxCost: LIMITS.cost, ignoreIntrospection: true, ...reject }),
];
