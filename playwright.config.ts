// Browser tests in Debian's Chromium against the real server (built app, real database): no mocks.
import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eServerEnv } from './tests/e2e/server-env';

const port = Number(process.env.E2E_PORT ?? 3100);
// As root Chromium needs --no-sandbox; without the networking flags it keeps dialling a closed network.
const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two spec files at a time against the one server (each test makes its own applicant): 15.2 -> 10.8 min.
  workers: 2,
  retries: 0,
  // The slowest tests at the end of every run (tests/reporters/playwright-slowest.ts), and the
  // spec files past a minute (Playwright's own default names only files past five minutes).
  reporter: [['list'], ['./tests/reporters/playwright-slowest.ts']],
  reportSlowTests: { max: 10, threshold: 60_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
  },
  webServer: {
    command: 'node --import tsx src/server/main.ts',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // What the test bed's server is given, and why: tests/e2e/server-env.ts.
    env: e2eServerEnv(port, join(tmpdir(), `heloc-e2e-${port}`)),
  },
});
