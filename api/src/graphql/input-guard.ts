import type { ApolloServerPlugin } from "@apollo/server";
import { type DocumentNode, Kind, visit } from "graphql";
import { isStorableText } from "../util/text.js";
import { protocolError } from "./errors.js";

/** Every string of a request's variables (keys included), with where it stands. */
function* variableStrings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === "string") yield [value, path];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* variableStrings(item, `${path}[${index}]`);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      yield [key, path];
      yield* variableStrings(item, path ? `${path}.${key}` : key);
    }
  }
}

function literalStrings(document: DocumentNode): [string, string][] {
  const found: [string, string][] = [];
  visit(document, {
    [Kind.STRING](node) {
      found.push([node.value, "a string in the query"]);
    },
  });
  return found;
}

/**
 * The one edge check every operation passes, over /graphql and the REST shim alike: text that
 * no field can take is refused with 400 before any resolver runs, so it never reaches the
 * database (where it would fail half-way through a write).
 */
export const inputGuardPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document }) {
        const strings = [
          ...variableStrings(request.variables ?? {}, ""),
          ...literalStrings(document),
        ];
        const bad = strings.find(([text]) => !isStorableText(text));
        if (!bad) return;
        const where = bad[1] || "the variables";
        throw protocolError(
          "BAD_USER_INPUT",
          `Invalid text in ${where}: control characters (such as NUL) and broken Unicode are not allowed`,
        );
      },
    };
  },
};
