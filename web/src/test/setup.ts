import "@testing-library/jest-dom/jest-globals";
import { afterAll, afterEach, beforeAll, jest } from "@jest/globals";
import { cleanup, configure } from "@testing-library/react";
import { webcrypto } from "node:crypto";
import { toaster } from "../lib/toaster-store";
import { abortTestRequests } from "./render-app";
import { server } from "./server";

// findBy*, waitFor: a page that needs more than the default second on a loaded CI machine (several
// suites share two cores) is slow, not wrong. A test that expects something never to appear asks
// with queryBy* and is not slowed by this.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks a few browser APIs that Chakra UI and React Router call.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
window.scrollTo = () => undefined;
// The checkout hashes the agreement it shows (SubtleCrypto), which jsdom leaves out.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, "crypto", { value: webcrypto, configurable: true });
}
// Chakra's menus place themselves with floating-ui, which watches their size.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  cleanup();
  abortTestRequests();
  toaster.remove();
  sessionStorage.clear();
  for (const cookie of document.cookie.split("; ").filter(Boolean))
    document.cookie = `${cookie.split("=")[0]}=; Path=/; Max-Age=0`;
  server.resetHandlers();
  jest.restoreAllMocks();
  jest.useRealTimers();
});
afterAll(() => server.close());
