// Runs every fixture of every flow (tests/fixtures/flows/<flow id>/*.json): a product owner adds a
// case as JSON, without writing code.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firedChecks, runChecks } from '../../src/core/flow/checks';
import { getStep, resolveStep, walk } from '../../src/core/flow/engine';
import { loadStepValidators } from '../../src/core/flow/load-validators';
import { validateStep } from '../../src/core/validation/validate-step';
import type { FlowFixture } from '../../src/generated/types/flow-fixture';
import type { FlowContext } from '../../src/core/flow/types';
import { flows, repoRoot } from '../core/helpers';

const fixturesDir = join(repoRoot, 'tests/fixtures/flows');

describe('flow fixtures', () => {
  it('exist for every flow', () => {
    for (const id of flows.keys()) expect(readdirSync(fixturesDir), `fixtures for ${id}`).toContain(id);
  });

  for (const flowId of readdirSync(fixturesDir)) {
    describe(flowId, () => {
      for (const name of readdirSync(join(fixturesDir, flowId)).filter((f) => f.endsWith('.json'))) {
        const fixture = JSON.parse(readFileSync(join(fixturesDir, flowId, name), 'utf8')) as FlowFixture;
        const context = (fixture.context ?? {}) as FlowContext;
        const answers = fixture.answers as Record<string, unknown>;

        it(`${name}: ${fixture.description}`, async () => {
          const flow = flows.get(flowId);
          expect(flow, `flow ${flowId}`).toBeDefined();
          if (!flow) return;
          if (fixture.path) expect(walk(flow, answers, context).map((s) => s.id)).toEqual(fixture.path);
          for (const { from, to } of fixture.resolve ?? []) {
            const step = getStep(flow, from);
            expect(step, `step ${from}`).toBeDefined();
            expect(resolveStep(flow, step!, answers, context).id, `opening ${from}`).toBe(to);
          }
          const validators = await loadStepValidators(flowId);
          const stepIds = new Set([...(fixture.path ?? []), ...Object.keys(fixture.errors ?? {})]);
          for (const stepId of stepIds) {
            const result = validateStep(flow, stepId, answers, context, validators);
            const got = result.errors.map(({ pointer, messageKey }) => ({ pointer, messageKey }));
            expect(got, `errors of step ${stepId}`).toEqual(fixture.errors?.[stepId] ?? []);
          }
          for (const [stepId, ids] of Object.entries(fixture.checks ?? {})) {
            expect(firedChecks(runChecks(flow, stepId, answers, context)).map((c) => c.id), `checks of step ${stepId}`).toEqual(ids);
          }
        });
      }
    });
  }
});
