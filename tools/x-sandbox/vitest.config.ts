import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Stand-alone config so the sandbox's tests run without the monorepo's global setup. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
