import "reflect-metadata";
import { printSchemaWithDirectives } from "@graphql-tools/utils";
import { type GraphQLSchema, specifiedDirectives } from "graphql";
import { DateTimeISOResolver } from "graphql-scalars";
import { type NonEmptyArray, buildSchema } from "type-graphql";
import { modules } from "../modules/index.js";
import { authChecker, directives } from "./auth.js";

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql's own type
const resolvers = modules.flatMap(module => module.resolvers ?? []) as NonEmptyArray<Function>;

export function createSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    // The specified directives (@include, @skip, @deprecated, @specifiedBy) stay: clients send them.
    directives: [...specifiedDirectives, ...directives()],
    scalarsMap: [{ type: Date, scalar: DateTimeISOResolver }],
    validate: { forbidUnknownValues: false },
  });
}

/** The committed SDL: with the @auth and @public usages that plain printing drops. */
export function printSchemaSdl(schema: GraphQLSchema): string {
  return `${printSchemaWithDirectives(schema).trim()}\n`;
}
