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

/** The first string of the variables that no field can take (the walk stops there). */
function badVariable(variables: Record<string, unknown>): [string, string] | undefined {
  for (const entry of variableStrings(variables, "")) if (!isStorableText(entry[0])) return entry;
}

/**
 * The first string literal of a document that no field can take, or null. Apollo keeps one parsed
 * document per distinct query text, so each is walked once, not on every request.
 */
const badLiterals = new WeakMap<DocumentNode, [string, string] | null>();
function badLiteral(document: DocumentNode): [string, string] | null {
  let bad = badLiterals.get(document);
  if (bad === undefined) {
    bad = null;
    visit(document, {
      [Kind.STRING](node) {
        if (!bad && !isStorableText(node.value)) bad = [node.value, "a string in the query"];
      },
    });
    badLiterals.set(document, bad);
  }
  return bad;
}

/**
 * A file saved as UTF-16 (Excel's "Unicode text") read as UTF-8 or Latin-1: its byte-order mark
 * garbled, or plain letters each after or before a NUL (little or big endian).
 */
const UTF16_READ_AS_UTF8 =
  // eslint-disable-next-line no-control-regex -- the NULs are what tell UTF-16
  /^(?:\uFFFD\uFFFD|\u00FF\u00FE|\u00FE\u00FF)|^(?:[^\u0000]\u0000){4}|^(?:\u0000[^\u0000]){4}/;

/**
 * The one edge check every operation passes, over /graphql and the REST shim alike: text that
 * no field can take is refused with 400 before any resolver runs, so it never reaches the
 * database (where it would fail half-way through a write).
 */
export const inputGuardPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document }) {
        const bad = badVariable(request.variables ?? {}) ?? badLiteral(document);
        if (!bad) return;
        const where = bad[1] || "the variables";
        throw protocolError(
          "BAD_USER_INPUT",
          UTF16_READ_AS_UTF8.test(bad[0])
            ? `Invalid text in ${where}: it is UTF-16 text; save it as UTF-8 and try again`
            : `Invalid text in ${where}: control characters (such as NUL) and broken Unicode are not allowed`,
        );
      },
    };
  },
};
