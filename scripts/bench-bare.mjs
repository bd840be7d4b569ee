// The baseline of `npm run bench`: graphql-js `execute` over node:http with the product's schema,
// resolvers and database, and nothing else (no HTTP framework, no plugins, no limits), in a process
// of its own started like the portal (same Node flags, same core). Every request runs `QUERY`.
// Usage: node scripts/bench-bare.mjs <port> <database url> <query>; prints "ready" once listening.
import { execute, parse } from "graphql";
import { createServer } from "node:http";

const [port, databaseUrl, query] = process.argv.slice(2);
const { entitiesOf, openOrm } = await import("../api/dist/db/orm.js");
const { modules } = await import("../api/dist/modules/index.js");
const { createSchema } = await import("../api/dist/graphql/schema.js");
const orm = await openOrm(databaseUrl, { entities: entitiesOf(modules) });
const schema = await createSchema(modules);
const document = parse(query);

createServer(async (req, res) => {
  for await (const _chunk of req);
  const result = await execute({
    schema,
    document,
    contextValue: { em: orm.em.fork(), viewer: async () => null },
  });
  res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(result));
}).listen(Number(port), "127.0.0.1", () => console.log("ready"));
