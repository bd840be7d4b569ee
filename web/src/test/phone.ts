import { jest } from "@jest/globals";

/**
 * A phone's screen: the media queries for sizes below `md` match, so DataTable shows cards. Undo
 * with `jest.restoreAllMocks()`.
 */
export function onPhone() {
  return jest.spyOn(window, "matchMedia").mockImplementation(
    query =>
      ({
        matches: query.includes("max-width"),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}
