import "reflect-metadata";
import { printSchemaWithDirectives } from "@graphql-tools/utils";
import { type GraphQLSchema, specifiedDirectives } from "graphql";
import { DateTimeISOResolver } from "graphql-scalars";
import { buildSchema } from "type-graphql";
import { AuthResolver } from "../modules/auth/auth.resolver.js";
import { CourseResolver } from "../modules/courses/course.resolver.js";
import { LegalResolver } from "../modules/legal/legal.resolver.js";
import { SettingsResolver } from "../modules/settings/settings.resolver.js";
import { authChecker, directives } from "./auth.js";

export const resolvers = [AuthResolver, CourseResolver, LegalResolver, SettingsResolver] as const;

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
