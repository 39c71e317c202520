// npm run screens: a screenshot of every screen of every product's journeys at 390 and 1280 px on
// two brands each, in screens/ (git-ignored), with screens/index.html listing them. It runs the
// journey specs themselves with SCREENS_DIR set (tests/e2e/layout.ts saves the shots at
// every checkScreen), on its own port (E2E_PORT, default 3190), after `npm run build` when the
// build is missing or older than the sources.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib/files';
import { screensIndexHtml, type ShotEntry } from './lib/screens-index';

const OUT = join(repoRoot, 'screens');
// The HELOC's journey, then each other product's (issue 24) and the chooser that offers them.
const SPECS = ['tests/e2e/application-journey.spec.ts', 'tests/e2e/crypto-heloc.spec.ts', 'tests/e2e/dscr.spec.ts', 'tests/e2e/dscr-borrower.spec.ts', 'tests/e2e/product-choice.spec.ts'];
const SOURCES = ['src', 'copy', 'flows', 'brands', 'schemas', 'vite.config.ts', 'package-lock.json'];
const BUILT = ['dist/client/index.html', 'dist/server/entry-server.js'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).filter((n) => n !== 'generated').map((n) => newest(join(path, n))));
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env });
  return result.status ?? 1;
}

function buildIfNeeded() {
  const built = Math.min(...BUILT.map((p) => newest(join(repoRoot, p))));
  const sources = Math.max(...SOURCES.map((p) => newest(join(repoRoot, p))));
  if (built > sources) return console.log('screens: the build is newer than the sources, not rebuilding');
  if (run('npm', ['run', 'build']) !== 0) process.exit(1);
}

function readEntries(): Array<{ orgCode: string; entries: ShotEntry[] }> {
  if (!existsSync(OUT)) return [];
  return readdirSync(OUT, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(OUT, d.name, 'screens.jsonl')))
    .map((d) => ({
      orgCode: d.name,
      entries: readFileSync(join(OUT, d.name, 'screens.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as ShotEntry),
    }));
}

buildIfNeeded();
rmSync(OUT, { recursive: true, force: true });
if (run('bash', ['scripts/ensure-chromium']) !== 0) process.exit(1);
const port = process.env.E2E_PORT ?? '3190';
const status = run('npx', ['playwright', 'test', ...SPECS], { ...process.env, SCREENS_DIR: OUT, E2E_PORT: port });
const brands = readEntries();
mkdirSync(OUT, { recursive: true });
writeFileSync(join(OUT, 'index.html'), screensIndexHtml(brands, new Date().toISOString()));
const count = brands.reduce((n, b) => n + b.entries.length, 0);
console.log(`screens: ${count} screens on ${brands.length} brands; open ${join(OUT, 'index.html')}`);
if (status !== 0) {
  console.error('screens: a journey spec failed; the index lists the screens saved before the failure');
  process.exit(status);
}
