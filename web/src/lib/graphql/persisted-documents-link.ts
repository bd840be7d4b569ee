import type { DocumentNode } from "graphql";
import { PersistedQueryLink } from "@apollo/client/link/persisted-queries";

/** Codegen's persistedDocuments option puts each document's SHA-256 in its `__meta__`. */
function generatedHash(document: DocumentNode): string {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  if (typeof hash !== "string") {
    throw new Error("A GraphQL document without a generated hash: run `npm run codegen`");
  }
  return hash;
}

/**
 * The app's operations go by hash alone (Apollo's persisted-query protocol); the API runs the
 * text of the same build's manifest, and with GRAPHQL_PERSISTED_ONLY nothing else from a
 * browser. When the API does not know a hash (it runs another build), the page sends its full
 * documents from then on, which only a server that accepts any document runs.
 */
export function createPersistedDocumentsLink(): PersistedQueryLink {
  return new PersistedQueryLink({
    generateHash: generatedHash,
    // This page's build is not the server's: no hash of it would be found, so stop sending them
    // (and a server may check a hash against the text, which Apollo Client prints otherwise).
    disable: ({ meta }) => meta.persistedQueryNotFound || meta.persistedQueryNotSupported,
  });
}
