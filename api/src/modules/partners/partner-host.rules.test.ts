import { readHost } from "./partner-host.rules.js";

const PORTAL = "academy.example.org";

describe("readHost", () => {
  it.each([
    ["learn.acme.com", "learn.acme.com"],
    ["Learn.ACME.com", "learn.acme.com"],
    ["  learn.acme.com ", "learn.acme.com"],
    ["bücher.example", "xn--bcher-kva.example"],
    ["a-b.example.co.uk", "a-b.example.co.uk"],
    [`${"a".repeat(63)}.com`, `${"a".repeat(63)}.com`],
  ])("keeps %j as %j", (raw, host) => {
    expect(readHost(raw, PORTAL)).toEqual({ host });
  });

  it.each([
    ["", "Host is required"],
    ["10.0.0.1", "Host must be a name, not an IP address"],
    ["::1", "Host must be a name, not an IP address"],
    ["[2001:db8::1]", "Host must be a name, not an IP address"],
    ["localhost", "Host must have at least two labels (example.com)"],
    ["app.localhost", "Host must not be localhost"],
    ["academy.example.org", "Host is the portal's own host"],
    ["ACADEMY.example.org", "Host is the portal's own host"],
    ["learn.acme.com:8443", "Host must not have a port"],
    ["*.acme.com", "Host must be one name, not a wildcard"],
    ["learn.acme.com.", "Host must not end with a dot"],
    [`${"a.".repeat(127)}com`, "Host must be at most 253 characters"],
    [`${"a".repeat(64)}.com`, "Host is not a valid host name"],
    ["-learn.acme.com", "Host is not a valid host name"],
    ["learn_acme.com", "Host is not a valid host name"],
    ["learn..acme.com", "Host is not a valid host name"],
    ["learn.acme.com/x", "Host is not a valid host name"],
    ["acme", "Host must have at least two labels (example.com)"],
    [
      "learn.ac\u00adme.com",
      "Host must not contain invisible characters (such as a zero-width space)",
    ],
    [
      "learn.ac\u200bme.com",
      "Host must not contain invisible characters (such as a zero-width space)",
    ],
    ["learn.\u202eacme.com", "Host must be one line of plain text without < or >"],
    ["1.2.3", "Host must be a name, not an IP address"],
  ])("refuses %j: %s", (raw, problem) => {
    expect(readHost(raw, PORTAL)).toEqual({ problem });
  });
});
