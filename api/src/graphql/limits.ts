import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";

/** Refuse abusive documents before they run. Limits are generous for our own screens. */
export const LIMITS = { depth: 8, aliases: 15, cost: 5000 };

export const validationRules = [
  maxDepthRule({ n: LIMITS.depth, ignoreIntrospection: true, flattenFragments: true }),
  maxAliasesRule({ n: LIMITS.aliases }),
  costLimitRule({ maxCost: LIMITS.cost, ignoreIntrospection: true }),
];
