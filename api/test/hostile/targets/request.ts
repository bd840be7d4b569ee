import fc from "fast-check";
import { hostileNumber, hostileString } from "../hostile-values.js";

/* What every target sends: a request of the suite, the fixtures' id, and the pieces of a request
 * the targets share (a GraphQL body, percent-encoding, path parameters, header values). */

/**
 * The id of the rows the suite makes for requests that must find something before they read a
 * picture (an enrollment agreement and a course, both given this id).
 */
export const FIXTURE_ID = 1_000_021;

/** One request of the suite: what to send, whatever role sends it. */
export interface HostileRequest {
  label: string;
  path: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** The root field of a GraphQL request, to tell a refusal from an answer. */
  field?: string;
  /** Who sends it, when only they get far enough for the case to mean anything. */
  role?: "anonymous" | "learner" | "superAdmin";
  /** A request no caller may succeed with (the suite fails on any other answer). */
  mustRefuse?: boolean;
}

export const graphqlRequest = (
  field: string,
  query: string,
  variables: unknown,
): HostileRequest => ({
  label: `graphql ${field}`,
  path: "/graphql",
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ query, variables }),
  field,
});

/** Percent-encoding that also sends a lone surrogate, as the invalid UTF-8 a raw client could. */
export const encode = (text: string) =>
  [...text]
    .map(char => {
      const point = char.codePointAt(0)!;
      if (point < 0xd800 || point > 0xdfff) return encodeURIComponent(char);
      const bytes = [0xe0 | (point >> 12), 0x80 | ((point >> 6) & 63), 0x80 | (point & 63)];
      return bytes.map(byte => `%${byte.toString(16).toUpperCase()}`).join("");
    })
    .join("");

export const pathParam = fc.oneof(
  hostileString.filter(text => text.length < 2000),
  hostileNumber.map(String),
  fc.constantFrom("1", "0", "-1", "1e9", "0x10", "99999999999", "terms", "enrollment"),
);
/**
 * A header value of any shape HTTP can carry (an HTTP parser refuses line breaks, NUL and other
 * control characters but the tab before the portal sees them): empty, huge, quoted or not, any
 * Latin-1 character; or a repeated one, to be sent again.
 */
export const headerValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("retry-1", "retry-2", '"retry-1"', "retry-3") },
  fc.constantFrom("", " ", '""', '"', '"\\"', "\t", "x".repeat(256), "x".repeat(10_000)),
  hostileString.map(text => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, "").slice(0, 5000)),
);
