import type fc from "fast-check";
import type { GraphQLSchema } from "graphql";
import { costlySignatures, SIGNATURE_COST_TARGET } from "./targets/agreements.js";
import {
  CREDENTIALS_TARGET,
  STALE_RESET_TARGET,
  credentialRequests,
  staleResets,
} from "./targets/auth.js";
import { rootFieldRequests } from "./targets/graphql.js";
import { PAGES_TARGET, pageRequests } from "./targets/pages.js";
import { REFUND_RETRIES_TARGET, refundRetries } from "./targets/payments.js";
import type { HostileRequest } from "./targets/request.js";
import { type Path, bodyKeys, restRequests } from "./targets/rest.js";

/*
 * The hostile suite's targets, one file per domain under targets/: the schema's root fields
 * (graphql.ts), the REST paths (rest.ts), the web app's pages (pages.ts), credentials and reset
 * links (auth.ts), refund retries (payments.ts), costly signatures (agreements.ts); what a
 * request is and the pieces they share in request.ts. This file joins them, in the suite's order.
 */
export { SIGNATURE_COST_TARGET } from "./targets/agreements.js";
export { CREDENTIALS_TARGET, STALE_RESET_TARGET, STALE_RESET_TOKENS } from "./targets/auth.js";
export { PAGES_TARGET, cacheFloodRequests, pageQuery } from "./targets/pages.js";
export { REFUND_RETRIES_TARGET } from "./targets/payments.js";
export { FIXTURE_ID, type HostileRequest, headerValue } from "./targets/request.js";

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
