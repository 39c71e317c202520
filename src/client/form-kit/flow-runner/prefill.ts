// A form screen's first answers (its flow's `prefill`): each a json-logic expression over the
// context, e.g. the mobile phone from the applicant's profile. Values that come out empty are left
// out, so the field starts blank rather than with "undefined".
import { evaluate } from '../../../core/logic';
import type { Answers, Flow, FlowContext } from '../../../core/flow/types';

export function prefillAnswers(flow: Flow, context: FlowContext): Answers {
  const out: Answers = {};
  for (const [name, rule] of Object.entries(flow.prefill ?? {})) {
    const value = evaluate(rule, { answers: {}, context });
    if (value !== undefined && value !== null && value !== '') out[name] = value;
  }
  return out;
}
