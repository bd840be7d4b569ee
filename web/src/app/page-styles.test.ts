import { describe, expect, it } from "@jest/globals";
import { pageStyles } from "./page-styles";

describe("a rendered page's styles", () => {
  it("keeps the global custom properties the page uses, through the ones they name", () => {
    const styles = pageStyles(
      [
        {
          key: "css-global",
          ids: ["g1"],
          css: ":root{--fg:var(--gray-900);--gray-900:#111;--unused:red;--also-unused:1px}body{color:var(--fg)}",
        },
        { key: "css", ids: ["a1", "b2"], css: ".css-a1{background:var(--bg)}" },
        { key: "css-global", ids: ["g2"], css: ":root{--bg:white;--inline:2px;--last:0}" },
      ],
      '<div style="padding:var(--inline)"></div>',
    );
    expect(styles).toBe(
      '<style data-ga-global="">:root{--fg:var(--gray-900);--gray-900:#111;}body{color:var(--fg)}</style>' +
        '<style data-emotion="css a1 b2">.css-a1{background:var(--bg)}</style>' +
        '<style data-ga-global="">:root{--bg:white;--inline:2px;}</style>',
    );
  });
});
