import type { CodegenConfig } from "@graphql-codegen/cli";
import { addTypenameSelectionDocumentTransform } from "@graphql-codegen/client-preset";
import { createHash } from "node:crypto";

// Run from the repository root: npx graphql-codegen --config codegen.ts
// Reads the committed SDL (never a running server) and the web app's named operations.
// The admin features' operations go to graphql/admin/: a module is loaded whole by every page
// that uses any of its exports, so one module for all would put the admin documents on the home page.
const ADMIN = "web/src/features/admin*/**/*.graphql";
// Likewise the certificates' operations (the public /verify page, the dashboard's tab) go to
// graphql/certificates/, so the home page does not carry them.
const CERTIFICATES = "web/src/features/certificates/**/*.graphql";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

const client = {
  preset: "client",
  presetConfig: {
    fragmentMasking: false,
    // persisted-documents.json beside each target, hash → text, for the API to run documents by
    // hash (api/src/graphql/persisted-documents.ts); each document carries its hash in __meta__.
    // Plain hex SHA-256 of the text, as Apollo's persisted-query protocol has it (no "sha256:").
    persistedDocuments: { hashAlgorithm: sha256 },
  },
  // Apollo Client adds __typename to every selection; the generated types say so too.
  documentTransforms: [addTypenameSelectionDocumentTransform],
  config: {
    enumsAsTypes: true,
    useTypeImports: true,
    scalars: { DateTimeISO: "string" },
  },
} as const;
const hooks = {
  plugins: ["./codegen/typed-hooks-plugin.js"],
  config: { documentsImport: "./graphql" },
};

const MAIN = ["web/src/**/*.graphql", `!${ADMIN}`, `!${CERTIFICATES}`];

const config: CodegenConfig = {
  schema: "schema/schema.graphql",
  ignoreNoDocuments: false,
  generates: {
    "web/src/graphql/": { ...client, documents: MAIN },
    "web/src/graphql/hooks.ts": { ...hooks, documents: MAIN },
    "web/src/graphql/admin/": { ...client, documents: [ADMIN] },
    "web/src/graphql/admin/hooks.ts": { ...hooks, documents: [ADMIN] },
    "web/src/graphql/certificates/": { ...client, documents: [CERTIFICATES] },
    "web/src/graphql/certificates/hooks.ts": { ...hooks, documents: [CERTIFICATES] },
  },
};

export default config;
