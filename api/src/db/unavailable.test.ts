import { GraphQLError } from "graphql";
import { isDatabaseUnavailable } from "./unavailable.js";

/** The shapes seen when the fault test killed PostgreSQL (api/test/reliability/fault.test.ts). */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", pgError("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a server starting up", pgError("the database system is starting up", "57P03")],
    ["a server shut down", pgError("terminating connection due to administrator command", "57P01")],
    ["a dropped connection", pgError("Connection terminated unexpectedly")],
    ["a connect timeout", pgError("timeout exceeded when trying to connect")],
    ["too many connections", pgError("sorry, too many clients already", "53300")],
    ["a connection exception class", pgError("connection failure", "08006")],
    [
      "a non-Error thrown through a resolver",
      new GraphQLError("Unexpected error value", {
        originalError: Object.assign(new Error("Unexpected error value"), {
          thrownValue: { errno: -111, code: "ECONNREFUSED", syscall: "connect" },
        }),
      }),
    ],
    ["a wrapped cause", new Error("query failed", { cause: pgError("x", "ECONNRESET") })],
  ])("is true for %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", pgError("duplicate key value", "23505")],
    ["a syntax error", pgError('syntax error at or near "selec"', "42601")],
    ["a plain error", new Error("boom")],
    ["a string", "ECONNREFUSED"],
    ["nothing", undefined],
  ])("is false for %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
