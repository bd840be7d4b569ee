import { describe, expect, it } from "@jest/globals";
import { loginPath, safeRedirect } from "./redirects";

/** The redirect parameter as the login page reads it from its address. */
const fromQuery = (query: string) => new URLSearchParams(query).get("redirect");

describe("safeRedirect", () => {
  it.each([
    ["redirect=/%09/evil.example", "a tab before a second slash"],
    ["redirect=/%0d/evil.example", "a carriage return before a second slash"],
    ["redirect=/%0a/evil.example", "a line feed before a second slash"],
    ["redirect=/%0D%0A/evil.example", "CR LF before a second slash"],
    ["redirect=%09//evil.example", "a leading tab"],
    ["redirect=/\\evil.example", "a backslash"],
    ["redirect=/%5Cevil.example", "an encoded backslash"],
    ["redirect=/account%5C..%5C/evil.example", "a backslash further on"],
    ["redirect=//evil.example", "a protocol-relative address"],
    ["redirect=///evil.example", "three slashes"],
    ["redirect=https://evil.example", "an absolute address"],
    ["redirect=https:evil.example", "a scheme without slashes"],
    ["redirect=javascript:alert(document.domain)", "a javascript: address"],
    ["redirect=JaVaScRiPt%3Aalert(1)", "a javascript: address in mixed case"],
    ["redirect=data:text/html,<script>alert(1)</script>", "a data: address"],
    ["redirect=/%00/evil.example", "a NUL"],
    ["redirect=/%C2%85/evil.example", "a C1 control character"],
    ["redirect=/.//evil.example", "a dot segment before a second slash"],
    ["redirect=/a/..//evil.example", "a parent segment before a second slash"],
    ["redirect=/%252e//evil.example", "an encoded dot segment before a second slash"],
  ])("refuses %s (%s)", query => {
    expect(safeRedirect(fromQuery(query), "/dashboard")).toBe("/dashboard");
  });

  it("falls back without a value", () => {
    expect(safeRedirect(null, "/dashboard")).toBe("/dashboard");
    expect(safeRedirect("", "/")).toBe("/");
  });

  it.each([
    ["redirect=/account", "/account"],
    ["redirect=/admin/users%3Fq%3Dann%26sort%3D-createdAt", "/admin/users?q=ann&sort=-createdAt"],
    ["redirect=/courses/7%23outline", "/courses/7#outline"],
    ["redirect=/a/../admin/dashboard", "/admin/dashboard"],
  ])("keeps the path of this site in %s", (query, path) => {
    expect(safeRedirect(fromQuery(query), "/dashboard")).toBe(path);
  });

  it("takes back what loginPath sends", () => {
    const path = "/admin/users?q=ann b&sort=-createdAt#top";
    const query = loginPath(path).split("?")[1] ?? "";
    expect(safeRedirect(fromQuery(query), "/dashboard")).toBe(
      "/admin/users?q=ann%20b&sort=-createdAt#top",
    );
  });

  it("answers the resolved path of a same-origin address, not the raw value", () => {
    expect(safeRedirect(`${window.location.origin}/account?tab=2`, "/dashboard")).toBe(
      "/account?tab=2",
    );
  });
});
