// Parsing the application progress data at the edge (npm run check), kept apart from progress.ts so
// the web page, which reads the checked data, ships no validator.
import type { ApplicationProgress } from '../../generated/types/application-progress';
import { validateApplicationProgress } from '../../generated/validators/schemas';
import type { Problem } from '../flow/analyse';
import { schemaProblems, type ParseResult } from '../flow/parse-flow';
import { knownOperations, listOperations } from '../logic';

/** The schema, then: stages named by rows exist, labels are copy keys, rules use known operations. */
export function parseApplicationProgress(value: unknown, hasCopyKey: (key: string) => boolean): ParseResult<ApplicationProgress> {
  const problems = schemaProblems(validateApplicationProgress, value);
  if (problems.length) return { ok: false, problems };
  const progress = value as ApplicationProgress;
  const more: Problem[] = [];
  progress.screenStages.forEach((r, i) => {
    if (!Object.hasOwn(progress.stages, r.stage)) more.push({ pointer: `/screenStages/${i}/stage`, reason: `names no stage: "${r.stage}"` });
  });
  progress.steps.forEach((s, i) => {
    if (!hasCopyKey(s.label)) more.push({ pointer: `/steps/${i}/label`, reason: `missing copy key "${s.label}"` });
    for (const { op, pointer } of listOperations(s.if, `/steps/${i}/if`)) {
      if (!knownOperations.has(op)) more.push({ pointer, reason: `unknown operation "${op}"` });
    }
  });
  return more.length ? { ok: false, problems: more } : { ok: true, value: progress, problems: [] };
}
