// The environment of a browser test bed's server: the one Playwright starts (playwright.config.ts)
// and the ones a spec starts itself to restart it (own-server.ts).
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
import { STAFF_BOOTSTRAP_BRANDS, STAFF_E2E } from './staff-account';
import { BROKER_BOOTSTRAP, BROKER_PASSWORD } from './broker-account';

export function e2eServerEnv(port: number, dataDir: string): Record<string, string> {
  return {
    RATE_LIMITS: 'telemetry-ip=100000,register-ip=1000,login-ip=1000,login-account-ip=1000,staff-login-ip=1000,staff-login-account-ip=1000,staff-login-account=1000',
    LOGIN_DELAY_MAX_MS: '0',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    STAFF_BOOTSTRAP: STAFF_E2E.email,
    STAFF_PASSWORD: STAFF_E2E.password,
    STAFF_BOOTSTRAP_BRANDS,
    BROKER_BOOTSTRAP,
    BROKER_PASSWORD,
  };
}
