// npm run check [-- --root DIR]: validates flows, status machines, brands, copy and fixtures; prints each problem as
// file#pointer: reason and exits non-zero when there is any.
import { resolve } from 'node:path';
import { formatProblem, runCheck } from './lib/run-check';

const rootArg = process.argv.indexOf('--root');
const root = rootArg > 0 ? resolve(process.argv[rootArg + 1] ?? '.') : undefined;
const started = performance.now();
const { problems, warnings, counts } = runCheck(root);
const ms = Math.round(performance.now() - started);
// Warnings do not fail the check: a brand still holding brand:new's placeholders runs, said aloud.
for (const w of warnings) console.warn(`warning: ${formatProblem(w)}`);
for (const p of problems) console.error(formatProblem(p));
const summary =
  `${counts.flows} flows, ${counts.statusMachines} status machines, ${counts.brands} brands, ` +
  `${counts.copy} copy files, ${counts.fixtures} fixtures checked in ${ms} ms`;
if (problems.length) {
  console.error(`check: ${problems.length} problem(s); ${summary}`);
  process.exit(1);
}
console.log(`check: ok${warnings.length ? ` with ${warnings.length} warning(s)` : ''}; ${summary}`);
