import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { createPersistedDocumentsLink } from "../lib/graphql/persisted-documents-link";
import { createSessionRefreshLink } from "../lib/session/session-refresh-link";

/** The API serves GraphQL on the same origin as the app; cookies carry the session. */
function graphqlUri(): string {
  return new URL("/graphql", window.location.origin).href;
}

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Course: { keyFields: ["id"] },
      AdminCourse: { keyFields: ["id"] },
      LegalDocument: { keyFields: ["id"] },
      // An audit event's record: ids are per kind (user 5 is not course 5).
      AuditTarget: { keyFields: ["kind", "id"] },
      Query: {
        fields: {
          // A course already loaded by the catalogue is shown at once on its detail page.
          course: {
            read(existing, { args, toReference }) {
              if (existing !== undefined || typeof args?.id !== "number") return existing;
              return toReference({ __typename: "Course", id: args.id });
            },
          },
        },
      },
    },
  });
}

/** The app's client; the tests hand in a fetch that stops when their test ends. */
export function createApolloClient(fetchImpl?: typeof fetch): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      createSessionRefreshLink(),
      createPersistedDocumentsLink(),
      new HttpLink({ uri: graphqlUri(), credentials: "include", fetch: fetchImpl }),
    ]),
    cache: createCache(),
  });
}
