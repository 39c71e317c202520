// npm run bench:pages: the bench's browser page part alone (page loads and step transitions on the
// reference page, the default brand and the partner brand), for iterating on the app's speed without
// the whole bench. BENCH_RUNS (default 3) sets the runs per median; BENCH_SKIP_BUILD=1 reuses the
// last builds in .bench/build. Prints the pages table and writes nothing else.
import { join } from 'node:path';
import { repoRoot } from '../lib/files';
import { benchBuild, benchServerBuild } from './build';
import { lighthouseScores } from './lighthouse-bench';
import { launch, sampleProduct, sampleReference, type LoadSample } from './browser-bench';
import { startBenchServer } from './server-process';
import { figure } from './stats';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const outDir = join(repoRoot, '.bench/build');
const PARTNER = 'fairway';

if (!process.env.BENCH_SKIP_BUILD) {
  await benchServerBuild((await benchBuild('app', join(outDir, 'app/client'))).outDir);
  await benchBuild('reference', join(outDir, 'reference'));
}
const appServer = await startBenchServer(3126, { STATIC_DIR: join(outDir, 'app/client') });
const referenceServer = await startBenchServer(3127, { STATIC_DIR: join(outDir, 'reference') });
const n = (v: number) => Math.round(v).toLocaleString('en-US');
const show = (name: string, samples: LoadSample[]) => {
  const f = (pick: (s: LoadSample) => number) => {
    const r = figure(samples.map(pick));
    return `${n(r.median)} (${n(r.min)}–${n(r.max)})`;
  };
  const keys = samples[0]?.keyToPaintMs !== undefined ? ` | key→paint ${f((s) => s.keyToPaintMs ?? 0)}` : '';
  console.log(
    `${name.padEnd(9)} fcp ${f((s) => s.fcpMs)} | input ${f((s) => s.firstInputMs)} | t1 ${f((s) => s.transitionsMs[0] ?? 0)} | t2 ${f((s) => s.transitionsMs[1] ?? 0)} | t3 ${f((s) => s.transitionsMs[2] ?? 0)} | all ${f((s) => figure(s.transitionsMs).median)}${keys}`,
  );
};
// BENCH_LIGHTHOUSE=1: each page's Lighthouse score and the metrics it is made of, one run each.
async function showLighthouse(which: string) {
  const origin = which === 'reference' ? referenceServer.url : which === 'default' ? appServer.url : appServer.url.replace('127.0.0.1', `${which}.localhost`);
  for (let i = 0; i < runs; i += 1) {
    const { performance, metrics } = await lighthouseScores(`${origin}/account/heloc/register-v2`);
    console.log(`${which.padEnd(9)} lighthouse ${performance} | ${Object.entries(metrics).map(([k, v]) => `${k} ${n(k.includes('shift') ? v * 1000 : v)}`).join(' | ')}`);
  }
}

try {
  const browser = await launch();
  try {
    const only = process.env.BENCH_PAGES?.split(',') ?? ['reference', 'default', PARTNER];
    for (const which of only) {
      const samples: LoadSample[] = [];
      for (let i = 0; i < runs; i += 1) {
        samples.push(
          which === 'reference'
            ? await sampleReference(browser, referenceServer.url)
            : await sampleProduct(browser, which === 'default' ? appServer.url : appServer.url.replace('127.0.0.1', `${which}.localhost`)),
        );
      }
      show(which, samples);
      if (process.env.BENCH_VERBOSE) console.log(JSON.stringify(samples.map((s) => s.transitionsMs)));
      if (process.env.BENCH_LIGHTHOUSE) await showLighthouse(which);
    }
  } finally {
    await browser.close();
  }
} finally {
  await appServer.stop();
  await referenceServer.stop();
}
