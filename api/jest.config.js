import { SWC_OPTIONS } from "./bin/build.mjs";

/**
 * API tests: jest-light-runner (test/runner.mjs) runs each test file in bare Node.js, its
 * TypeScript through SWC's loader as `npm run dev` runs it (legacy decorators with their
 * metadata), in two or more long-lived processes: a file's imports stay loaded for the next file
 * of its process, where jest's default runner loaded the whole app again for each file (about
 * 2.5 CPU-seconds a file). Test files share their process's modules, not their data: each makes
 * its own database and app.
 */
export default {
  testEnvironment: "node",
  runner: "<rootDir>/test/runner.mjs",
  // Jest loads the global setup and teardown as ESM (with --experimental-vm-modules), through SWC.
  extensionsToTreatAsEsm: [".ts"],
  transform: { "^.+\\.ts$": ["@swc/jest", SWC_OPTIONS] },
  testMatch: ["<rootDir>/src/**/*.test.ts", "<rootDir>/test/**/*.test.ts"],
  globalSetup: "<rootDir>/test/global-setup.ts",
  globalTeardown: "<rootDir>/test/global-teardown.ts",
  setupFilesAfterEnv: ["<rootDir>/test/timeouts.ts"],
};
