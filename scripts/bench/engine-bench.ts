// Deliverable 5: the pure core's speed on register-v2 (operations per second), and the time of
// the consistency check over every flow and 80 generated brands.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nextStep, progress } from '../../src/core/flow/engine';
import { loadStepValidators } from '../../src/core/flow/load-validators';
import { validateStep } from '../../src/core/validation/validate-step';
import { generateBrands } from '../../tests/brands/generate';
import { registerV2 } from '../../tests/core/helpers';
import { repoRoot } from '../lib/files';
import { figure, type Figure } from './stats';

export interface EngineResult {
  opsPerSecond: Record<string, Figure>;
  checkMs: Figure;
  checkInternalMs: Figure;
}

const answers = {
  propertyAddress: { street1: '100 Main St', city: 'Springfield', state: 'CA', zip: '94105', occupancyType: 'HOME' },
  propertyListedForSale: false,
};

/** Calls per second of `op`, over `rounds` rounds of ~200 ms each. */
function opsPerSecond(op: () => unknown, rounds: number): Figure {
  for (let i = 0; i < 1000; i += 1) op(); // warm the JIT
  const samples: number[] = [];
  for (let r = 0; r < rounds; r += 1) {
    let n = 0;
    const start = performance.now();
    while (performance.now() - start < 200) {
      for (let i = 0; i < 100; i += 1) op();
      n += 100;
    }
    samples.push(Math.round((n * 1000) / (performance.now() - start)));
  }
  return figure(samples);
}

export async function benchEngine(rounds: number): Promise<EngineResult> {
  const validators = await loadStepValidators('register-v2');
  const opsPerSecond_ = {
    'next step (index → for-sale)': opsPerSecond(() => nextStep(registerV2, 'index', answers), rounds),
    'progress (index)': opsPerSecond(() => progress(registerV2, 'index'), rounds),
    'validate the property step (index)': opsPerSecond(() => validateStep(registerV2, 'index', answers, {}, validators), rounds),
  };
  return { opsPerSecond: opsPerSecond_, ...timeCheck(rounds) };
}

// check.ts --root over a scratch tree: the repository's flows, copy and schemas, 80 generated brands.
function timeCheck(rounds: number): { checkMs: Figure; checkInternalMs: Figure } {
  const root = mkdtempSync(join(tmpdir(), 'bench-brands-80-'));
  try {
    for (const dir of ['flows', 'copy', 'schemas', 'tests']) symlinkSync(join(repoRoot, dir), join(root, dir));
    generateBrands(join(root, 'brands'), 80);
    const wall: number[] = [];
    const internal: number[] = [];
    for (let r = 0; r < rounds; r += 1) {
      const start = performance.now();
      const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check.ts', '--root', root], { cwd: repoRoot, encoding: 'utf8' });
      wall.push(Math.round(performance.now() - start));
      const ms = /80 brands.* in (\d+) ms/.exec(out)?.[1];
      if (!ms) throw new Error(`check did not report 80 brands: ${out}`);
      internal.push(Number(ms));
    }
    return { checkMs: figure(wall), checkInternalMs: figure(internal) };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
