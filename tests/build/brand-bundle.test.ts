// The browser loads only the active brand (the server places it in the page), so the first-render
// JavaScript must not grow with the number of brands: the production build (the repository's own
// brands) and a build beside 80 generated manifests are the same size, and neither holds any
// brand's data.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { builtApp, type BuiltApp } from './built-app';
import { repoRoot } from '../core/helpers';
import { generateBrands } from '../brands/generate';

const roots: string[] = [];
let app: BuiltApp | undefined;
afterAll(() => {
  roots.forEach((r) => rmSync(r, { recursive: true, force: true }));
  app?.dispose();
});

/** Builds the web app in a scratch copy of the project with `count` generated brands. */
async function buildWithBrands(count: number): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), `bundle-${count}-brands-`));
  roots.push(root);
  for (const dir of ['src', 'flows', 'copy', 'schemas', 'scripts', 'node_modules']) symlinkSync(join(repoRoot, dir), join(root, dir));
  for (const file of ['vite.config.ts', 'package.json', 'tsconfig.json']) copyFileSync(join(repoRoot, file), join(root, file));
  generateBrands(join(root, 'brands'), count);
  const outDir = join(root, 'dist');
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production'; // as `npm run build`, which the shared build is
  try {
    await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}

/** The entry script and what it preloads: everything the first render waits for. */
function firstRenderJs(outDir: string): string {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(files.length).toBeGreaterThan(0);
  return files.map((f) => readFileSync(join(outDir, f), 'utf8')).join('\n');
}

describe('first-render JavaScript across brand counts', () => {
  it("is the same with 80 generated brands as with the repository's own, and holds no brand data", async () => {
    app = await builtApp();
    const own = firstRenderJs(app.outDir);
    const eighty = firstRenderJs(await buildWithBrands(80));
    expect(gzipSync(eighty).length).toBe(gzipSync(own).length);
    expect(eighty.length).toBe(own.length);
    for (const marker of ['Demo Lender 7', 'demo-07', 'Acme Lending, Inc.', 'Fairway Independent']) {
      expect(eighty).not.toContain(marker);
      expect(own).not.toContain(marker);
    }
  }, 240_000);
});
