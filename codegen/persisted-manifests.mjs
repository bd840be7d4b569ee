// Run after graphql-codegen (`npm run codegen`): writes web/src/graphql/persisted-documents.json,
// SHA-256 (hex) → text, of every operation of the web app's generated modules (the
// `*.generated.ts` beside each .graphql file), for the API to run them by hash
// (api/src/graphql/persisted-documents.ts). The text is Apollo Client's print of the very document
// the app imports, which is what the browser hashes with crypto.subtle
// (web/src/lib/graphql/persisted-documents-link.ts): the page then needs no embedded hashes. The
// client adds __typename to every selection before it prints, also to the fragments a module
// embeds from another .graphql file (which codegen's document transform does not reach).
// web/src/app/apollo-persisted-documents.test.ts sends every document through the app's client
// and checks that its hash is a key here.
import { addTypenameToDocument, print } from "@apollo/client/utilities";
import { Kind } from "graphql";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const web = new URL("../web/src/", import.meta.url).pathname;
const MANIFEST = join(web, "graphql/persisted-documents.json");

/** The web app's generated modules (paths relative to web/src), sorted; removes those whose
 * .graphql file is gone (codegen writes modules but never deletes one). */
function generatedModules() {
  const modules = readdirSync(web, { recursive: true, encoding: "utf8" })
    .filter(file => file.endsWith(".generated.ts"))
    .sort();
  const orphan = file => !existsSync(join(web, file.replace(/\.generated\.ts$/, ".graphql")));
  for (const file of modules.filter(orphan)) rmSync(join(web, file));
  return modules.filter(file => !orphan(file));
}

const sha256 = text => createHash("sha256").update(text).digest("hex");
const isOperation = document =>
  document?.kind === Kind.DOCUMENT &&
  document.definitions.some(definition => definition.kind === Kind.OPERATION_DEFINITION);

const texts = [];
for (const file of generatedModules()) {
  // Node runs the generated TypeScript as it is (its types are stripped).
  const documents = await import(join(web, file));
  for (const name of Object.keys(documents).sort()) {
    if (isOperation(documents[name])) texts.push(print(addTypenameToDocument(documents[name])));
  }
}
const manifest = Object.fromEntries(texts.sort().map(text => [sha256(text), text]));
writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
