import {
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  GraphQLEnumType,
  GraphQLNonNull,
  getNamedType,
  isInputObjectType,
  typeFromAST,
} from "graphql";
import { invalidFields } from "../errors.js";
import { inputSchema } from "./json-schema.js";
import { type JsonSchema, type RestRequest, type RestRoute, requestFields } from "./route.js";

// What a REST row's request fields are, as JSON Schema: the OpenAPI document describes them, and
// the REST table refuses a body field whose JSON type is not the one described (rest/execute.ts).

type Source = keyof RestRequest;

/** The operation's variable, or the field of an input variable, of that name. */
function inputNamed(operation: OperationDefinitionNode, schema: GraphQLSchema, name: string) {
  const queue = (operation.variableDefinitions ?? []).map(def => ({
    name: def.variable.name.value,
    type: typeFromAST(schema, def.type as never) as GraphQLInputType,
  }));
  for (const seen = new Set<string>(); queue.length;) {
    const next = queue.shift()!;
    if (next.name === name) return next.type;
    const named = getNamedType(next.type);
    if (isInputObjectType(named) && !seen.has(named.name)) {
      seen.add(named.name);
      queue.push(...Object.values(named.getFields()));
    }
  }
  return undefined;
}

/** A value of the type in which every enum is spelled by its k-th value (`successful`). */
function probe(type: GraphQLInputType, k: number): unknown {
  const named = getNamedType(type);
  if (named instanceof GraphQLEnumType) {
    const values = named.getValues();
    return values[k % values.length].value;
  }
  if (!isInputObjectType(named)) return undefined;
  return Object.fromEntries(Object.values(named.getFields()).map(f => [f.name, probe(f.type, k)]));
}

/** The enum names in a type (nested inputs too) that differ from their values. */
function enumNames(type: GraphQLInputType, seen = new Set<string>()): string[] {
  const named = getNamedType(type);
  if (seen.has(named.name)) return [];
  seen.add(named.name);
  if (named instanceof GraphQLEnumType) {
    return named.getValues().flatMap(v => (v.value === v.name ? [] : [v.name]));
  }
  if (!isInputObjectType(named)) return [];
  return Object.values(named.getFields()).flatMap(field => enumNames(field.type, seen));
}

/** Whether the route turns enum values (`successful`, as REST spells them) into their names. */
function translatesEnums(route: RestRoute, source: Source, name: string, type: GraphQLInputType) {
  const names = enumNames(type);
  return [0, 1, 2, 3].some(k => {
    const given = { [source]: { [name]: probe(type, k) } };
    const text = JSON.stringify(requestFields(route, given).variables) ?? "";
    return names.some(enumName => text.includes(`"${enumName}"`));
  });
}

/** A request field's schema: the hint, or the input of the same name, or a string. */
export function fieldSchema(
  route: RestRoute,
  operation: OperationDefinitionNode,
  schema: GraphQLSchema,
  source: Source,
  name: string,
) {
  const hint = route.openapi?.[name];
  if (hint && typeof hint === "object") return { schema: hint, required: false };
  const type = inputNamed(operation, schema, hint ?? name);
  if (!type) return { schema: { type: "string" }, required: false };
  const required = type instanceof GraphQLNonNull;
  // A path or query value is never null: absent or a value.
  const given = source === "body" || required ? type : new GraphQLNonNull(type);
  return { schema: inputSchema(given, translatesEnums(route, source, name, type)), required };
}

/** The body fields a row reads or documents and ignores, each with its schema. */
export function bodyFieldsOf(
  route: RestRoute,
  operation: OperationDefinitionNode,
  schema: GraphQLSchema,
) {
  const { read } = requestFields(route);
  return [
    ...[...read.body].map(
      name => [name, fieldSchema(route, operation, schema, "body", name)] as const,
    ),
    ...Object.entries(route.ignores ?? {}).map(
      ([name, ignored]) => [name, { schema: ignored, required: false }] as const,
    ),
  ];
}

/** What a value of each JSON type is, in the words of GraphQL's refusals as REST says them. */
const JSON_TYPES: Record<string, [(value: unknown) => boolean, string]> = {
  // JSON's type is number: a fraction is the row's and GraphQL's to refuse, in their words.
  integer: [value => typeof value === "number", "must be a whole number"],
  number: [value => typeof value === "number", "must be a number"],
  string: [value => typeof value === "string", "must be text"],
  boolean: [value => typeof value === "boolean", "must be true or false"],
  array: [value => Array.isArray(value), "must be a list"],
  object: [
    value => typeof value === "object" && value !== null && !Array.isArray(value),
    "must be an object",
  ],
};

/**
 * Where inside the value (`""`, `[1]`, `.type`) and why it is not of the schema's JSON type (its
 * items' and properties' too), or null. A null passes: whether a field may be null is the row's
 * and GraphQL's to say.
 */
function typeProblem(value: unknown, schema: JsonSchema | undefined): string | null {
  if (value === null || value === undefined || !schema) return null;
  if (Array.isArray(schema.anyOf)) {
    const problems = (schema.anyOf as JsonSchema[]).map(option => typeProblem(value, option));
    return problems.includes(null) ? null : problems[0]!;
  }
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(
    (type): type is string => typeof type === "string" && type !== "null" && type in JSON_TYPES,
  );
  if (types.length && !types.some(type => JSON_TYPES[type]![0](value))) {
    return ` ${JSON_TYPES[types[0]!]![1]}`;
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const problem = typeProblem(item, schema.items as JsonSchema | undefined);
      if (problem) return `[${i}]${problem}`;
    }
  } else if (typeof value === "object") {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    for (const [name, property] of Object.entries(properties)) {
      const problem = typeProblem((value as Record<string, unknown>)[name], property);
      if (problem) return `.${name}${problem}`;
    }
  }
  return null;
}

/**
 * A check of a row's body against the JSON types the OpenAPI document gives its fields: refuses
 * (400, naming each field: `amount must be a number`, `notificationIds[1] must be a whole
 * number`) a body field of another type, before the
 * row reads it (a string where a number is expected is not taken as a number).
 */
export function bodyTypeCheck(
  route: RestRoute,
  operation: OperationDefinitionNode,
  schema: GraphQLSchema,
) {
  const fields = new Map(bodyFieldsOf(route, operation, schema).map(([n, f]) => [n, f.schema]));
  return (body: Record<string, unknown>) => {
    const problems = Object.entries(body).flatMap(([name, value]) => {
      const problem = fields.has(name) ? typeProblem(value, fields.get(name)) : null;
      return problem ? [[name, `${name}${problem}`] as const] : [];
    });
    if (problems.length) throw invalidFields(Object.fromEntries(problems));
  };
}
