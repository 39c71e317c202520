// The browser loads only the active brand (the server places it in the page), so the first-render
// JavaScript must not grow with the number of brands: built beside 10 and beside 80 manifests, the
// bundles are the same size, and neither holds any brand's data.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../core/helpers';
import { generateBrands } from '../brands/generate';

const roots: string[] = [];
afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

/** Builds the web app in a scratch copy of the project with `count` brands; its first-render JS. */
async function firstRenderJs(count: number): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), `bundle-${count}-brands-`));
  roots.push(root);
  for (const dir of ['src', 'flows', 'copy', 'schemas', 'scripts', 'node_modules']) symlinkSync(join(repoRoot, dir), join(root, dir));
  for (const file of ['vite.config.ts', 'package.json', 'tsconfig.json']) copyFileSync(join(repoRoot, file), join(root, file));
  generateBrands(join(root, 'brands'), count);
  const outDir = join(root, 'dist');
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  // The entry script and what it preloads: everything the first render waits for.
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(files.length).toBeGreaterThan(0);
  return files.map((f) => readFileSync(join(outDir, f), 'utf8')).join('\n');
}

describe('first-render JavaScript across brand counts', () => {
  it('is the same size with 80 brands as with 10, and holds no brand data', async () => {
    const ten = await firstRenderJs(10);
    const eighty = await firstRenderJs(80);
    expect(gzipSync(eighty).length).toBe(gzipSync(ten).length);
    expect(eighty.length).toBe(ten.length);
    for (const marker of ['Demo Lender 7', 'demo-07', 'Acme Lending, Inc.', 'Fairway Independent']) expect(eighty).not.toContain(marker);
  }, 240_000);
});
