import { type RestRoute, pageQuery } from "../../rest/route.js";

interface TokenPage {
  edges: { node: unknown }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** The caller's tokens over REST (a super administrator's: everyone's). */
export const apiTokenRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/admin/api-tokens",
    operation: "ApiTokens",
    variables: pageQuery,
    response: data => {
      const page = data.apiTokens as TokenPage;
      return {
        success: true,
        tokens: page.edges.map(edge => edge.node),
        nextCursor: page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null,
      };
    },
  },
];
