// What submitting a flow's last step does, by the flow's `submitAction` (schemas/flow.schema.json).
import { registerAndApply, type SubmitInput } from './register-and-apply';

export type SubmitAction = (input: SubmitInput) => Promise<{ applicationUuid: string }>;

export const submitActions: Record<string, SubmitAction> = {
  'register-and-apply': registerAndApply,
};
