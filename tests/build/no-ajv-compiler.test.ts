// The web bundle must ship no schema compiler: validators are precompiled, and the page runs
// under a Content-Security-Policy without 'unsafe-eval'. Reads the production build (built-app.ts).
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtApp, type BuiltApp } from './built-app';

// Strings that only the ajv compiler (or code generation at run time) contains.
const compilerMarkers = ['schema with key or id', 'strict mode: ', 'CodeGen: ', 'new Function('];

export function compilerMarkersIn(code: string): string[] {
  return compilerMarkers.filter((m) => code.includes(m));
}

let app: BuiltApp;
let bundle: string;

beforeAll(async () => {
  app = await builtApp();
  const assets = join(app.outDir, 'assets');
  bundle = readdirSync(assets).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
}, 120_000);

afterAll(() => app?.dispose());

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
