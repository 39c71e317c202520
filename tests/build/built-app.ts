// The production build the build tests read. `npm test` builds once (`npm run build`, the same
// build the browser tests serve) and names it in BUILT_APP_DIR, so no test builds again; a test run
// alone (`npx vitest run tests/build/...`) builds its own into a scratch folder.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

export const repo = join(import.meta.dirname, '../..');

export interface BuiltApp {
  outDir: string;
  /** Removes a scratch build; leaves the shared one alone. */
  dispose: () => void;
}

export async function builtApp(): Promise<BuiltApp> {
  const shared = process.env.BUILT_APP_DIR;
  if (shared) {
    if (!existsSync(join(shared, '.vite', 'manifest.json'))) throw new Error(`BUILT_APP_DIR=${shared} holds no build (run npm run build)`);
    return { outDir: shared, dispose: () => {} };
  }
  const outDir = mkdtempSync(join(tmpdir(), 'built-app-'));
  // What `npm run build` ships: under vitest NODE_ENV is "test", which would build React's
  // development code.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: join(repo, 'vite.config.ts'), logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return { outDir, dispose: () => rmSync(outDir, { recursive: true, force: true }) };
}
