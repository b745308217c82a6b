import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["**/test/**/*.test.ts", "tests/e2e/**/*.test.ts", "tests/fuzz/**/*.test.ts", "tests/faults/**/*.test.ts", "tests/tenancy/**/*.test.ts", "tests/fixtures/**/*.test.ts"],
    exclude: ["**/node_modules/**", ".data/**"],
    globalSetup: ["packages/testing/src/global-setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
