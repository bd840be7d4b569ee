// Writes schema/schema.graphql from the resolvers, and docs/openapi.json and the REST paths
// table of docs/api.md from the REST table (npm run schema).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../config.js";
import { modules } from "../modules/index.js";
import { writeRestDocs } from "../rest/rest-docs.js";
import { createSchema, printSchemaSdl } from "../graphql/schema.js";

const file = join(repoRoot, "schema", "schema.graphql");
const schema = await createSchema(modules);
writeFileSync(file, printSchemaSdl(schema));
console.log(`Wrote ${file}`);
for (const written of await writeRestDocs(schema, modules)) console.log(`Wrote ${written}`);
