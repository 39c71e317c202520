import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { listeningUrl, startServer, waitFor, type Running } from './process';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

describe('main', () => {
  const started: Running[] = [];
  let dataDir = '';
  afterAll(async () => {
    for (const { child } of started) if (child.exitCode === null) child.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('serves, prints its pages, refuses a second process on the same data directory (staff:add told what to do), and stops cleanly on SIGTERM', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'main-data-'));
    // An empty data directory, as on a first start: PGlite's initdb, then every migration.
    const first = startServer(dataDir, {}, { emptyDataDir: true });
    started.push(first);
    const url = await waitFor(() => {
      if (first.child.exitCode !== null) throw new Error(`server exited early:\n${first.output()}`);
      return /Listening on (http:\/\/127\.0\.0\.1:\d+) \(database: pglite at (.+)\)/.exec(first.output())?.[1];
    }, 'the Listening line', 30_000);
    expect(first.output()).toContain(`(database: pglite at ${dataDir})`);
    // The pages a newcomer opens, not only the bare address (issue 31, item 10): one write with
    // the Listening line, so whoever read that line has these too.
    expect(first.output()).toContain(
      [
        `Listening on ${url} (database: pglite at ${dataDir})`,
        `  Apply (the applicant's registration): ${url}/account/heloc/register-v2`,
        `  Staff console: ${url}/staff`,
      ].join('\n'),
    );

    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });

    const second = startServer(dataDir);
    started.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Data directory ${dataDir} is in use by process ${first.child.pid}; stop it or set DATA_DIR to another directory.`,
    );
    // The message only: a stack trace would bury it.
    expect(second.output()).not.toMatch(/\n\s+at /);

    // npm run staff:add beside the running server cannot open PGlite's directory: it says why and
    // what to do, not only the lock's message (issue 31, item 10).
    const staffAdd = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/staff-add.ts', '--email', 'beside@staff.example', '--name', 'Beside'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STAFF_PASSWORD: 'Lantern-Orbit-7731!x', NODE_ENV: '' },
    });
    expect([staffAdd.status, staffAdd.stderr.trim()]).toEqual([
      1,
      [
        `staff:add cannot run while the server (process ${first.child.pid}) holds the embedded database in ${dataDir}: PGlite lets one process open it.`,
        'Stop the server (Ctrl+C in its terminal), run npm run staff:add again, then start the server again.',
        'With PostgreSQL (DATABASE_URL) the command runs beside the server.',
      ].join('\n'),
    ]);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 60_000);

  it('refuses to start in production without PUBLIC_ORIGIN, then with sandbox providers unless SANDBOX_PROVIDERS=allow, naming them', async () => {
    const prodDir = await mkdtemp(path.join(tmpdir(), 'main-prod-'));
    const production: NodeJS.ProcessEnv = {
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-32-characters!!',
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    };
    try {
      // Without PUBLIC_ORIGIN: links in mail would have no origin but the caller's Host (issue 23).
      // It stops while reading its configuration, before the data directory's lock, so it runs
      // beside the next one (one process start less to wait for).
      const noOrigin = startServer(prodDir, production);
      started.push(noOrigin);
      const refused = startServer(prodDir, { ...production, PUBLIC_ORIGIN: 'https://apply.example.com' });
      started.push(refused);
      expect(await noOrigin.exited).toBe(1);
      expect(noOrigin.output()).toContain('PUBLIC_ORIGIN is required when NODE_ENV=production (the https origin links in mail point to, e.g. https://apply.example.com)');
      expect(noOrigin.output()).not.toMatch(/\n\s+at /);
      production.PUBLIC_ORIGIN = 'https://apply.example.com';
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain(
        'Sandbox providers are in use with NODE_ENV=production: credit, property, valuation, hardCredit, income, employment, identity, bpo, closing, esign, notary, bankData, settlement, mail.',
      );
      const allowed = startServer(prodDir, { ...production, SANDBOX_PROVIDERS: 'allow' });
      started.push(allowed);
      await listeningUrl(allowed);
      expect(allowed.output()).toContain(
        'Warning: sandbox providers in use in production (SANDBOX_PROVIDERS=allow): credit, property, valuation, hardCredit, income, employment, identity, bpo, closing, esign, notary, bankData, settlement, mail.',
      );
      allowed.child.kill('SIGTERM');
      const code = await allowed.exited;
      if (code !== 0) console.log(allowed.output());
      expect(code).toBe(0);
    } finally {
      await rm(prodDir, { recursive: true, force: true });
    }
  }, 90_000);
});
