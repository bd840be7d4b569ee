import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { GraphQLError, type ValidationContext } from "graphql";

/**
 * Refuse abusive documents before they run. Limits are generous for our own screens; the
 * standard introspection query (depth 15) is exempt where introspection is on at all.
 */
export const LIMITS = { depth: 8, aliases: 15, cost: 5000 };

/**
 * A refusal is an ordinary validation error (400 GRAPHQL_VALIDATION_FAILED), not a throw, and
 * names what was measured and the limit, e.g. `{ cost: 6200, limit: 5000 }`, so an integrator
 * can fix the document. graphql-armor puts the measure only in its message ("..., found N.").
 */
const reject = (measure: keyof typeof LIMITS) => ({
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => {
      const found = /found ([\d.]+)\.$/.exec(error.message)?.[1];
      context?.reportError(
        new GraphQLError(error.message.replace(/^Syntax Error: /, ""), {
          extensions: { [measure]: found ? Number(found) : undefined, limit: LIMITS[measure] },
        }),
      );
    },
  ],
});

export const validationRules = [
  maxDepthRule({
    n: LIMITS.depth,
    ignoreIntrospection: true,
    flattenFragments: true,
    ...reject("depth"),
  }),
  // Every aliased field counts, `__typename` and the other meta-fields too: graphql-armor exempts
  // `__typename` by default, and `{ a0: __typename ... a4999: __typename }` is work all the same.
  maxAliasesRule({ n: LIMITS.aliases, allowList: [], ...reject("aliases") }),
  costLimitRule({ maxCost: LIMITS.cost, ignoreIntrospection: true, ...reject("cost") }),
];
