import "@testing-library/jest-dom/jest-globals";
import { afterAll, afterEach, beforeAll, jest } from "@jest/globals";
import { cleanup } from "@testing-library/react";
import { webcrypto } from "node:crypto";
import { toaster } from "../lib/toast";
import { abortTestRequests } from "./render-app";
import { server } from "./server";

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
  server.resetHandlers();
  jest.restoreAllMocks();
  jest.useRealTimers();
});
afterAll(() => server.close());
