// The 'Application progress' tracker (spec section 4, client progress stages): which stage an
// application screen belongs to, and which steps show. Data: flows/<product>/application-progress.json.
import type { ApplicationProgress } from '../../generated/types/application-progress';
import { isTruthy } from '../logic';

export type { ApplicationProgress };

const screenMatches = (row: string, screen: string) => screen === row || (row.endsWith('/') && screen.startsWith(row));

/** The stage number of a screen below /{uuid}; the unknown stage when no row names it. */
export function stageOfScreen(progress: ApplicationProgress, screen: string | undefined): number {
  const row = screen === undefined ? undefined : progress.screenStages.find((r) => screenMatches(r.screen, screen));
  return (row && progress.stages[row.stage]) ?? progress.unknownStage;
}

/** The steps shown for this application (json-logic sees { application }), in order. */
export function visibleSteps(progress: ApplicationProgress, application: unknown): Array<ApplicationProgress['steps'][number]> {
  // The rules read `application`; LogicData's two names are the engine's, not ours.
  const data = { answers: undefined, context: undefined, application };
  return progress.steps.filter((s) => s.if === undefined || isTruthy(s.if, data));
}
