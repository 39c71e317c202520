// vitest globalSetup of the server project: one PGlite data directory with every migration applied,
// made before any test file starts and removed at the end (see pglite-template.ts for why).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb } from '../../src/server/store/db';
import { migrate } from '../../src/server/store/migrate';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pglite-template-'));
  const db = await openDb({ dataDir });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  project.provide('pgliteTemplate', path.join(dataDir, 'pglite'));
  return () => rm(dataDir, { recursive: true, force: true });
}
