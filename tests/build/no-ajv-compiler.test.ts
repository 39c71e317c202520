// The web bundle must ship no schema compiler: validators are precompiled, and the page runs
// under a Content-Security-Policy without 'unsafe-eval'. Builds the app into a scratch folder.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Strings that only the ajv compiler (or code generation at run time) contains.
const compilerMarkers = ['schema with key or id', 'strict mode: ', 'CodeGen: ', 'new Function('];

export function compilerMarkersIn(code: string): string[] {
  return compilerMarkers.filter((m) => code.includes(m));
}

const repo = join(import.meta.dirname, '../..');
let outDir: string;
let bundle: string;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'bundle-'));
  await build({ configFile: join(repo, 'vite.config.ts'), logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  const assets = join(outDir, 'assets');
  bundle = readdirSync(assets).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the production bundle', () => {
  it('contains the precompiled validators', () => {
    expect(bundle).toContain('errors.address.street1Required');
  });

  it('contains no ajv compiler and no run-time code generation', () => {
    expect(compilerMarkersIn(bundle)).toEqual([]);
  });

  it('would be caught if the ajv compiler were bundled (the markers are in ajv itself)', () => {
    const require = createRequire(import.meta.url);
    const ajvDir = join(require.resolve('ajv'), '..');
    const compilerSource = ['core.js', 'compile/index.js', 'compile/codegen/index.js']
      .map((f) => readFileSync(join(ajvDir, f), 'utf8'))
      .join('\n');
    expect(compilerMarkersIn(compilerSource).length).toBeGreaterThanOrEqual(3);
  });
});
