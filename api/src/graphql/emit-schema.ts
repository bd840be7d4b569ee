// Writes schema/schema.graphql from the resolvers (npm run schema).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../config.js";
import { createSchema, printSchemaSdl } from "./schema.js";

const file = join(repoRoot, "schema", "schema.graphql");
writeFileSync(file, printSchemaSdl(await createSchema()));
console.log(`Wrote ${file}`);
