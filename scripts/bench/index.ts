// npm run bench: builds the app and the reference page into .bench/build, measures bundle, page
// load, engine and server, writes .bench/result.json and .bench/summary.md, prints the summary.
// BENCH_RUNS (default 3) sets the runs per median.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../lib/files';
import { benchAbuse } from './abuse-bench';
import { benchBuild, benchServerBuild } from './build';
import { bundleFigures, firstRenderFigure } from './bundle';
import { launch, sampleProduct, sampleReference, type LoadSample } from './browser-bench';
import { benchEngine } from './engine-bench';
import { lighthouseScores } from './lighthouse-bench';
import { startBenchServer } from './server-process';
import { benchServer, scratchDatabase, type ServerResult } from './server-bench';
import { figure } from './stats';
import { summarize, type BenchResult, type PageFigures } from './summary';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const outDir = join(repoRoot, '.bench');
const PARTNER = 'fairway';
// A third brand for Lighthouse (organisation harbor-cu, opened by its host prefix).
const THIRD = 'harbor-cu';
const THIRD_HOST = 'harbor';
const started = performance.now();
const log = (what: string) => console.log(`bench: ${what} (${Math.round((performance.now() - started) / 1000)} s)`);

function pageFigures(samples: LoadSample[]): PageFigures {
  const at = (i: number) => figure(samples.map((s) => s.transitionsMs[i] ?? 0));
  return {
    keyToPaintMs: figure(samples.map((s) => s.keyToPaintMs)),
    fcpMs: figure(samples.map((s) => s.fcpMs)),
    lcpMs: figure(samples.map((s) => s.lcpMs)),
    firstInputMs: figure(samples.map((s) => s.firstInputMs)),
    transitionsMs: [at(0), at(1), at(2)],
  };
}

async function times<T>(n: number, sample: () => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += 1) out.push(await sample());
  return out;
}

mkdirSync(outDir, { recursive: true });
const app = await benchBuild('app', join(outDir, 'build/app/client'));
await benchServerBuild(app.outDir);
const reference = await benchBuild('reference', join(outDir, 'build/reference'));
log('built the app and the reference page');

const appServer = await startBenchServer(3122, { STATIC_DIR: app.outDir });
const referenceServer = await startBenchServer(3123, { STATIC_DIR: reference.outDir });
const partnerOrigin = appServer.url.replace('127.0.0.1', `${PARTNER}.localhost`);
let browserPart: Pick<BenchResult, 'pages' | 'bundle' | 'lighthouse'>;
try {
  const browser = await launch();
  try {
    const ref = await times(runs, () => sampleReference(browser, referenceServer.url));
    const def = await times(runs, () => sampleProduct(browser, appServer.url));
    const partner = await times(runs, () => sampleProduct(browser, partnerOrigin));
    log('page loads and step transitions');
    browserPart = {
      pages: { reference: pageFigures(ref), default: pageFigures(def), partner: pageFigures(partner) },
      bundle: {
        app: bundleFigures(app, def.flatMap((s) => s.scriptsBeforeInput)),
        reference: bundleFigures(reference, ref.flatMap((s) => s.scriptsBeforeInput)),
        firstRender: firstRenderFigure(app),
      },
      lighthouse: {
        brands: [
          { brand: 'default', scores: await lighthouseRuns(`${appServer.url}/account/heloc/register-v2`) },
          { brand: PARTNER, scores: await lighthouseRuns(`${partnerOrigin}/account/heloc/register-v2`) },
          { brand: THIRD, scores: await lighthouseRuns(`${appServer.url.replace('127.0.0.1', `${THIRD_HOST}.localhost`)}/account/heloc/register-v2`) },
        ],
        reference: await lighthouseRuns(`${referenceServer.url}/account/heloc/register-v2`),
      },
    };
    log('lighthouse');
  } finally {
    await browser.close();
  }
} finally {
  await appServer.stop();
  await referenceServer.stop();
}

async function lighthouseRuns(url: string) {
  const scores = await times(runs, () => lighthouseScores(url));
  return { performance: figure(scores.map((s) => s.performance)), accessibility: figure(scores.map((s) => s.accessibility)) };
}

const engine = await benchEngine(Math.max(runs, 3));
log('engine and check');

const servers: ServerResult[] = [await benchServer('pglite', 3124)];
const pgUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const scratch = await scratchDatabase(pgUrl);
if ('notice' in scratch) {
  console.log(scratch.notice);
  servers.push({ database: 'postgres', figures: [], notice: scratch.notice });
} else {
  try {
    servers.push(await benchServer('postgres', 3125, scratch.url));
  } finally {
    await scratch.drop();
  }
}
log('server load');
const abuse = await benchAbuse(0);
log('abuse limits');

const result: BenchResult = {
  at: new Date().toISOString(),
  runs,
  partner: PARTNER,
  ...browserPart,
  engine,
  servers,
  abuse,
  seconds: Math.round((performance.now() - started) / 1000),
};
const summary = summarize(result);
writeFileSync(join(outDir, 'result.json'), JSON.stringify(result, null, 2));
writeFileSync(join(outDir, 'summary.md'), summary);
console.log(`\n${summary}`);
