// Prints the slowest browser tests at the end of a run (Playwright's reportSlowTests names only
// whole spec files). SLOWEST=n changes how many (default 10; 0 prints nothing).
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SlowestReporter implements Reporter {
  private readonly rows: Array<{ name: string; ms: number }> = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    this.rows.push({ name: `${test.location.file.replace(/^.*[\\/]tests[\\/]e2e[\\/]/, '')} > ${test.titlePath().slice(3).join(' > ')}`, ms: result.duration });
  }

  onEnd(_result: FullResult): void {
    const count = Number(process.env.SLOWEST ?? 10);
    if (!count) return;
    const lines = [...this.rows].sort((a, b) => b.ms - a.ms).slice(0, count).map((row) => `${`${(row.ms / 1000).toFixed(1)} s`.padStart(8)}  ${row.name}`);
    console.log(['', `Slowest ${count} browser tests:`, ...lines, ''].join('\n'));
  }

  printsToStdio(): boolean {
    return false;
  }
}
