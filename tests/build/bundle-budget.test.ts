// The bundle budget is a test: the first-render JavaScript of the flow in bundle-budget.json, from a
// production build, must not exceed the ceiling written there (rule: scripts/lib/bundle-budget.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBudget, firstRenderFiles, measureBuild, type BudgetFile, type Manifest } from '../../scripts/lib/bundle-budget';
import { firstStepOf } from '../../scripts/lib/bundle-first-step';
import { MIN_BYTES } from '../../scripts/lib/precompress';
import { builtApp, repo, type BuiltApp } from './built-app';

const budget = JSON.parse(readFileSync(join(repo, 'bundle-budget.json'), 'utf8')) as BudgetFile;
let app: BuiltApp;
let outDir: string;

beforeAll(async () => {
  app = await builtApp();
  outDir = app.outDir;
}, 120_000);

afterAll(() => app?.dispose());

const first = firstStepOf(repo, budget.flowId);
const measure = (ceiling: number) => measureBuild(outDir, budget.flowId, ceiling, first);

describe('the bundle budget', () => {
  it('holds: the first-render JavaScript is within the committed ceiling', () => {
    const result = measure(budget.firstRenderGzipBytes);
    expect(result.ok, `${result.message}\n${result.files.map((f) => `  ${f.file} ${f.gzipBytes}`).join('\n')}`).toBe(true);
  });

  it('fails when the ceiling is below the real size', () => {
    const real = measure(budget.firstRenderGzipBytes).total;
    const below = measure(real - 1);
    expect(below.ok).toBe(false);
    expect(below.message).toContain('exceeds the ceiling');
    expect(measure(real).ok).toBe(true);
  });

  it('counts the flow and its validators, loaded on demand, and not the other pages', () => {
    const files = measure(budget.firstRenderGzipBytes).files.map((f) => f.file);
    expect(files.some((f) => /assets\/index-.*\.js$/.test(f))).toBe(true);
    expect(files.filter((f) => f.includes(budget.flowId)).length).toBeGreaterThanOrEqual(2);
    expect(files.some((f) => /LoginPage|DashboardPage|ApplicationPage/.test(f))).toBe(false);
  });

  it("counts the first step's own validator and its runtime, and no other step's (each step's is its own chunk)", () => {
    const files = measure(budget.firstRenderGzipBytes).files.map((f) => f.file);
    const stepChunk = (stepId: string) => new RegExp(`assets/${budget.flowId}\\.${stepId}-[\\w-]{7}\\.js$`);
    expect(files.filter((f) => stepChunk(first.stepId).test(f))).toHaveLength(1);
    expect(files.some((f) => /assets\/ajv-runtime-.*\.js$/.test(f))).toBe(true);
    const flow = JSON.parse(readFileSync(join(repo, 'src/generated/flows', `${budget.flowId}.json`), 'utf8')) as { steps: { id: string }[] };
    const later = flow.steps.slice(1).map((s) => s.id);
    expect(later.length).toBeGreaterThan(0);
    const built = readdirSync(join(outDir, 'assets'));
    // Every later step's validator is in the build, as its own chunk, and none is counted.
    for (const id of later) expect(built.some((f) => stepChunk(id).test(`assets/${f}`)), id).toBe(true);
    expect(files.filter((f) => later.some((id) => stepChunk(id).test(f)))).toEqual([]);
  });
});

describe('the compressed copies the build writes (scripts/lib/precompress.ts)', () => {
  it('writes every script and style sheet again as brotli and gzip, each smaller than the file', () => {
    const assets = join(outDir, 'assets');
    const texts = readdirSync(assets).filter((f) => /\.(js|css)$/.test(f) && statSync(join(assets, f)).size >= MIN_BYTES);
    expect(texts.length).toBeGreaterThan(5);
    for (const file of texts) {
      const size = statSync(join(assets, file)).size;
      expect(statSync(join(assets, `${file}.br`)).size, file).toBeLessThan(size);
      expect(statSync(join(assets, `${file}.gz`)).size, file).toBeLessThan(size);
    }
  });
});

describe('the first-render rule (pure)', () => {
  const manifest: Manifest = {
    'index.html': { file: 'a/index.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['flow.json', 'Later.tsx'] },
    '_shared.js': { file: 'a/shared.js', imports: ['_deep.js'] },
    '_deep.js': { file: 'a/deep.js' },
    'flow.json': { file: 'a/flow.js', imports: ['_shared.js', '_flowdep.js'] },
    '_flowdep.js': { file: 'a/flowdep.js' },
    'Later.tsx': { file: 'a/later.js', imports: ['_laterdep.js'] },
    '_laterdep.js': { file: 'a/laterdep.js' },
  };
  it('takes the entry, its static closure and the named dynamic chunks with theirs, nothing else', () => {
    expect(firstRenderFiles(manifest, ['flow.json'])).toEqual(['a/deep.js', 'a/flow.js', 'a/flowdep.js', 'a/index.js', 'a/shared.js']);
  });
  it('passes at the ceiling and fails one byte below it', () => {
    const sizes = [{ file: 'x.js', gzipBytes: 600 }, { file: 'y.js', gzipBytes: 400 }];
    expect(checkBudget(sizes, 1000).ok).toBe(true);
    expect(checkBudget(sizes, 999).ok).toBe(false);
  });
});

describe('what the stubs in vite.config.ts rely on', () => {
  it('no generated flow schema holds a "$ref" (fast-uri is stubbed), asks for markdown (markdown-to-jsx is), or has an array, anyOf or oneOf (rjsf-fields.ts leaves those fields out)', () => {
    const dir = join(repo, 'src/generated/flows');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const text = readFileSync(join(dir, file), 'utf8');
      expect(text, file).not.toContain('"$ref"');
      expect(text, file).not.toContain('enableMarkdown');
      expect(text, file).not.toMatch(/"(anyOf|oneOf|items)"|"type":\s*"array"|"type":\s*\[[^\]]*"array"/);
    }
  });
});
