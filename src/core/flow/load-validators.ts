// The precompiled step validators of a flow, loaded on demand (a separate chunk in the browser).
import { stepValidatorLoaders } from '../../generated/validators/flows/index';
import type { StepValidators } from '../validation/validate-step';

export async function loadStepValidators(flowId: string): Promise<StepValidators> {
  const load = stepValidatorLoaders[flowId];
  if (!load) throw new Error(`No validators for flow "${flowId}": run npm run gen`);
  return (await load()).stepValidators;
}
