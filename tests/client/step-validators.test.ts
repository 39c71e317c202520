// The browser's step validators, one module per step (src/client/form-kit/flow-runner/step-validators.ts):
// each fetched once, a failed fetch tried again, and each step's module the very validator the
// server runs for that step (the same engine in both places).
import { describe, expect, it, vi } from 'vitest';
import { applicationFlows } from '../../src/generated/application-flows';
import { flowRoutes } from '../../src/generated/flow-routes';
import { loadStepValidators } from '../../src/core/flow/load-validators';
import type { Flow } from '../../src/core/flow/types';
import type { StandaloneValidator } from '../../src/core/validation/types';
import { flowValidators } from '../../src/client/form-kit/flow-runner/step-validators';

const accept: StandaloneValidator = () => true;

describe('a flow\'s validators in the browser', () => {
  it('fetch only the steps asked for, each module once', async () => {
    const index = vi.fn(async () => ({ validate: accept }));
    const later = vi.fn(async () => ({ validate: accept }));
    const validators = flowValidators({ index, later });
    await Promise.all([validators.load(['index']), validators.load(['index'])]);
    expect(Object.keys(validators.loaded)).toEqual(['index']);
    expect(later).not.toHaveBeenCalled();
    await validators.load(['index', 'later']);
    expect(index).toHaveBeenCalledTimes(1);
    expect(later).toHaveBeenCalledTimes(1);
    expect(validators.loaded.later).toBe(accept);
  });

  it('try a failed fetch again the next time its step asks', async () => {
    const index = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ validate: accept });
    const validators = flowValidators({ index });
    await expect(validators.load(['index'])).rejects.toThrow('offline');
    expect(validators.loaded.index).toBeUndefined();
    await validators.load(['index']);
    expect(validators.loaded.index).toBe(accept);
  });

  it('refuse a step the flow has no validator for', async () => {
    await expect(flowValidators({}).load(['nope'])).rejects.toThrow('No validator for step "nope"');
  });
});

describe('the generated per-step modules', () => {
  const entries = [...flowRoutes, ...applicationFlows];

  it.each(entries.map((e) => [e.id, e] as const))('of %s: one per step, each the validator the server runs for it', async (id, entry) => {
    const flow = (await entry.load()).default as Flow;
    const server = await loadStepValidators(id);
    expect(Object.keys(entry.stepValidators).sort()).toEqual(flow.steps.map((s) => s.id).sort());
    for (const step of flow.steps) {
      const { validate } = await entry.stepValidators[step.id]!();
      expect(validate, step.id).toBe(server[step.id]);
    }
  });
});
