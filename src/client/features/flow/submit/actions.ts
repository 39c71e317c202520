// What submitting a flow's last step does, by the flow's `submitAction` (schemas/flow.schema.json),
// and the telemetry event that marks the journey's start (spec section 7: heloc-register-start).
import { registerAndApply, type SubmitInput } from './register-and-apply';

export interface SubmitAction {
  run: (input: SubmitInput) => Promise<{ applicationUuid: string }>;
  startEvent: string;
}

export const submitActions: Record<string, SubmitAction> = {
  'register-and-apply': { run: registerAndApply, startEvent: 'heloc-register-start' },
};
