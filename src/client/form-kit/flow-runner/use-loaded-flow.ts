// Loads a flow, then the validator and the widgets of the step at the URL before the step shows
// (the other steps' widgets and validators load once the applicant starts on it, lib/engaged.ts; the
// flow runner also asks for those of the steps it comes near, ./step-validators.ts). A flow
// preloaded (preloadFlow: before the browser hydrates the server's first render, and on the server
// before it renders) shows at once.
import { useEffect, useState } from 'react';
import type { Flow, Step } from '../../../core/flow/types';
import { loadRenderers } from '../widgets';
import { whenEngaged } from '../../lib/engaged';
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

// Flows whose step at the URL is ready, by their loader: read synchronously by the first render.
const ready = new Map<FlowLoaders['load'], LoadedFlow>();

async function loadFlow({ load, stepValidators }: FlowLoaders, stepAtUrl: (flow: Flow) => Step | undefined): Promise<LoadedFlow> {
  const validators = flowValidators(stepValidators);
  const flow = (await load()).default as Flow;
  const first = stepAtUrl(flow);
  // Both at once: the step's validator and its widgets are fetched side by side.
  await Promise.all([
    loadRenderers(first ?? []).catch(() => undefined),
    first ? validators.load([first.id]).catch(() => undefined) : undefined,
  ]);
  return { flow, validators };
}

/** Loads a flow and its step at the URL so that the first render of its page shows the step at once. */
export async function preloadFlow(loaders: FlowLoaders, stepAtUrl: (flow: Flow) => Step | undefined): Promise<LoadedFlow> {
  const loaded = ready.get(loaders.load) ?? (await loadFlow(loaders, stepAtUrl));
  ready.set(loaders.load, loaded);
  return loaded;
}

export function useLoadedFlow(loaders: FlowLoaders, stepAtUrl: (flow: Flow) => Step | undefined): LoadedFlow | undefined {
  const { load, stepValidators } = loaders;
  // The flow loaded, with the loader it came from: a page that moves to another flow (register-v2's
  // fallback to register) keeps this component, and must not keep the other flow.
  const [state, setState] = useState<{ load: FlowLoaders['load']; loaded: LoadedFlow }>();
  const loaded = state?.load === load ? state.loaded : ready.get(load);
  useEffect(() => {
    if (loaded) {
      whenEngaged(() => idle(() => loadTheRest(loaded)));
      return;
    }
    let live = true;
    void loadFlow({ load, stepValidators }, stepAtUrl).then((flow) => {
      if (live) setState({ load, loaded: flow });
      whenEngaged(() => idle(() => loadTheRest(flow)));
    });
    return () => {
      live = false;
    };
    // Once per flow: the step at the URL matters only for the first paint.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, stepValidators]);
  return loaded;
}

/**
 * The other steps' widgets and validators once the applicant has started on the page
 * (lib/engaged.ts), while they fill the step: by the time Continue is pressed, the next step can
 * be drawn ahead (FlowRunner) without a download.
 */
function loadTheRest({ flow, validators }: LoadedFlow): void {
  void loadRenderers(flow.steps).catch(() => undefined);
  void validators.load(flow.steps.map((s) => s.id)).catch(() => undefined);
}

const idle = (task: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(task, { timeout: 2000 }) : window.setTimeout(task, 200));
