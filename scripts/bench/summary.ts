// The markdown summary: every figure as median (min–max) and, where the reference page has the
// same figure, its ratio to the reference.
import { abuseSummary, type AbuseResult } from './abuse-bench';
import type { BundleFigures } from './bundle';
import type { EngineResult } from './engine-bench';
import type { ServerResult } from './server-bench';
import { ratio, type Figure } from './stats';

export interface PageFigures {
  fcpMs: Figure;
  lcpMs: Figure;
  firstInputMs: Figure;
  transitionsMs: Figure[];
  /** A key press in the street field → the next paint (each run's median over its key presses). */
  keyToPaintMs: Figure;
}

type Scores = { performance: Figure; accessibility: Figure };

/** The budget test's rule (scripts/lib/bundle-budget.ts) on the bench's build: what hydrates the first step. */
export interface FirstRenderFigure {
  gzip: number;
  ceiling: number;
  files: number;
  largestModules: Array<{ id: string; bytes: number }>;
}

export interface BenchResult {
  at: string;
  runs: number;
  partner: string;
  pages: { reference: PageFigures; default: PageFigures; partner: PageFigures };
  bundle: { app: BundleFigures; reference: BundleFigures; firstRender: FirstRenderFigure };
  /** The first step on each brand's host (default, the partner, a third), and the reference page. */
  lighthouse: { brands: Array<{ brand: string; scores: Scores }>; reference: Scores };
  engine: EngineResult;
  servers: ServerResult[];
  /** Issue 12: the status read under 200 concurrent logins, /healthz under a validation flood. */
  abuse?: AbuseResult;
  seconds: number;
}

const n = (v: number) => Math.round(v).toLocaleString('en-US');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const fig = (f: Figure, unit = '') => `${n(f.median)}${unit} (${n(f.min)}–${n(f.max)})`;
const x = (value: number, reference: number) => {
  const r = ratio(value, reference);
  return r === undefined ? '—' : `×${r.toFixed(2)}`;
};

function pagesTable(r: BenchResult): string[] {
  const { reference: ref, default: def, partner } = r.pages;
  const row = (name: string, pick: (p: PageFigures) => Figure) =>
    `| ${name} | ${fig(pick(def), ' ms')} | ${x(pick(def).median, pick(ref).median)} | ${fig(pick(partner), ' ms')} | ${x(pick(partner).median, pick(ref).median)} | ${fig(pick(ref), ' ms')} |`;
  return [
    `| Figure | Default brand | ratio | ${r.partner} | ratio | Reference |`,
    '|---|---|---|---|---|---|',
    row('First contentful paint', (p) => p.fcpMs),
    row('Largest contentful paint', (p) => p.lcpMs),
    row('First input visible', (p) => p.firstInputMs),
    ...[0, 1, 2].map((i) => row(`Step transition ${i + 1}`, (p) => p.transitionsMs[i]!)),
    row('Key press to next paint (street field)', (p) => p.keyToPaintMs),
  ];
}

function bundleTable(r: BenchResult): string[] {
  const { app, reference: ref } = r.bundle;
  const row = (name: string, a: number, b: number) => `| ${name} | ${kb(a)} | ${kb(b)} | ${x(a, b)} |`;
  return [
    '| JavaScript | register-v2 | Reference | ratio |',
    '|---|---|---|---|',
    row('Fetched before the first input showed, raw', app.raw, ref.raw),
    row('Fetched before the first input showed, gzip', app.gzip, ref.gzip),
    row('Fetched before the first input showed, brotli', app.brotli, ref.brotli),
    `| First-render JavaScript (the budget rule: what hydrates the first step), gzip | ${kb(r.bundle.firstRender.gzip)} in ${r.bundle.firstRender.files} files (ceiling ${kb(r.bundle.firstRender.ceiling)}) | | |`,
    row('Whole build', app.totalJs, ref.totalJs),
    '',
    `Files fetched before the first input showed (${app.files.length}; the server renders the first step, so none is needed to show it): ${app.files.join(', ')}`,
    '',
    '| Largest modules of the first-render chunks (minified, from source maps) | bytes |',
    '|---|---|',
    ...r.bundle.firstRender.largestModules.map((m) => `| ${m.id} | ${kb(m.bytes)} |`),
  ];
}

function lighthouseTable(r: BenchResult): string[] {
  const { brands, reference: ref } = r.lighthouse;
  const row = (name: string, pick: (s: Scores) => Figure) =>
    `| ${name} | ${brands.map((b) => `${fig(pick(b.scores))} | ${x(pick(b.scores).median, pick(ref).median)}`).join(' | ')} | ${fig(pick(ref))} |`;
  return [
    `| Lighthouse (first step) | ${brands.map((b) => `${b.brand} | ratio`).join(' | ')} | Reference |`,
    `|---|${brands.map(() => '---|---|').join('')}---|`,
    row('Performance', (s) => s.performance),
    row('Accessibility', (s) => s.accessibility),
  ];
}

function engineTable(e: EngineResult): string[] {
  return [
    '| Engine on register-v2 | operations per second |',
    '|---|---|',
    ...Object.entries(e.opsPerSecond).map(([name, f]) => `| ${name} | ${fig(f)} |`),
    `| npm run check, all flows + 80 generated brands (wall, incl. process start) | ${fig(e.checkMs, ' ms')} |`,
    `| the same, the check's own time | ${fig(e.checkInternalMs, ' ms')} |`,
  ];
}

function serverTable(servers: ServerResult[]): string[] {
  const lines = ['| Database | Target | req/s | p50 | p99 | requests | errors | non-2xx | peak RSS |', '|---|---|---|---|---|---|---|---|---|'];
  for (const s of servers) {
    if (s.notice) lines.push(`| ${s.database} | ${s.notice} | | | | | | | |`);
    for (const f of s.figures) {
      lines.push(`| ${s.database} | ${f.target} | ${n(f.requestsPerSecond)} | ${f.p50Ms} ms | ${f.p99Ms} ms | ${n(f.requests)} | ${f.errors} | ${f.non2xx} | ${f.peakRssMb} MB |`);
    }
  }
  return lines;
}

export function summarize(r: BenchResult): string {
  return [
    `# Bench ${r.at}`,
    '',
    `Medians of ${r.runs} runs (min–max); ratios are to the reference page (bare React 19, hand-written form) built with the same precompression and served by the same server with the same cache headers. ` +
      'Browser: headless Chromium, 4x CPU throttling, slow 4G (150 ms RTT, 1.6 Mbps down, 750 Kbps up), no cache.',
    '',
    ...pagesTable(r),
    '',
    ...bundleTable(r),
    '',
    ...lighthouseTable(r),
    '',
    ...engineTable(r.engine),
    '',
    'Server: autocannon over loopback, 10 connections for 5 s per read; the create is one request per pre-registered user (4 connections).',
    '',
    ...serverTable(r.servers),
    '',
    ...(r.abuse ? [...abuseSummary(r.abuse), ''] : []),
    `Whole bench: ${r.seconds} s.`,
    '',
  ].join('\n');
}
