/**
 * Web tests: SWC compiles TypeScript and JSX to CommonJS, in a jsdom that keeps Node's fetch for
 * msw. CommonJS, not jest's native ES modules, which it links anew in vm modules for each file:
 * the same 706 tests took 149 CPU-s against 182 (docs/performance.md, "The gate"). The packages
 * the tests load that are published as ES modules only (msw and its own) go through SWC too.
 */
const ESM_ONLY = ["msw", "@msw", "@mswjs", "@open-draft", "until-async", "rettime", "cookie"];

export default {
  testEnvironment: "jest-fixed-jsdom",
  transform: {
    "^.+\\.(tsx?|m?js)$": [
      "@swc/jest",
      {
        jsc: {
          parser: { syntax: "typescript", tsx: true },
          transform: { react: { runtime: "automatic" } },
          target: "es2023",
        },
        module: { type: "commonjs" },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join("|")})/)`],
  moduleNameMapper: { "\\.(css|svg|png|jpe?g|webp)$": "<rootDir>/src/test/file-stub.ts" },
  setupFilesAfterEnv: ["<rootDir>/src/test/setup.ts"],
  testMatch: ["<rootDir>/src/**/*.test.{ts,tsx}"],
  testTimeout: 15000,
};
