import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    // Most server test files wait on what they started (server processes, job queues, PostgreSQL)
    // more than they compute: three files at a time on this 2-core machine took the suite from
    // 610 s to 438 s (vitest's default here is one at a time).
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
