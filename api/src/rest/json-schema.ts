import {
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  Kind,
  getNamedType,
  isInterfaceType,
  isObjectType,
} from "graphql";
import { type JsonSchema, isKeyed } from "./route.js";

// GraphQL types as JSON Schema (OpenAPI 3.1): inputs directly, answers through a sample that the
// route's response function turns into what REST answers.

export const SCALARS: Record<string, JsonSchema> = {
  Int: { type: "integer", format: "int32" },
  Float: { type: "number" },
  Boolean: { type: "boolean" },
  DateTimeISO: { type: "string", format: "date-time" },
};

const orNull = (schema: JsonSchema): JsonSchema => {
  if (Array.isArray(schema.enum))
    return { ...schema, type: [schema.type, "null"], enum: [...schema.enum, null] };
  return typeof schema.type === "string"
    ? { ...schema, type: [schema.type, "null"] }
    : { anyOf: [schema, { type: "null" }] };
};
/** An object schema with its properties; `required` only when some are. */
export const objectSchema = (properties: Record<string, JsonSchema>, required: string[]) => ({
  type: "object",
  properties,
  ...(required.length && { required }),
});
const described = (schema: JsonSchema, description?: string | null) =>
  description ? { ...schema, description } : schema;

/**
 * An input type as JSON. Enums are spelled by their GraphQL names, or by their values where the
 * route translates (`?status=successful`, as the REST paths name them).
 */
export function inputSchema(type: GraphQLInputType, enumValues = false): JsonSchema {
  if (!(type instanceof GraphQLNonNull))
    return orNull(inputSchema(new GraphQLNonNull(type), enumValues));
  const inner = type.ofType;
  if (inner instanceof GraphQLList)
    return { type: "array", items: inputSchema(inner.ofType, enumValues) };
  if (inner instanceof GraphQLEnumType) {
    const values = inner.getValues().map(value => (enumValues ? String(value.value) : value.name));
    return described({ type: "string", enum: values }, inner.description);
  }
  if (inner instanceof GraphQLInputObjectType) {
    const fields = Object.values(inner.getFields());
    return described(
      objectSchema(
        Object.fromEntries(
          fields.map(field => [
            field.name,
            described(inputSchema(field.type, enumValues), field.description),
          ]),
        ),
        fields.filter(field => field.type instanceof GraphQLNonNull).map(field => field.name),
      ),
      inner.description,
    );
  }
  return SCALARS[inner.name] ?? { type: "string" };
}

/** A leaf of a sample answer: the route's response function passes it on or computes from it. */
class Leaf {
  constructor(
    readonly schema: JsonSchema,
    readonly enumType?: GraphQLEnumType,
  ) {}
  toString() {
    return "";
  }
}

/**
 * Cents as the dollars a REST answer gives (`price`, `fee`, `amount`); null stays null. From a
 * sample's leaf of cents, a leaf of dollars (a number, or null where the cents may be).
 */
export function centsToDollars(cents: unknown): unknown {
  if (cents instanceof Leaf) {
    const type = cents.schema.type;
    const nullable = Array.isArray(type) && type.includes("null");
    return new Leaf({ type: nullable ? ["number", "null"] : "number", description: "In dollars." });
  }
  return typeof cents === "number" ? cents / 100 : null;
}
const nullable = new WeakSet<object>();

/**
 * A sample of what the operation answers: objects and lists as they come, each scalar a Leaf
 * holding its schema. Running the route's response function on it shows what REST answers.
 */
export function sample(
  type: GraphQLOutputType,
  selection: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  schema: GraphQLSchema,
): unknown {
  if (!(type instanceof GraphQLNonNull)) {
    const value = sample(new GraphQLNonNull(type), selection, fragments, schema);
    if (value instanceof Leaf) return new Leaf(orNull(value.schema), value.enumType);
    if (typeof value === "object" && value !== null) nullable.add(value);
    return value;
  }
  const inner = type.ofType;
  if (inner instanceof GraphQLList) {
    return [sample(inner.ofType, selection, fragments, schema)];
  }
  if (inner instanceof GraphQLEnumType) {
    // REST spells an enum by its value, the specs' word (`successful`; GraphQL: `SUCCESSFUL`).
    const values = inner.getValues().map(value => String(value.value));
    return new Leaf(described({ type: "string", enum: values }, inner.description), inner);
  }
  if (!selection) return new Leaf(SCALARS[inner.name] ?? { type: "string" });
  const value: Record<string, unknown> = {};
  const collect = (parent: GraphQLNamedType, set: SelectionSetNode) => {
    for (const node of set.selections) {
      if (node.kind === Kind.FIELD) {
        const key = node.alias?.value ?? node.name.value;
        const def =
          isObjectType(parent) || isInterfaceType(parent)
            ? parent.getFields()[node.name.value]
            : undefined;
        const item = def
          ? sample(def.type, node.selectionSet, fragments, schema)
          : new Leaf({ type: "string" });
        value[key] =
          item instanceof Leaf && def?.description
            ? new Leaf(described(item.schema, def.description), item.enumType)
            : item;
        continue;
      }
      const fragment = node.kind === Kind.FRAGMENT_SPREAD ? fragments.get(node.name.value)! : node;
      const on = fragment.typeCondition
        ? schema.getType(fragment.typeCondition.name.value)!
        : parent;
      collect(on, fragment.selectionSet);
    }
  };
  collect(getNamedType(inner), selection);
  return value;
}

/** The JSON schema of a value the response function made from a sample. */
export function describe(value: unknown): JsonSchema | undefined {
  if (value instanceof Leaf) return value.schema;
  if (value === undefined || typeof value === "function") return undefined;
  if (value === null) return { type: "null" };
  if (typeof value !== "object") return { type: typeof value };
  const first = (of: unknown) => (of ? Object.values(of)[0] : undefined);
  const schema = Array.isArray(value)
    ? { type: "array", items: describe(value[0]) ?? {} }
    : isKeyed(value)
      ? { type: "object", additionalProperties: describe(first(value)) ?? {} }
      : (() => {
          const entries = Object.entries(value)
            .map(([key, item]) => [key, describe(item)] as const)
            .filter((entry): entry is [string, JsonSchema] => entry[1] !== undefined);
          return objectSchema(
            Object.fromEntries(entries),
            entries.map(([key]) => key),
          );
        })();
  return nullable.has(value) ? orNull(schema) : schema;
}

/**
 * The operation's answer as REST gives it: each enum spelled by its value (`successful`), where
 * GraphQL spells it by its name (`SUCCESSFUL`). Made once per operation from its sample.
 */
export function enumSpeller(
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
  schema: GraphQLSchema,
): (data: Record<string, unknown>) => Record<string, unknown> {
  const root = schema.getRootType(operation.operation)!;
  const template = sample(new GraphQLNonNull(root), operation.selectionSet, fragments, schema);
  const spell = (data: unknown, shape: unknown): unknown => {
    if (data === null || typeof data !== "object") {
      const enumType = shape instanceof Leaf ? shape.enumType : undefined;
      return enumType && typeof data === "string" ? (enumType.getValue(data)?.value ?? data) : data;
    }
    if (Array.isArray(data)) return data.map(item => spell(item, (shape as unknown[])?.[0]));
    return Object.fromEntries(
      Object.entries(data).map(([key, item]) => [
        key,
        spell(item, (shape as Record<string, unknown>)?.[key]),
      ]),
    );
  };
  return data => spell(data, template) as Record<string, unknown>;
}
