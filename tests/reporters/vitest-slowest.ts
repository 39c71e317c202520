// Prints the slowest test files and tests at the end of a run, so the next person chasing the
// suite's time starts from figures, not guesses (vitest's own reporters print no such list).
// SLOWEST=n changes how many of each (default 10; 0 prints nothing).
import type { Reporter, TestModule } from 'vitest/node';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

export default class SlowestReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const count = Number(process.env.SLOWEST ?? 10);
    if (!count) return;
    const files = testModules
      .map((module) => ({ name: module.relativeModuleId, ms: module.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms);
    const tests = testModules
      .flatMap((module) => [...module.children.allTests()].map((test) => ({ name: `${module.relativeModuleId} > ${test.fullName}`, ms: test.diagnostic()?.duration ?? 0 })))
      .sort((a, b) => b.ms - a.ms);
    const lines = (rows: Array<{ name: string; ms: number }>) => rows.slice(0, count).map((row) => `${seconds(row.ms)}  ${row.name}`);
    console.log(['', `Slowest ${count} test files (tests and hooks):`, ...lines(files), `Slowest ${count} tests:`, ...lines(tests), ''].join('\n'));
  }
}
