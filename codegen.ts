import type { CodegenConfig } from "@graphql-codegen/cli";
import { addTypenameSelectionDocumentTransform } from "@graphql-codegen/client-preset";

// Run from the repository root: npx graphql-codegen --config codegen.ts
// Reads the committed SDL (never a running server) and the web app's named operations.
const config: CodegenConfig = {
  schema: "schema/schema.graphql",
  documents: ["web/src/**/*.graphql"],
  ignoreNoDocuments: false,
  generates: {
    "web/src/graphql/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      // Apollo Client adds __typename to every selection; the generated types say so too.
      documentTransforms: [addTypenameSelectionDocumentTransform],
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTimeISO: "string" },
      },
    },
    "web/src/graphql/hooks.ts": {
      plugins: ["./codegen/typed-hooks-plugin.js"],
      config: { documentsImport: "./graphql" },
    },
  },
};

export default config;
