// Browser tests in Debian's Chromium against the real server (built app, real database): no mocks.
import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STAFF_BOOTSTRAP_BRANDS, STAFF_E2E } from './tests/e2e/staff-account';
import { BROKER_BOOTSTRAP, BROKER_PASSWORD } from './tests/e2e/broker-account';

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
    // The browser tests use the embedded database in a scratch directory; the PostgreSQL path is
    // covered by the server tests.
    // Every browser test registers from 127.0.0.1: the per-address registration ceiling is raised
    // for this test bed only (the limit itself is tested over HTTP in tests/server).
    // The staff console's specs sign in as the first staff account, made at start (STAFF_BOOTSTRAP),
    // a dozen times a run from one address: its sign-in ceilings are raised the same way (a run
    // reached 'Too many attempts'; the limits and the growing delay are tested in tests/server).
    // Every page of every test sends page views from 127.0.0.1: the telemetry ceiling (600 per 10
    // minutes per address) was reached mid-run (429s in the console, page views missing).
    // The chat inbox's spec signs in as one brand's staff (STAFF_BOOTSTRAP_BRANDS, made at start too).
    // The brokers' spec signs in as the broker accounts made at start (BROKER_BOOTSTRAP).
    // The login-code spec fails 31 logins on one account from 127.0.0.1 to pass the account's ceiling
    // (the per-address ceiling of one account, login-account-ip, is raised for it; tested over HTTP).
    env: {
      RATE_LIMITS: 'telemetry-ip=100000,register-ip=1000,login-ip=1000,login-account-ip=1000,staff-login-ip=1000,staff-login-account-ip=1000,staff-login-account=1000', LOGIN_DELAY_MAX_MS: '0', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(tmpdir(), `heloc-e2e-${port}`), DATABASE_URL: '',
      STAFF_BOOTSTRAP: STAFF_E2E.email, STAFF_PASSWORD: STAFF_E2E.password, STAFF_BOOTSTRAP_BRANDS,
      BROKER_BOOTSTRAP, BROKER_PASSWORD,
    },
  },
});
