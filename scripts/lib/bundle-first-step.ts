// The first step of a flow and the widget modules it loads before its first input shows (rule 2 of
// scripts/lib/bundle-budget.ts): the renderers its uiSchema names, per the registry's own table
// (src/client/form-kit/widgets/modules.ts), as sources in the build's manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rendererModules, rendererNames } from '../../src/client/form-kit/widgets/modules';
import type { FirstStep } from './bundle-budget';

/** The first step is the flow's first listed step (its entry, at the flow's basePath). */
export function firstStepOf(repo: string, flowId: string): FirstStep {
  const flow = JSON.parse(readFileSync(join(repo, 'src/generated/flows', `${flowId}.json`), 'utf8')) as { steps: { id: string; schema?: unknown; uiSchema?: unknown }[] };
  const first = flow.steps[0];
  if (!first) throw new Error(`bundle budget: flow "${flowId}" has no steps`);
  return { stepId: first.id, widgetSources: rendererNames(first).map((name) => `form-kit/widgets/${rendererModules[name]!.file}.tsx`) };
}
