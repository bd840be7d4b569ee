/** Web tests: native ESM, SWC for TypeScript and JSX, a jsdom that keeps Node's fetch for msw. */
export default {
  testEnvironment: "jest-fixed-jsdom",
  extensionsToTreatAsEsm: [".ts", ".tsx"],
  transform: {
    "^.+\\.tsx?$": [
      "@swc/jest",
      {
        jsc: {
          parser: { syntax: "typescript", tsx: true },
          transform: { react: { runtime: "automatic" } },
          target: "es2023",
        },
        module: { type: "es6" },
      },
    ],
  },
  moduleNameMapper: { "\\.(css|svg|png|jpe?g|webp)$": "<rootDir>/src/test/file-stub.ts" },
  setupFilesAfterEnv: ["<rootDir>/src/test/setup.ts"],
  testMatch: ["<rootDir>/src/**/*.test.{ts,tsx}"],
  testTimeout: 15000,
};
