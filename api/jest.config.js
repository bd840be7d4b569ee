import { SWC_OPTIONS } from "./bin/build.mjs";

/**
 * API tests: jest-light-runner runs each test file in bare Node.js, in two or more worker threads
 * that live through the run (in band, `-i`: in jest's own process): a file's imports stay loaded
 * for the next file of its thread, where jest's default runner loaded the whole app again for
 * each file (about 2.5 CPU-seconds a file). Test files share their thread's modules, not their
 * data: each makes its own database and app. The TypeScript goes through SWC's loader, as
 * `npm run dev` loads it (test/register-swc.mjs); test/runner-setup.ts gives back what jest's
 * own runner did that the light one does not.
 */
export default {
  testEnvironment: "node",
  runner: "jest-light-runner",
  // The slowest files first (test/slow-files.json), so that none is left for the end.
  testSequencer: "<rootDir>/test/slow-first.mjs",
  // Jest loads the global setup and teardown as ESM (with --experimental-vm-modules), through SWC.
  extensionsToTreatAsEsm: [".ts"],
  transform: { "^.+\\.ts$": ["@swc/jest", SWC_OPTIONS] },
  testMatch: ["<rootDir>/src/**/*.test.ts", "<rootDir>/test/**/*.test.ts"],
  globalSetup: "<rootDir>/test/global-setup.ts",
  globalTeardown: "<rootDir>/test/global-teardown.ts",
  setupFiles: ["<rootDir>/test/register-swc.mjs"],
  setupFilesAfterEnv: ["<rootDir>/test/runner-setup.ts"],
};
