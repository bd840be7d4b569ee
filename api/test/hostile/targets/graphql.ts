import fc from "fast-check";
import {
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
} from "graphql";
import {
  LIST_CURSORS,
  anyCursor,
  cursorOf,
  hostileNumber,
  hostileString,
  imagePayload,
  wrongValue,
} from "../hostile-values.js";
import { FIXTURE_ID, graphqlRequest } from "./request.js";

/** A value for an input type: usually of the type and hostile, sometimes of the wrong type. */
function valueFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) {
    return fc.oneof({ weight: 9, arbitrary: valueFor(type.ofType, depth) }, fc.constant(null));
  }
  const wrong = { weight: 1, arbitrary: wrongValue };
  if (isListType(type)) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.array(valueFor(type.ofType, depth + 1), { maxLength: 3 }) },
      wrong,
    );
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const record = fc.record(
      Object.fromEntries(fields.map(f => [f.name, valueFor(f.type, depth + 1)])),
      { requiredKeys: [] },
    );
    const withExtra = record.map(value => ({ ...value, unknownField: "x" }));
    return fc.oneof({ weight: 8, arbitrary: record }, { weight: 1, arbitrary: withExtra }, wrong);
  }
  if (isEnumType(type)) {
    const names = type.getValues().map(v => v.name);
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...names) },
      { weight: 2, arbitrary: hostileString },
      wrong,
    );
  }
  switch (getNamedType(type).name) {
    case "Int":
    case "Float":
      return fc.oneof({ weight: 6, arbitrary: hostileNumber }, wrong);
    case "Boolean":
      return fc.oneof({ weight: 6, arbitrary: fc.boolean() }, wrong);
    default:
      return fc.oneof({ weight: 8, arbitrary: hostileString }, wrong);
  }
}

/** A String input field that carries a picture (its description names a data URL). */
const carriesImage = (field: GraphQLInputField) =>
  getNamedType(field.type).name === "String" && /data:image/.test(field.description ?? "");

/** Whether a value of `type` has a picture somewhere inside. */
function holdsImage(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some(
    field => carriesImage(field) || holdsImage(field.type, seen),
  );
}

/**
 * A value that gets as far as reading its picture: the required fields filled plausibly (ids
 * name the fixtures, enums any of their values), the picture hostile, the rest left out.
 */
function withImage(type: GraphQLInputType): fc.Arbitrary<unknown> {
  const named = getNamedType(type);
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields()).filter(
      field => carriesImage(field) || holdsImage(field.type) || isNonNullType(field.type),
    );
    return fc.record(
      Object.fromEntries(
        fields.map(field => [
          field.name,
          carriesImage(field) ? imagePayload : withImage(field.type),
        ]),
      ),
    );
  }
  if (isEnumType(named)) return fc.constantFrom(...named.getValues().map(v => v.name));
  switch (named.name) {
    case "Int":
      return fc.constant(FIXTURE_ID);
    case "Boolean":
      return fc.boolean();
    default:
      return fc.constant("hostile");
  }
}

/** Requests to one root field: every argument a variable, or a hostile literal in the text. */
export function rootFieldRequests(
  operation: "query" | "mutation",
  field: GraphQLField<unknown, unknown>,
) {
  const named = getNamedType(field.type);
  const selection = isLeafType(named) ? "" : " { __typename }";
  const args = field.args;
  const definitions = args.map(arg => `$${arg.name}: ${String(arg.type)}`).join(", ");
  const query = `${operation} Hostile${args.length ? `(${definitions})` : ""} { ${field.name}${
    args.length ? `(${args.map(a => `${a.name}: $${a.name}`).join(", ")})` : ""
  }${selection} }`;
  const variables = fc.record(Object.fromEntries(args.map(a => [a.name, valueFor(a.type)])), {
    requiredKeys: [],
  });
  const viaVariables = variables.map(vars => graphqlRequest(field.name, query, vars));
  if (!args.length) return viaVariables;
  // The same field with a hostile string written into the query text (JSON is GraphQL string syntax).
  const inline = hostileString.map(text =>
    graphqlRequest(
      field.name,
      `${operation} { ${field.name}(${args.map(a => `${a.name}: ${JSON.stringify(text)}`).join(", ")})${selection} }`,
      {},
    ),
  );
  const families = [
    { weight: 4, arbitrary: viaVariables },
    { weight: 1, arbitrary: inline },
  ];
  // A list: a forged cursor of its own sorts (or another list's) and nothing else to refuse.
  if (args.some(a => a.name === "after") && args.some(a => a.name === "before")) {
    const cursor = fc.oneof(
      { weight: 4, arbitrary: cursorOf(LIST_CURSORS[field.name] ?? []) },
      { weight: 1, arbitrary: anyCursor },
    );
    const paged = fc.tuple(cursor, fc.boolean()).map(([text, back]) => ({
      ...graphqlRequest(field.name, query, back ? { before: text, last: 5 } : { after: text }),
      role: "superAdmin" as const,
    }));
    families.push({ weight: 8, arbitrary: paged });
  }
  // An operation that takes a picture: everything else plausible, the picture hostile.
  const pictured = args.filter(a => holdsImage(a.type));
  if (pictured.length) {
    const image = fc
      .record(Object.fromEntries(pictured.map(a => [a.name, withImage(a.type)])))
      .map(vars => ({ ...graphqlRequest(field.name, query, vars), role: "learner" as const }));
    families.push({ weight: 4, arbitrary: image });
  }
  return fc.oneof(...families);
}
