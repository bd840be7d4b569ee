import { describe, expect, it } from "@jest/globals";
import { relativeTime } from "./relative-time";

const now = Date.parse("2026-11-23T12:00:00Z");
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe("relative times", () => {
  it.each([
    [10, "just now"],
    [60, "1 minute ago"],
    [5 * 60 + 20, "5 minutes ago"],
    [2 * 3600, "2 hours ago"],
    [86_400 * 3, "3 days ago"],
    [86_400 * 15, "2 weeks ago"],
    [86_400 * 400, "1 year ago"],
  ])("tells %i seconds ago as '%s'", (seconds, said) => {
    expect(relativeTime(ago(seconds), now)).toBe(said);
  });

  it("says Unknown for a time it cannot read", () => {
    expect(relativeTime("not a date", now)).toBe("Unknown");
  });
});
