// The 'Application progress' tracker (spec section 4, client progress stages; issue 31): where the
// application stands by its status, and which steps show in which state. Data:
// flows/<product>/application-progress.json. The status, not the screen, decides: a waiting status,
// a condition or a review keeps the stage it belongs to instead of falling back to the first.
import type { ApplicationProgress } from '../../generated/types/application-progress';
import { isTruthy } from '../logic';

export type { ApplicationProgress };
type ProgressStep = ApplicationProgress['steps'][number];

/** On the tracker at a stage number, or off it with the copy key of the note shown instead. */
export type TrackerPlace = { kind: 'stage'; stage: number } | { kind: 'off'; note: string };

/** The place of a status; a status no row names (or none read yet) is at the unknown stage. */
export function placeOfStatus(progress: ApplicationProgress, status: string | undefined): TrackerPlace {
  if (status !== undefined && Object.hasOwn(progress.offTrack, status)) return { kind: 'off', note: progress.offTrack[status]! };
  const stage = status !== undefined && Object.hasOwn(progress.statusStages, status) ? progress.statusStages[status]! : undefined;
  return { kind: 'stage', stage: (stage !== undefined ? progress.stages[stage] : undefined) ?? progress.unknownStage };
}

/** The steps shown for this application (json-logic sees { application }), in order. */
export function visibleSteps(progress: ApplicationProgress, application: unknown): ProgressStep[] {
  // The rules read `application`; LogicData's two names are the engine's, not ours.
  const data = { answers: undefined, context: undefined, application };
  return progress.steps.filter((s) => s.if === undefined || isTruthy(s.if, data));
}

/** A step before the application's stage is done, at it current, after it to do. */
export function stepState(progress: ApplicationProgress, step: ProgressStep, stage: number): 'done' | 'current' | 'todo' {
  const own = progress.stages[step.stage] ?? progress.unknownStage;
  return own < stage ? 'done' : own === stage ? 'current' : 'todo';
}
