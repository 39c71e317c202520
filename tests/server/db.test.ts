import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../src/server/store/db';
import type { Db } from '../../src/server/store/db';
import { migrate } from '../../src/server/store/migrate';

const databaseUrl = process.env.DATABASE_URL;
// Every migration file, in name order: a new one is picked up without editing this test.
const ALL_MIGRATIONS = readdirSync(new URL('../../src/server/store/migrations/', import.meta.url)).filter((f) => f.endsWith('.sql')).map((f) => f.slice(0, -4)).sort();
if (!databaseUrl) console.warn('PostgreSQL tests skipped: DATABASE_URL is not set');

interface Target {
  open(): Promise<Db>;
  cleanup(): Promise<void>;
}

/** One behaviour suite, run against every driver. */
function defineDbSuite(kind: Db['kind'], createTarget: () => Promise<Target>, skip = false): void {
  describe.skipIf(skip)(`store (${kind})`, () => {
    let target: Target;
    let db: Db;
    let firstRun: string[];

    beforeAll(async () => {
      target = await createTarget();
      db = await target.open();
      firstRun = await migrate(db);
    });
    afterAll(async () => {
      await db?.close();
      await target?.cleanup();
    });

    it('applies migrations once when migrate runs twice', async () => {
      expect(db.kind).toBe(kind);
      expect(firstRun).toEqual(ALL_MIGRATIONS);
      expect(await migrate(db)).toEqual([]);
      const meta = await db.query<{ value: string }>('select value from app_meta where key = $1', ['created_by']);
      expect(meta.rows).toEqual([{ value: 'migration-0001' }]);
    });

    it('commits a transaction when the callback resolves', async () => {
      await db.transaction((tx) => tx.query("insert into app_meta (key, value) values ('committed', 'yes')"));
      const { rows } = await db.query("select value from app_meta where key = 'committed'");
      expect(rows).toEqual([{ value: 'yes' }]);
    });

    it('leaves no rows when the transaction callback throws', async () => {
      await expect(
        db.transaction(async (tx) => {
          await tx.query("insert into app_meta (key, value) values ('rolled-back', 'no')");
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      const { rows } = await db.query("select 1 from app_meta where key = 'rolled-back'");
      expect(rows).toEqual([]);
    });
  });
}

defineDbSuite('pglite', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-pglite-'));
  return { open: () => openDb({ dataDir }), cleanup: () => rm(dataDir, { recursive: true, force: true }) };
});

const schema = `test_${process.pid}_${Date.now()}`;
defineDbSuite(
  'postgres',
  async () => ({
    open: () => openDb({ databaseUrl, schema }),
    cleanup: async () => {
      const admin = await openDb({ databaseUrl });
      await admin.exec(`drop schema if exists ${schema} cascade`);
      await admin.close();
    },
  }),
  !databaseUrl,
);

describe.skipIf(!databaseUrl)('store (postgres) isolation', () => {
  it('works inside its own schema when a schema is given', async () => {
    const db = await openDb({ databaseUrl, schema: `${schema}_iso` });
    try {
      const { rows } = await db.query<{ schema: string }>('select current_schema() as schema');
      expect(rows).toEqual([{ schema: `${schema}_iso` }]);
    } finally {
      await db.exec(`drop schema if exists ${schema}_iso cascade`);
      await db.close();
    }
  });

  it('applies each migration once when two pools migrate at the same time', async () => {
    const shared = `${schema}_race`;
    const a = await openDb({ databaseUrl, schema: shared });
    const b = await openDb({ databaseUrl, schema: shared });
    try {
      const [fromA, fromB] = await Promise.all([migrate(a), migrate(b)]);
      expect([...fromA, ...fromB].sort()).toEqual(ALL_MIGRATIONS);
      const { rows } = await a.query('select version from schema_migrations order by version');
      expect(rows).toEqual(ALL_MIGRATIONS.map((version) => ({ version })));
    } finally {
      await a.exec(`drop schema if exists ${shared} cascade`);
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('store (pglite) data directory', () => {
  const dirs: string[] = [];
  const tempDir = async (): Promise<string> => {
    const dir = await mkdtemp(path.join(tmpdir(), 'store-dir-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('keeps data when the database is closed and reopened', async () => {
    const dataDir = await tempDir();
    const first = await openDb({ dataDir });
    await migrate(first);
    await first.query("insert into app_meta (key, value) values ('kept', 'yes')");
    await first.close();

    const second = await openDb({ dataDir });
    try {
      expect(await migrate(second)).toEqual([]);
      const { rows } = await second.query("select value from app_meta where key = 'kept'");
      expect(rows).toEqual([{ value: 'yes' }]);
    } finally {
      await second.close();
    }
  });

  it('refuses a second open when the data directory is in use', async () => {
    const dataDir = await tempDir();
    const first = await openDb({ dataDir });
    try {
      await expect(openDb({ dataDir })).rejects.toThrow(
        `Data directory ${dataDir} is in use by process ${process.pid}; stop it or set DATA_DIR to another directory.`,
      );
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('takes over the lock when its owner process is dead', async () => {
    const dataDir = await tempDir();
    // A process that has already exited: its pid is (for the moment) free.
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    const lockFile = path.join(dataDir, 'server.lock');
    await writeFile(lockFile, String(deadPid));

    const db = await openDb({ dataDir });
    try {
      expect(await readFile(lockFile, 'utf8')).toBe(String(process.pid));
    } finally {
      await db.close();
    }
    expect(existsSync(lockFile)).toBe(false);
  });

  it('creates a missing data directory', async () => {
    const dataDir = path.join(await tempDir(), 'nested', 'data');
    const db = await openDb({ dataDir });
    await db.close();
    expect(existsSync(dataDir)).toBe(true);
  });
});
