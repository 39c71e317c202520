// A flow's precompiled step validators in the browser, fetched one step at a time: a step's own
// module before its form shows (the first step's alone before the first input), and the others
// once the page is idle, so Continue never waits for a download. The step
// engine (validateStep) reads a step's validator from the same record the server fills at once.
import { useEffect, useState } from 'react';
import type { StandaloneValidator } from '../../../core/validation/types';
import type { StepValidators } from '../../../core/validation/validate-step';

/** One loader per step of a flow (src/generated/flow-routes, application-flows). */
export type StepValidatorLoaders = Record<string, () => Promise<{ validate: StandaloneValidator }>>;

/** A flow's validators: those loaded so far, and how to fetch more (each module once). */
export interface FlowValidators {
  /** Only grows: a validator, once loaded, stays for the life of the page. */
  readonly loaded: Readonly<StepValidators>;
  /** Resolves once each of these steps' validators is loaded. */
  load: (stepIds: readonly string[]) => Promise<void>;
}

export function flowValidators(loaders: StepValidatorLoaders): FlowValidators {
  const loaded: StepValidators = {};
  const pending = new Map<string, Promise<void>>();
  const loadOne = (stepId: string): Promise<void> => {
    const known = pending.get(stepId);
    if (known) return known;
    const loader = loaders[stepId];
    if (!loader) return Promise.reject(new Error(`No validator for step "${stepId}": run npm run gen`));
    const loading = loader().then(({ validate }) => {
      loaded[stepId] = validate;
    });
    // A failed download (the network dropped) is tried again the next time the step asks.
    loading.catch(() => pending.delete(stepId));
    pending.set(stepId, loading);
    return loading;
  };
  return { loaded, load: async (stepIds) => void (await Promise.all(stepIds.map(loadOne))) };
}

/**
 * The validators once the step's own is loaded (undefined until then: its form waits, as for its
 * widgets). The other steps' load while the page is idle (./use-loaded-flow.ts), so the steps
 * Continue and Back may show next are drawn without a download. A step's validator that cannot be
 * fetched goes to the error boundary.
 */
export function useStepValidators(validators: FlowValidators, stepId: string | undefined): StepValidators | undefined {
  const [, setArrived] = useState<string>();
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    // Already here (loaded with the page, or the server render's step): nothing to wait for, and no
    // redraw, which would hydrate the server's step form at once in one long task instead of in slices.
    if (stepId === undefined || validators.loaded[stepId]) return;
    let live = true;
    validators.load([stepId]).then(
      () => live && setArrived(stepId),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [validators, stepId]);
  if (failure) throw failure.error;
  return stepId !== undefined && validators.loaded[stepId] ? validators.loaded : undefined;
}
