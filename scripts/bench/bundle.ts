// Deliverable 3: the JavaScript loaded before the first input (the URLs Chromium fetched), raw,
// gzip and brotli from the bytes, and the largest source modules of those chunks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { measureBuild, type BudgetFile } from '../lib/bundle-budget';
import { firstStepOf } from '../lib/bundle-first-step';
import { repoRoot } from '../lib/files';
import type { BuildResult } from './build';
import type { FirstRenderFigure } from './summary';

export interface BundleFigures {
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
  totalJs: number;
  largestModules: Array<{ id: string; bytes: number }>;
}

export function bundleFigures(build: BuildResult, urlPaths: string[], top = 15): BundleFigures {
  const files = [...new Set(urlPaths.map((p) => p.replace(/^\//, '')))].sort();
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(join(build.outDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files, raw, gzip, brotli, totalJs: build.totalJsBytes, largestModules: largestModules(build, files, top) };
}

/** The largest source modules (minified bytes) of some chunks of a build. */
export function largestModules(build: BuildResult, files: string[], top = 15): Array<{ id: string; bytes: number }> {
  const sizes = new Map<string, number>();
  for (const chunk of build.chunks.filter((c) => files.includes(c.fileName))) {
    for (const m of chunk.modules) sizes.set(m.id, (sizes.get(m.id) ?? 0) + m.bytes);
  }
  return [...sizes].map(([id, bytes]) => ({ id, bytes })).sort((a, b) => b.bytes - a.bytes).slice(0, top);
}

/** The budget test's figure on a build (the entry, its static imports, the first step's flow, validator and widgets). */
export function firstRenderFigure(build: BuildResult): FirstRenderFigure {
  const budget = JSON.parse(readFileSync(join(repoRoot, 'bundle-budget.json'), 'utf8')) as BudgetFile;
  const result = measureBuild(build.outDir, budget.flowId, budget.firstRenderGzipBytes, firstStepOf(repoRoot, budget.flowId));
  const files = result.files.map((f) => f.file);
  return { gzip: result.total, ceiling: result.ceiling, files: files.length, largestModules: largestModules(build, files, 20) };
}
