import "reflect-metadata";
import { printSchemaWithDirectives } from "@graphql-tools/utils";
import { type GraphQLSchema, specifiedDirectives } from "graphql";
import { DateTimeISOResolver } from "graphql-scalars";
import { type NonEmptyArray, buildSchema } from "type-graphql";
import { authChecker, describeAccess, directives } from "./auth.js";

/** The schema of the given modules' resolvers (main.ts and the other entry points compose). */
export async function createSchema(
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql's own type
  modules: readonly { resolvers?: NonEmptyArray<Function> }[],
): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql's own type
    resolvers: modules.flatMap(module => module.resolvers ?? []) as NonEmptyArray<Function>,
    authChecker,
    // The specified directives (@include, @skip, @deprecated, @specifiedBy) stay: clients send them.
    directives: [...specifiedDirectives, ...directives()],
    scalarsMap: [{ type: Date, scalar: DateTimeISOResolver }],
    validate: { forbidUnknownValues: false },
  });
  schema.getQueryType()!.description =
    "What a caller may read. Each field says who may call it; learners see only their own records.";
  schema.getMutationType()!.description =
    "What a caller may change. Each field says who may call it; every change is checked again in its service.";
  return describeAccess(schema);
}

/** The committed SDL: with the @auth and @public usages that plain printing drops. */
export function printSchemaSdl(schema: GraphQLSchema): string {
  return `${printSchemaWithDirectives(schema).trim()}\n`;
}
