// Loads and checks every flow at start, with the same parse functions as `npm run check`: the
// server refuses to start on a bad flow, naming the file, the pointer and the reason.
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { hasCopyKey } from '../core/copy/resolve';
import { ConfigError, expandFlows, parseFlow } from '../core/flow/parse-flow';
import type { Flow } from '../core/flow/types';
import { loadStepValidators } from '../core/flow/load-validators';
import type { StepValidators } from '../core/validation/validate-step';

/** A configuration file of the repository (flows, brands, status machines), parsed. */
export const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

export function loadCopy(copyDir: string): Record<string, unknown> {
  return Object.fromEntries(
    readdirSync(copyDir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [basename(f, '.json'), readJson(join(copyDir, f))]),
  );
}

function flowFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? flowFiles(join(dir, e.name)) : e.name.endsWith('.flow.json') ? [join(dir, e.name)] : [],
  );
}

export function loadFlows(flowsDir: string, copy: Record<string, unknown>): Map<string, Flow> {
  const flows = new Map<string, Flow>();
  // Variants (the legacy /register) are expanded over their base flow first, then parsed like it.
  const files = flowFiles(flowsDir).sort().map((file) => ({ file, value: readJson(file) }));
  for (const { file, value, problems } of expandFlows(files)) {
    if (problems.length) throw new ConfigError(file, problems);
    const parsed = parseFlow(value, { hasCopyKey: (key) => hasCopyKey(copy, key) });
    if (!parsed.ok) throw new ConfigError(file, parsed.problems);
    flows.set(parsed.value.id, parsed.value);
  }
  return flows;
}

/** Each flow's precompiled step validators, loaded once (the server never loads them per request). */
export async function loadFlowValidators(flows: Map<string, Flow>): Promise<Map<string, StepValidators>> {
  return new Map(await Promise.all([...flows.keys()].map(async (id) => [id, await loadStepValidators(id)] as const)));
}
