import type { ApolloServerPlugin, PersistedQueryOptions } from "@apollo/server";
import { PrefixingKeyValueCache } from "@apollo/utils.keyvaluecache";
import { Kind, parse } from "graphql";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../config.js";
import type { Context } from "./context.js";
import { protocolError } from "./errors.js";

/** Codegen's manifest of the web app's operations (SHA-256 of the text → the text). */
export function loadPersistedDocuments(): Map<string, string> {
  const file = join(repoRoot, "web/src/graphql/persisted-documents.json");
  if (!existsSync(file)) throw new Error(`No ${file}: run \`npm run codegen\``);
  return new Map(Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>));
}

/** The names of the operations of these documents (GraphQL texts). */
export function operationNames(documents: Iterable<string>): string[] {
  return [...documents].flatMap(text =>
    parse(text).definitions.flatMap(definition =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.name
        ? [definition.name.value]
        : [],
    ),
  );
}

export const PERSISTED_ONLY_MESSAGE =
  "This server runs only the web app's own operations, sent by hash: reload the page for the current version, or send other documents with an API token (Authorization: Bearer gat_...)";

/**
 * The web app sends its operations by hash (Apollo's persisted-query protocol) and Apollo Server
 * finds them in `store`, the manifests: an unknown hash is PersistedQueryNotFound (a 400). The
 * store is read-only, so nobody can add a document. `plugin` applies GRAPHQL_PERSISTED_ONLY: a
 * request over HTTP without an API token may then run only a manifest document. The REST shim's
 * operations run in-process (no `http`) and are ours; a Bearer token may send any document.
 */
export function persistedDocuments(documents = loadPersistedDocuments()) {
  const store: PersistedQueryOptions = {
    // Apollo prefixes the keys of a cache it may share; this one holds only the manifests.
    cache: PrefixingKeyValueCache.cacheDangerouslyDoesNotNeedPrefixesForIsolation({
      get: async hash => documents.get(hash),
      set: async () => undefined,
      delete: async () => false,
    }),
    ttl: null,
  };
  const plugin: ApolloServerPlugin<Context> = {
    async requestDidStart({ request, contextValue }) {
      // A document sent in full runs as one (its hash is never stored, so it adds nothing), and
      // a hash of another protocol version is no hash: Apollo refuses both uncoded, as a 500.
      const { persistedQuery, ...extensions } = request.extensions ?? {};
      if (persistedQuery && (request.query !== undefined || persistedQuery.version !== 1)) {
        request.extensions = extensions;
      }
      if (!contextValue.config.graphqlPersistedOnly || !request.http) return;
      if (contextValue.request.apiTokenViewer) return;
      return {
        async didResolveOperation({ queryHash }) {
          // Apollo's hash of the text that runs: a manifest key only for a manifest text.
          if (!documents.has(queryHash)) throw protocolError("BAD_REQUEST", PERSISTED_ONLY_MESSAGE);
        },
      };
    },
  };
  return { store, plugin };
}
