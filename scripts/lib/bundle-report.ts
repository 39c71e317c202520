// Prints the first-render JavaScript of the last `npm run build` (dist/client) against the budget:
// `npm run bundle:budget`. The test tests/build/bundle-budget.test.ts makes the same check on a
// fresh build, so `npm test` fails over the ceiling.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureBuild, type BudgetFile } from './bundle-budget';
import { firstStepOf } from './bundle-first-step';

const repo = join(import.meta.dirname, '../..');
const budget = JSON.parse(readFileSync(join(repo, 'bundle-budget.json'), 'utf8')) as BudgetFile;
// BUNDLE_DIR: another build of the web app (the default is npm run build's).
const result = measureBuild(process.env.BUNDLE_DIR ?? join(repo, 'dist', 'client'), budget.flowId, budget.firstRenderGzipBytes, firstStepOf(repo, budget.flowId));
for (const f of result.files) console.log(`${String(f.gzipBytes).padStart(8)}  ${f.file}`);
console.log(result.message);
process.exitCode = result.ok ? 0 : 1;
