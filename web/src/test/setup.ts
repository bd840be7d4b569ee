import "@testing-library/jest-dom/jest-globals";
import { afterAll, afterEach, beforeAll, jest } from "@jest/globals";
import { cleanup } from "@testing-library/react";
import { toaster } from "../components/toast/toaster";
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

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  cleanup();
  toaster.remove();
  server.resetHandlers();
  jest.restoreAllMocks();
  jest.useRealTimers();
});
afterAll(() => server.close());
