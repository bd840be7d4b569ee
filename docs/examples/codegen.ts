import type { CodegenConfig } from "@graphql-codegen/cli";

// Types for this folder's operations (*.graphql) from the live portal's schema, read with your
// token (GET /graphql/schema.graphql):
//   GA_URL=https://portal.example.org GA_TOKEN=gat_... npx graphql-codegen --config codegen.ts
// In the portal's repository the root codegen.ts writes generated/ from schema/schema.graphql.
const { GA_URL, GA_TOKEN } = process.env;
if (!GA_URL || !GA_TOKEN) throw new Error("Set GA_URL (the portal) and GA_TOKEN (gat_...)");

const config: CodegenConfig = {
  schema: [
    { [`${GA_URL}/graphql/schema.graphql`]: { headers: { authorization: `Bearer ${GA_TOKEN}` } } },
  ],
  documents: "*.graphql",
  generates: {
    "generated/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: { enumsAsTypes: true, useTypeImports: true, scalars: { DateTimeISO: "string" } },
    },
  },
};
export default config;
