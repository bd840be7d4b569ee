import { ApolloLink } from "@apollo/client";
import { PersistedQueryLink } from "@apollo/client/link/persisted-queries";

/** Hex SHA-256 of Apollo Client's print of a document, as codegen/persisted-manifests.mjs has it. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), byte => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The app's operations go by hash alone (Apollo's persisted-query protocol); the API runs the
 * text of the same build's manifest, and with GRAPHQL_PERSISTED_ONLY nothing else from a
 * browser. The browser hashes the text it would send, so the page carries no hashes. When the
 * API does not know a hash (it runs another build), the page sends its full documents from then
 * on, which only a server that accepts any document runs.
 */
export function createPersistedDocumentsLink(): ApolloLink {
  // crypto.subtle exists in secure contexts only (https, localhost): elsewhere, full documents.
  if (!globalThis.crypto?.subtle) return new ApolloLink((operation, forward) => forward(operation));
  return new PersistedQueryLink({
    sha256,
    // This page's build is not the server's: no hash of it would be found, so stop sending them.
    disable: ({ meta }) => meta.persistedQueryNotFound || meta.persistedQueryNotSupported,
  });
}
