import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { pathToFileURL } from "node:url";
import { join } from "node:path";
import {
  type GraphQLObjectType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedDirective,
  isSpecifiedScalarType,
  validate,
} from "graphql";
import { repoRoot } from "../src/config.js";
import { printSchemaSdl } from "../src/graphql/schema.js";
import { createSchema, loadOperations, restRoutes } from "./composed.js";

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await createSchema();
});

interface Described {
  name: string;
  description?: string | null;
}

/**
 * The coordinates of what the SDL shows without a description: `Type`, `Type.field`,
 * `Type.field(arg)`, `Enum.VALUE`, `@directive(arg)`.
 */
function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const check = (coordinate: string, element: Described) => {
    // A root field's generated access sentence alone does not say what the field is.
    const own = element.description?.replace(/(^| )Access: [^.]+\.$/, "");
    if (!own?.trim()) missing.push(coordinate);
  };
  const withArgs = (prefix: string, field: Described & { args?: readonly Described[] }) => {
    check(prefix, field);
    for (const arg of field.args ?? []) check(`${prefix}(${arg.name})`, arg);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    check(type.name, type);
    if (isEnumType(type)) type.getValues().forEach(v => check(`${type.name}.${v.name}`, v));
    if (isObjectType(type) || isInputObjectType(type)) {
      Object.values(type.getFields()).forEach(f => withArgs(`${type.name}.${f.name}`, f));
    }
  }
  for (const directive of schema.getDirectives()) {
    if (!isSpecifiedDirective(directive)) withArgs(`@${directive.name}`, directive);
  }
  return missing;
}

function rootFields(type: GraphQLObjectType | null | undefined) {
  return Object.values(type?.getFields() ?? {});
}

describe("the GraphQL schema", () => {
  it("matches the committed schema/schema.graphql (run `npm run schema` after changing resolvers)", () => {
    const committed = readFileSync(join(repoRoot, "schema", "schema.graphql"), "utf8");
    expect(printSchemaSdl(schema)).toBe(committed);
  });

  it("says who may call every root field: @auth(requires: ...) or @public", () => {
    const unmarked = [schema.getQueryType(), schema.getMutationType()]
      .flatMap(type => rootFields(type).map(field => ({ type: type!.name, field })))
      .filter(({ field }) => {
        const names = field.astNode?.directives?.map(d => d.name.value) ?? [];
        return names.filter(name => name === "auth" || name === "public").length !== 1;
      })
      .map(({ type, field }) => `${type}.${field.name}`);
    expect(unmarked).toEqual([]);
  });

  it("spells every enum value in SCREAMING_CASE, GraphQL's convention", () => {
    const misspelled = Object.values(schema.getTypeMap())
      .filter(type => isEnumType(type) && !isIntrospectionType(type))
      .flatMap(type =>
        (isEnumType(type) ? type.getValues() : []).map(v => `${type.name}.${v.name}`),
      )
      .filter(name => !/\.[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/.test(name));
    expect(misspelled).toEqual([]);
  });

  it("describes every type, field, argument, input field and enum value", () => {
    expect(undescribed(schema)).toEqual([]);
  });

  it("ends every root field's description with who may call it, as its @auth or @public says", () => {
    const roots = [schema.getQueryType(), schema.getMutationType()].flatMap(rootFields);
    const access = (name: string) => roots.find(field => field.name === name)?.description;
    expect(access("courses")).toMatch(/ Access: anyone, signed in or not\.$/);
    expect(access("changePassword")).toMatch(
      / Access: any signed-in user \(learners and administrators\)\.$/,
    );
    expect(access("adminCourses")).toMatch(/ Access: administrators and super administrators\.$/);
    expect(access("unblockAddress")).toMatch(/ Access: super administrators only\.$/);
    const without = roots.filter(field => !/(^| )Access: [^.]+\.$/.test(field.description ?? ""));
    expect(without.map(field => field.name)).toEqual([]);
  });

  it("shows the required role on protected fields in the committed SDL", () => {
    const committed = readFileSync(join(repoRoot, "schema", "schema.graphql"), "utf8");
    expect(committed).toMatch(
      /adminCourses\([\s\S]*?\): AdminCourseConnection! @auth\(requires: ADMIN\)/,
    );
  });

  it("never answers with a password or its hash", () => {
    const outputFields = Object.values(schema.getTypeMap())
      .filter(type => isObjectType(type) && !/^(__|Query$|Mutation$)/.test(type.name))
      .flatMap(type =>
        Object.keys((type as GraphQLObjectType).getFields()).map(f => `${type.name}.${f}`),
      );
    expect(outputFields.filter(name => /\.\w*password/i.test(name))).toEqual([]);
    expect(outputFields).toContain("User.email");
  });
});

describe("the REST table", () => {
  it("names a valid operation for every documented path", () => {
    const operations = loadOperations();
    for (const route of restRoutes) {
      const document = operations.get(route.operation);
      expect({ route: `${route.method} ${route.path}`, found: Boolean(document) }).toEqual({
        route: `${route.method} ${route.path}`,
        found: true,
      });
      expect(validate(schema, document!).map(e => e.message)).toEqual([]);
    }
  });

  it("refuses an operation file with an unnamed operation", () => {
    const dir = mkdtempSync(join(tmpdir(), "ga-ops-"));
    writeFileSync(join(dir, "bad.graphql"), "{ courses { id } }");
    expect(() => loadOperations([pathToFileURL(join(dir, "bad.graphql"))])).toThrow(/needs a name/);
  });
});
