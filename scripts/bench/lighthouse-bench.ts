// Lighthouse 12's performance and accessibility scores of a page (its default mobile profile with
// simulated slow 4G and 4x CPU), run as its CLI against Debian's Chromium.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../lib/files';
import { chromiumPath, launchArgs } from './browser-bench';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  /** The performance score's metrics (ms; layout shift as a score), to read what a score is made of. */
  metrics: Record<(typeof METRICS)[number], number>;
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time', 'cumulative-layout-shift'] as const;

/** One run, tried once more when Lighthouse loses its own trace (NO_NAVSTART, seen on a loaded machine). */
export async function lighthouseScores(url: string): Promise<LighthouseScores> {
  try {
    return await lighthouseOnce(url);
  } catch {
    return lighthouseOnce(url);
  }
}

async function lighthouseOnce(url: string): Promise<LighthouseScores> {
  const flags = ['--headless=new', ...launchArgs].join(' ');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(repoRoot, 'node_modules/lighthouse/cli/index.js'), url, '--output=json', '--output-path=stdout', '--quiet', '--only-categories=performance,accessibility', `--chrome-flags=${flags}`],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
  );
  const report = JSON.parse(stdout) as { categories: Record<string, { score: number | null }>; audits: Record<string, { numericValue?: number }> };
  return {
    performance: Math.round((report.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((report.categories.accessibility?.score ?? 0) * 100),
    metrics: Object.fromEntries(METRICS.map((m) => [m, report.audits[m]?.numericValue ?? 0])) as LighthouseScores['metrics'],
  };
}
