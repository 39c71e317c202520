// What submitting a flow's last step does, by the flow's `submitAction` (schemas/flow.schema.json),
// and the telemetry event that marks the journey's start (spec section 7: heloc-register-start).
// The action's code is not part of the first page: it loads when the last step is sent (behind the
// processing overlay; a failed load is a failed send, kept for a retry like any other).
import type { SubmitInput } from './register-and-apply';

export interface SubmitAction {
  run: (input: SubmitInput) => Promise<{ applicationUuid: string }>;
  startEvent: string;
}

const registerAndApply = () => import('./register-and-apply');

export const submitActions: Record<string, SubmitAction> = {
  'register-and-apply': { run: async (input) => (await registerAndApply()).registerAndApply(input), startEvent: 'heloc-register-start' },
};
