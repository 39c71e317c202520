// Deliverable 3: the JavaScript loaded before the first input (the URLs Chromium fetched), raw,
// gzip and brotli from the bytes, and the largest source modules of those chunks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { BuildResult } from './build';

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
  const sizes = new Map<string, number>();
  for (const chunk of build.chunks.filter((c) => files.includes(c.fileName))) {
    for (const m of chunk.modules) sizes.set(m.id, (sizes.get(m.id) ?? 0) + m.bytes);
  }
  const largestModules = [...sizes].map(([id, bytes]) => ({ id, bytes })).sort((a, b) => b.bytes - a.bytes).slice(0, top);
  return { files, raw, gzip, brotli, totalJs: build.totalJsBytes, largestModules };
}
