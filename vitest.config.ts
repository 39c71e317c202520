import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // include and exclude are each project's own below (a project that extends this config adds
    // to these lists rather than replacing them).
    environment: 'node',
    // Most server test files wait on what they started (server processes, job queues, PostgreSQL)
    // more than they compute: three files at a time on this 2-core machine took the suite from
    // 610 s to 438 s (vitest's default here is one at a time).
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // The slowest files and tests, printed at the end of every run (tests/reporters/vitest-slowest.ts).
    reporters: ['default', './tests/reporters/vitest-slowest.ts'],
    projects: [
      // The pure core and the client's modules hold no server, database or process of their own,
      // and every stub they make is undone after each test: one worker process imports the module
      // graph once for all their files instead of once per file (isolate: false). tests/core and
      // tests/client, 57 files: 97-107 s -> 43-45 s on a loaded machine, the same 543 tests passing.
      { extends: true, test: { name: 'unit', include: ['tests/core/**/*.test.ts', 'tests/client/**/*.test.ts'], isolate: false } },
      // The rest (server, build, brands, config) start servers, databases and processes, or change
      // process.env: a fresh process per file. Their PGlite databases start as copies of one
      // migrated template made before the first file (tests/server/pglite-template.ts).
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**', 'tests/core/**', 'tests/client/**'],
          globalSetup: ['tests/server/pglite-template.setup.ts'],
        },
      },
    ],
  },
});
