// The widget modules the first step of a flow loads before its first input shows (rule 2 of
// scripts/lib/bundle-budget.ts): the renderers its uiSchema names, per the registry's own table
// (src/client/form-kit/widgets/modules.ts), as sources in the build's manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rendererModules, rendererNames } from '../../src/client/form-kit/widgets/modules';

/** The first step is the flow's first listed step (its entry, at the flow's basePath). */
export function firstStepWidgetSources(repo: string, flowId: string): string[] {
  const flow = JSON.parse(readFileSync(join(repo, 'src/generated/flows', `${flowId}.json`), 'utf8')) as { steps: { schema?: unknown; uiSchema?: unknown }[] };
  const first = flow.steps[0];
  if (!first) throw new Error(`bundle budget: flow "${flowId}" has no steps`);
  return rendererNames(first).map((name) => `form-kit/widgets/${rendererModules[name]!.file}.tsx`);
}
