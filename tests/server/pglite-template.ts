// A migrated PGlite data directory made once per vitest run (pglite-template.setup.ts) and copied
// into each test's scratch directory: PGlite's initdb on an empty directory takes 5-18 s on this
// 2-core machine, a copy about half a second. The first start on an empty directory (initdb, then
// every migration) is still run by the set-up itself and by main.test.ts's first server.
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { cp, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The template's PGlite directory (a data directory's `pglite`), or '' outside the server project. */
    pgliteTemplate: string;
  }
}

// Outside a vitest run (the bench scripts start servers through process.ts) there is no template.
const templateDir = (): string | undefined => (process.env.VITEST ? inject('pgliteTemplate') : undefined);

/**
 * Fills `dataDir` (a data directory as DATA_DIR names it) with the run's migrated template, unless
 * it already holds a database (a restart) or no template was made (then PGlite makes one itself).
 */
export async function seedDataDir(dataDir: string): Promise<void> {
  const template = templateDir();
  const target = path.join(dataDir, 'pglite');
  if (!template || existsSync(target)) return;
  await mkdir(dataDir, { recursive: true });
  await cp(template, target, { recursive: true });
}

/** seedDataDir for callers that cannot wait (startServer answers at once). */
export function seedDataDirSync(dataDir: string): void {
  const template = templateDir();
  const target = path.join(dataDir, 'pglite');
  if (!template || existsSync(target)) return;
  mkdirSync(dataDir, { recursive: true });
  cpSync(template, target, { recursive: true });
}
