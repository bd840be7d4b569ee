import type { CodegenConfig } from "@graphql-codegen/cli";
import { addTypenameSelectionDocumentTransform } from "@graphql-codegen/client-preset";

// Run from the repository root: npx graphql-codegen --config codegen.ts
// Reads the committed SDL (never a running server) and the web app's named operations.
// Every .graphql file gets its own module beside it (`x.graphql` → `x.generated.ts`: the
// operations' and fragments' types, their documents and typed hooks), which imports the schema's
// types from the one shared web/src/graphql/types.ts. A page's bundle therefore carries only the
// documents it imports: no list of which feature goes where. A fragment (named
// `<Component>_<prop>`, beside its component) is generated once, in its own file; the operations
// that spread it embed its definition in their documents.
const config = {
  enumsAsTypes: true,
  useTypeImports: true,
  scalars: { DateTimeISO: "string" },
};

const codegen: CodegenConfig = {
  schema: "schema/schema.graphql",
  ignoreNoDocuments: false,
  generates: {
    "web/src/graphql/types.ts": { plugins: ["typescript"], config },
    "web/src/": {
      documents: ["web/src/**/*.graphql"],
      preset: "near-operation-file",
      presetConfig: { extension: ".generated.ts", baseTypesPath: "graphql/types.ts" },
      plugins: ["typescript-operations", "typed-document-node", "./codegen/typed-hooks-plugin.js"],
      // Apollo Client adds __typename to every selection; the documents and their types say so too.
      documentTransforms: [addTypenameSelectionDocumentTransform],
      config: {
        ...config,
        importSchemaTypesFrom: "web/src/graphql/types.ts",
      },
    },
    // The API examples' own operations (an outsider generates them from the live server with
    // docs/examples/codegen.ts): as the client preset writes them, nothing of the web app's.
    "docs/examples/generated/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      documents: ["docs/examples/*.graphql"],
      config,
    },
  },
};

export default codegen;
