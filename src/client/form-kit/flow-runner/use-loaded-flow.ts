// Loads a flow, then the validator and the widgets of the step at the URL before the step shows
// (the other steps' widgets and validators load once it shows, while the applicant reads; the
// flow runner also asks for those of the steps it comes near, ./step-validators.ts).
import { useEffect, useState } from 'react';
import type { Flow, Step } from '../../../core/flow/types';
import { loadRenderers } from '../widgets';
import { flowValidators, type FlowValidators, type StepValidatorLoaders } from './step-validators';

export interface LoadedFlow {
  flow: Flow;
  validators: FlowValidators;
}

/** A flow's loaders (src/generated/flow-routes, application-flows): the flow JSON and one per step validator. */
export interface FlowLoaders {
  load: () => Promise<{ default: unknown }>;
  stepValidators: StepValidatorLoaders;
}

export function useLoadedFlow({ load, stepValidators }: FlowLoaders, stepAtUrl: (flow: Flow) => Step | undefined): LoadedFlow | undefined {
  const [loaded, setLoaded] = useState<LoadedFlow>();
  useEffect(() => {
    let live = true;
    const validators = flowValidators(stepValidators);
    void load().then(async (mod) => {
      const flow = mod.default as Flow;
      const first = stepAtUrl(flow);
      // Both at once: the step's validator and its widgets are fetched side by side.
      await Promise.all([
        loadRenderers(first ?? []).catch(() => undefined),
        first ? validators.load([first.id]).catch(() => undefined) : undefined,
      ]);
      if (live) setLoaded({ flow, validators });
      // The other steps' widgets and validators while the applicant reads the first: by the time
      // Continue is pressed, the next step can be drawn ahead (FlowRunner) without a download.
      idle(() => {
        void loadRenderers(flow.steps).catch(() => undefined);
        void validators.load(flow.steps.map((s) => s.id)).catch(() => undefined);
      });
    });
    return () => {
      live = false;
    };
    // Once per flow: the step at the URL matters only for the first paint.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, stepValidators]);
  return loaded;
}

const idle = (task: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(task, { timeout: 2000 }) : window.setTimeout(task, 200));
