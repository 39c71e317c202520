// The bench's own builds, into .bench/build (never dist/): the app with the repository's Vite
// config, and the reference page with the same config but its own root. Hidden source maps (no
// comment in the served files) attribute each chunk's minified bytes to its source modules.
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { build, type Rolldown } from 'vite';
import { repoRoot } from '../lib/files';
import { bytesPerSource } from './sourcemap-sizes';

export interface ChunkModules {
  /** File name in the build, e.g. assets/index-abc.js. */
  fileName: string;
  modules: Array<{ id: string; bytes: number }>;
}

export interface BuildResult {
  outDir: string;
  chunks: ChunkModules[];
  /** Every .js file of the build, bytes on disk. */
  totalJsBytes: number;
}

export async function benchBuild(kind: 'app' | 'reference', outDir: string): Promise<BuildResult> {
  const root = kind === 'reference' ? join(repoRoot, 'scripts/bench/reference') : undefined;
  const output = await build({
    configFile: join(repoRoot, 'vite.config.ts'),
    ...(root ? { root } : {}),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: 'hidden' },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  return {
    outDir,
    chunks: chunks.map((c) => ({
      fileName: c.fileName,
      modules: c.map ? moduleSizes(outDir, c.fileName, c.code, c.map) : [],
    })),
    totalJsBytes: jsFiles(outDir).reduce((sum, f) => sum + statSync(f).size, 0),
  };
}

/**
 * The app's server render beside its web build (outDir/../server), where the server looks for it
 * (src/server/build-app.ts): the bench measures the page an applicant gets, first step drawn on
 * the server. The reference page has none.
 */
export async function benchServerBuild(webOutDir: string): Promise<void> {
  await build({
    configFile: join(repoRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'app/entry-server.tsx', outDir: join(webOutDir, '..', 'server'), emptyOutDir: true },
  });
}

// Sources as node_modules/@mui/material/esm/Button/Button.js or src/client/app/main.tsx.
function moduleSizes(outDir: string, fileName: string, code: string, map: Rolldown.SourceMap) {
  const from = dirname(join(outDir, fileName));
  return [...bytesPerSource(code, map)].map(([source, bytes]) => ({
    id: source.startsWith('(') ? source : relative(repoRoot, resolve(from, source)),
    bytes,
  }));
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => f.endsWith('.js') && statSync(f).isFile());
}
