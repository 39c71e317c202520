// Parsing the application progress data at the edge (npm run check), kept apart from progress.ts so
// the web page, which reads the checked data, ships no validator.
import type { ApplicationProgress } from '../../generated/types/application-progress';
import { validateApplicationProgress } from '../../generated/validators/schemas';
import type { Problem } from '../flow/analyse';
import { schemaProblems, type ParseResult } from '../flow/parse-flow';
import { knownOperations, listOperations } from '../logic';

/**
 * The schema, then: every status of `statuses` (the machines the table serves) has a stage or an
 * off-track note, and only one; stages named exist; words are copy keys; rules use known operations.
 */
export function parseApplicationProgress(value: unknown, hasCopyKey: (key: string) => boolean, statuses: readonly string[] = []): ParseResult<ApplicationProgress> {
  const problems = schemaProblems(validateApplicationProgress, value);
  if (problems.length) return { ok: false, problems };
  const progress = value as ApplicationProgress;
  const more: Problem[] = [];
  const isStage = (name: string) => Object.hasOwn(progress.stages, name);
  for (const status of statuses) {
    const placed = Object.hasOwn(progress.statusStages, status);
    const off = Object.hasOwn(progress.offTrack, status);
    if (!placed && !off) more.push({ pointer: '/statusStages', reason: `no stage for status ${status}` });
    if (placed && off) more.push({ pointer: `/offTrack/${status}`, reason: `status ${status} has a stage and is off track` });
  }
  for (const [status, stage] of Object.entries(progress.statusStages)) if (!isStage(stage)) more.push({ pointer: `/statusStages/${status}`, reason: `names no stage: "${stage}"` });
  for (const [status, note] of Object.entries(progress.offTrack)) if (!hasCopyKey(note)) more.push({ pointer: `/offTrack/${status}`, reason: `missing copy key "${note}"` });
  progress.steps.forEach((s, i) => {
    if (!isStage(s.stage)) more.push({ pointer: `/steps/${i}/stage`, reason: `names no stage: "${s.stage}"` });
    for (const part of ['label', 'estimate'] as const) {
      const key = s[part];
      if (key !== undefined && !hasCopyKey(key)) more.push({ pointer: `/steps/${i}/${part}`, reason: `missing copy key "${key}"` });
    }
    for (const { op, pointer } of listOperations(s.if, `/steps/${i}/if`)) {
      if (!knownOperations.has(op)) more.push({ pointer, reason: `unknown operation "${op}"` });
    }
  });
  return more.length ? { ok: false, problems: more } : { ok: true, value: progress, problems: [] };
}
