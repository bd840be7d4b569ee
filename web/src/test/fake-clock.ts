import { jest } from "@jest/globals";

/**
 * Fake timers that still let time pass on its own (msw answers, React's scheduler) and leave
 * alone what Node's fetch needs. setup.ts restores real timers after each test.
 */
export function useFakeClock() {
  jest.useFakeTimers({
    advanceTimers: true,
    doNotFake: ["setImmediate", "clearImmediate", "queueMicrotask", "nextTick"],
  });
}
