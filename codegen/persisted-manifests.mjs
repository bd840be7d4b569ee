// Run after graphql-codegen (`npm run codegen`): writes persisted-documents.json beside each
// generated documents module, SHA-256 (hex) → text, for the API to run the web app's operations
// by hash (api/src/graphql/persisted-documents.ts). The text is Apollo Client's print of the very
// document the app imports, which is what the browser hashes with crypto.subtle
// (web/src/lib/graphql/persisted-documents-link.ts): the page then needs no embedded hashes.
// web/src/app/apollo-persisted-documents.test.ts sends every document through the app's client
// and checks that its hash is a key here.
import { print } from "@apollo/client/utilities";
import { Kind } from "graphql";
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import codegen from "../codegen.ts";

const root = new URL("..", import.meta.url).pathname;
// Every documents module codegen.ts generates for the web app (its targets under web/); the API and the
// web tests find the manifests by their file name under web/src/graphql/.
const TARGETS = Object.keys(codegen.generates).filter(
  target => target.endsWith("/") && target.startsWith("web/"),
);

const sha256 = text => createHash("sha256").update(text).digest("hex");
const isOperation = document =>
  document?.kind === Kind.DOCUMENT &&
  document.definitions.some(definition => definition.kind === Kind.OPERATION_DEFINITION);

for (const target of TARGETS) {
  // Node runs the generated TypeScript as it is (its types are stripped).
  const documents = await import(join(root, target, "graphql.ts"));
  const texts = Object.keys(documents)
    .sort()
    .filter(name => isOperation(documents[name]))
    .map(name => print(documents[name]));
  const manifest = Object.fromEntries(texts.map(text => [sha256(text), text]));
  writeFileSync(
    join(root, target, "persisted-documents.json"),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );
}
