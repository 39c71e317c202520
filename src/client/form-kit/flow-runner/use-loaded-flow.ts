// Loads a flow, its precompiled step validators and the widgets of the step at the URL before the
// step shows (the other steps' widgets load once it shows, while the applicant reads).
import { useEffect, useState } from 'react';
import type { Flow, Step } from '../../../core/flow/types';
import type { StepValidators } from '../../../core/validation/validate-step';
import { loadRenderers } from '../widgets';

export interface LoadedFlow {
  flow: Flow;
  validators: StepValidators;
}

/** A flow's loaders (src/generated/flow-routes, application-flows): the flow JSON and its validators. */
export interface FlowLoaders {
  load: () => Promise<{ default: unknown }>;
  validators: () => Promise<{ stepValidators: StepValidators }>;
}

export function useLoadedFlow({ load, validators: loadValidators }: FlowLoaders, stepAtUrl: (flow: Flow) => Step | undefined): LoadedFlow | undefined {
  const [loaded, setLoaded] = useState<LoadedFlow>();
  useEffect(() => {
    let live = true;
    void Promise.all([load(), loadValidators()]).then(async ([mod, { stepValidators: validators }]) => {
      const flow = mod.default as Flow;
      await loadRenderers(stepAtUrl(flow) ?? []).catch(() => undefined);
      if (live) setLoaded({ flow, validators });
      idle(() => void loadRenderers(flow.steps).catch(() => undefined));
    });
    return () => {
      live = false;
    };
    // Once per flow: the step at the URL matters only for the first paint.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, loadValidators]);
  return loaded;
}

const idle = (task: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(task, { timeout: 2000 }) : window.setTimeout(task, 200));
