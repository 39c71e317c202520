// The bundle budget: how much JavaScript the browser must fetch before the first step of a flow
// shows its first input, counted in gzip bytes from a production build, against a ceiling kept in
// bundle-budget.json. Byte counts are deterministic (same sources, same build, same bytes), so a
// test may fail on them; times are not, so no test fails on a time.
//
// The rule for "first-render JavaScript", read from Vite's build manifest (build.manifest):
//   1. the entry chunk (index.html's script) and every chunk it imports statically, transitively
//      (the <link rel="modulepreload"> list: the browser fetches them all before running the entry);
//   2. plus the chunks the first step loads on demand before its first input shows: the flow's own
//      module, the first step's validator (one module per step: src/generated/validators/steps)
//      and the widgets its uiSchema names, each with its static imports, transitively.
// Chunks reached only through other dynamic imports (later steps' validators and widgets, fetched
// once the first step shows; sign-in, the dashboard, the application screens) are not counted:
// they load when the applicant gets there.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's .vite/manifest.json (the fields the rule reads). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface BudgetFile {
  /** The ceiling, in gzip bytes, of the first-render JavaScript of the measured flow. */
  firstRenderGzipBytes: number;
  /** The flow measured (its first step). */
  flowId: string;
  why: string;
}

export interface BudgetResult {
  ok: boolean;
  total: number;
  ceiling: number;
  files: { file: string; gzipBytes: number }[];
  message: string;
}

/**
 * The manifest keys whose source path ends with one of `sources` (paths as written in the
 * repository, e.g. "generated/flows/register-v2.json"). Throws on a source the build lacks, so a
 * renamed module cannot silently drop out of the count.
 */
export function manifestKeysFor(manifest: Manifest, sources: string[]): string[] {
  return sources.map((source) => {
    const key = Object.keys(manifest).find((k) => k === source || k.endsWith(`/${source}`));
    if (!key) throw new Error(`bundle budget: no chunk in the build for "${source}"`);
    return key;
  });
}

/** The files of the first render: the entry and `dynamicKeys`, each with its static-import closure. */
export function firstRenderFiles(manifest: Manifest, dynamicKeys: string[]): string[] {
  const entries = Object.entries(manifest).filter(([, c]) => c.isEntry && c.file.endsWith('.js'));
  if (entries.length !== 1) throw new Error(`bundle budget: expected one JS entry, found ${entries.length}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`bundle budget: the manifest has no "${key}"`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  [entries[0]![0], ...dynamicKeys].forEach(visit);
  return [...seen].map((k) => manifest[k]!.file).sort();
}

/** What the first step of the measured flow names (scripts/lib/bundle-first-step.ts). */
export interface FirstStep {
  stepId: string;
  /** Its widget modules, as sources in the build's manifest. */
  widgetSources: string[];
}

/**
 * The sources the first step of a flow loads on demand (rule 2 above). The flow is a base flow: a
 * variant's steps load its base's validator modules, and a missing source fails the count.
 */
export function firstStepSources(flowId: string, { stepId, widgetSources }: FirstStep): string[] {
  return [`generated/flows/${flowId}.json`, `generated/validators/steps/${flowId}.${stepId}.js`, ...widgetSources];
}

/** The pure check: sizes against the ceiling. Fails when the total exceeds it. */
export function checkBudget(sizes: { file: string; gzipBytes: number }[], ceiling: number): BudgetResult {
  const total = sizes.reduce((sum, s) => sum + s.gzipBytes, 0);
  const ok = total <= ceiling;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const message = ok
    ? `first-render JS ${total} B (${kb(total)}) gzip is within the ceiling of ${ceiling} B (${kb(ceiling)})`
    : `first-render JS ${total} B (${kb(total)}) gzip exceeds the ceiling of ${ceiling} B (${kb(ceiling)}) by ${total - ceiling} B`;
  return { ok, total, ceiling, files: sizes, message };
}

/** gzip sizes (zlib's default level) of built files under `outDir`. */
export function gzipSizes(outDir: string, files: string[]): { file: string; gzipBytes: number }[] {
  return files.map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(outDir, file))).length }));
}

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Measures a finished build (`outDir`) against a ceiling. */
export function measureBuild(outDir: string, flowId: string, ceiling: number, first: FirstStep): BudgetResult {
  const manifest = readManifest(outDir);
  const keys = manifestKeysFor(manifest, firstStepSources(flowId, first));
  return checkBudget(gzipSizes(outDir, firstRenderFiles(manifest, keys)), ceiling);
}
