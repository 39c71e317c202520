// A value the flow wants confirmed before the step moves on (spec section 5: income under 15000
// shows 'Confirm that you have entered annual pre-tax income' with a Confirm button). The flow's
// uiSchema names it: "ui:options": { "confirmBelow": 15000, "confirmText": "<copy key>" }.
import type { Answers } from '../../core/flow/types';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The copy key of the first confirmation the answers call for, if any. */
export function pendingConfirmation(uiSchema: unknown, answers: unknown): string | undefined {
  if (!isRecord(uiSchema)) return undefined;
  const options = uiSchema['ui:options'];
  if (isRecord(options) && typeof options.confirmBelow === 'number' && typeof options.confirmText === 'string') {
    if (typeof answers === 'number' && answers < options.confirmBelow) return options.confirmText;
  }
  for (const [key, child] of Object.entries(uiSchema)) {
    if (key.startsWith('ui:')) continue;
    const found = pendingConfirmation(child, isRecord(answers) ? (answers as Answers)[key] : undefined);
    if (found) return found;
  }
  return undefined;
}
